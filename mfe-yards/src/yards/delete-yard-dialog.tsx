import { ConfirmDialog, notify, useCarriedLink, useDeleteYardMutation } from '@thrive/shared';
import type { Yard } from '@thrive/shared/contracts';
import { errorText } from '@thrive/shared';
import { useLeaveRemoved } from '../common/use-leave-removed';

interface Props {
  yard: Yard;
  open: boolean;
  onClose: () => void;
}

/**
 * Asks before a yard goes with its zones and plants; then back to the yard list, and only
 * then is the yard dropped from what the app remembers (no reading of a deleted yard).
 */
export function DeleteYardDialog({ yard, open, onClose }: Props) {
  const leave = useLeaveRemoved();
  const carried = useCarriedLink();
  const [deleteYard] = useDeleteYardMutation();

  async function confirm() {
    onClose();
    try {
      const { message } = await deleteYard(yard.Id).unwrap();
      leave(carried('/yards'), { yardId: yard.Id });
      notify({ message, variant: 'success' });
    } catch (error) {
      notify({ message: errorText(error), variant: 'error' });
    }
  }

  return (
    <ConfirmDialog
      id="delete-yard"
      type="danger"
      title={`Delete ${yard.Name}?`}
      message="The yard, its zones and the plants in them will be deleted. This cannot be undone."
      open={open}
      onConfirm={() => void confirm()}
      onCancel={onClose}
    />
  );
}
