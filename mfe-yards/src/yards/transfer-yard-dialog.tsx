import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
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
import styles from './yards.module.css';

interface Props {
  yard: Yard;
  open: boolean;
  onClose: () => void;
}

/**
 * Gives a yard to another gardener: the server first says whether it can and what will happen
 * (CheckYardTransfer); only after the gardener confirms that does the yard go (YardTransfer).
 */
export function TransferYardDialog({ yard, open, onClose }: Props) {
  const navigate = useNavigate();
  const carried = useCarriedLink();
  const [checkTransfer, checking] = useLazyCheckYardTransferQuery();
  const [transfer, transferring] = useTransferYardMutation();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [check, setCheck] = useState<YardTransferCheck | null>(null);

  function close() {
    setEmail('');
    setError(undefined);
    setCheck(null);
    onClose();
  }

  async function submitCheck(event: FormEvent) {
    event.preventDefault();
    const parsed = yardTransferCheckQuerySchema.safeParse({ email });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    try {
      setCheck(await checkTransfer({ yardId: yard.Id, email }).unwrap());
    } catch (failure) {
      setError(errorText(failure));
    }
  }

  async function confirm() {
    try {
      const { message } = await transfer({ YardId: yard.Id, Email: email.trim() }).unwrap();
      close();
      notify({ message, variant: 'success' });
      navigate(carried('/yards'));
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
          error={error}
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
