import { useNavigate } from 'react-router-dom';
import { ConfirmDialog, notify, useCarriedLink, useDeleteYardMutation } from '@thrive/shared';
import type { Yard } from '@thrive/shared/contracts';
import { errorText } from '@thrive/shared';

interface Props {
  yard: Yard;
  open: boolean;
  onClose: () => void;
}

/** Asks before a yard goes with its zones and plants; then back to the yard list. */
export function DeleteYardDialog({ yard, open, onClose }: Props) {
  const navigate = useNavigate();
  const carried = useCarriedLink();
  const [deleteYard] = useDeleteYardMutation();

  async function confirm() {
    onClose();
    try {
      const { message } = await deleteYard(yard.Id).unwrap();
      notify({ message, variant: 'success' });
      navigate(carried('/yards'));
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
