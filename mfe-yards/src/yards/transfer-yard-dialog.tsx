import { useState, type FormEvent } from 'react';
import {
  Button,
  Modal,
  notify,
  useCarriedLink,
  useLazyCheckYardTransferQuery,
  useTransferYardMutation,
} from '@thrive/shared';
import { yardTransferCheckQuerySchema, type Yard, type YardTransferCheck } from '@thrive/shared/contracts';
import { FormField } from '@thrive/shared';
import { errorText } from '@thrive/shared';
import { formStyles as fields } from '@thrive/shared';
import { useFieldErrors } from '../common/use-field-errors';
import { useLeaveRemoved } from '../common/use-leave-removed';
import styles from './yards.module.css';

/**
 * The contract's email, with the SPEC §5 Email rule, checked here before anything goes to the
 * server: "not-an-email" is never sent.
 */
const transferEmailSchema = yardTransferCheckQuerySchema;

/** The toast after a transfer, naming the yard and who has it now. */
const transferredMessage = (yardName: string, email: string) => `${yardName} was transferred to ${email}.`;

interface Props {
  yard: Yard;
  open: boolean;
  onClose: () => void;
}

/**
 * Gives a yard to another gardener: the server first says whether it can and what will happen
 * (CheckYardTransfer); only after the gardener confirms that does the yard go (YardTransfer).
 * Then the yard is no longer theirs: the app goes to the yard list (no reload, the session's
 * parameters kept) and only then forgets the yard, so it is never asked for again.
 */
export function TransferYardDialog({ yard, open, onClose }: Props) {
  const leave = useLeaveRemoved();
  const carried = useCarriedLink();
  const [checkTransfer, checking] = useLazyCheckYardTransferQuery();
  const [transfer, transferring] = useTransferYardMutation();
  const [email, setEmail] = useState('');
  const { errors, check: checkFields, changed, reset } = useFieldErrors(transferEmailSchema);
  const [serverError, setServerError] = useState<string | undefined>();
  const [check, setCheck] = useState<YardTransferCheck | null>(null);

  function close() {
    setEmail('');
    reset();
    setServerError(undefined);
    setCheck(null);
    onClose();
  }

  async function submitCheck(event: FormEvent) {
    event.preventDefault();
    setServerError(undefined);
    if (!checkFields({ email })) return;
    try {
      setCheck(await checkTransfer({ yardId: yard.Id, email }).unwrap());
    } catch (failure) {
      setServerError(errorText(failure));
    }
  }

  async function confirm() {
    const recipient = email.trim();
    try {
      await transfer({ YardId: yard.Id, Email: recipient }).unwrap();
      close();
      leave(carried('/yards'), { yardId: yard.Id });
      notify({ message: transferredMessage(yard.Name, recipient), variant: 'success' });
    } catch (failure) {
      notify({ message: errorText(failure), variant: 'error' });
    }
  }

  const confirmable = check?.CanTransfer === true;
  return (
    <Modal
      id="transfer-yard"
      title={`Transfer ${yard.Name}`}
      open={open}
      onOpenChange={(next) => {
        if (!next) close();
      }}
      footer={
        <>
          <Button grow onClick={close}>
            Cancel
          </Button>
          {confirmable ? (
            <Button grow variant="danger" onClick={() => void confirm()} disabled={transferring.isLoading}>
              {transferring.isLoading ? 'Transferring…' : 'Yes, transfer'}
            </Button>
          ) : (
            <Button
              grow
              variant="primary"
              type="submit"
              form="transfer-yard-form"
              disabled={checking.isFetching}
            >
              {checking.isFetching ? 'Checking…' : 'Check'}
            </Button>
          )}
        </>
      }
    >
      <form id="transfer-yard-form" noValidate onSubmit={(event) => void submitCheck(event)}>
        <FormField
          id="transfer-email"
          label="Email of the receiving gardener"
          hint="The yard goes to them with its zones and plants."
          error={errors.email ?? serverError}
        >
          {(props) => (
            <input
              {...props}
              type="email"
              autoComplete="email"
              className={fields.control}
              value={email}
              onChange={(e) => {
                setEmail(e.target.value);
                changed('email', { email: e.target.value });
                setServerError(undefined);
                // A new address needs a new check before anything is transferred.
                setCheck(null);
              }}
            />
          )}
        </FormField>
      </form>
      <div role="status">
        {check && (
          <p className={`${styles.checkResult} ${check.CanTransfer ? '' : styles.checkRefused}`}>
            {check.message}
          </p>
        )}
      </div>
    </Modal>
  );
}
