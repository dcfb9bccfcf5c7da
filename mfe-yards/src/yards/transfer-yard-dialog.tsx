import { useState } from 'react';
import {
  Button,
  errorText,
  Modal,
  notify,
  useCarriedLink,
  useLazyCheckYardTransferQuery,
  useTransferYardMutation,
} from '@thrive/shared';
import { yardTransferCheckQuerySchema, type Yard, type YardTransferCheck } from '@thrive/shared/contracts';
import { TextField, useContractForm, useWatch } from '@thrive/shared/forms';
import { useLeaveRemoved } from '../common/use-leave-removed';
import styles from './yards.module.css';

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
  // The contract's email, with the SPEC §5 Email rule, is checked here before anything goes to
  // the server: "not-an-email" is never sent.
  const form = useContractForm({ schema: yardTransferCheckQuerySchema, defaultValues: { email: '' } });
  const email = useWatch({ control: form.control, name: 'email' });
  const [checked, setChecked] = useState<{ email: string; check: YardTransferCheck } | null>(null);
  // A new address needs a new check before anything is transferred.
  const check = checked?.email === email ? checked.check : null;

  function close() {
    form.reset();
    setChecked(null);
    onClose();
  }

  const submitCheck = form.submitWith(
    async (input) => {
      const result = await checkTransfer({ yardId: yard.Id, email: input.email }).unwrap();
      setChecked({ email, check: result });
    },
    // The server's word shows under the address, where the gardener can correct it.
    { onRefused: (failure) => form.setError('email', { type: 'server', message: errorText(failure) }) },
  );

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
        <TextField
          form={form}
          name="email"
          id="transfer-email"
          label="Email of the receiving gardener"
          hint="The yard goes to them with its zones and plants."
          type="email"
          autoComplete="email"
        />
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
