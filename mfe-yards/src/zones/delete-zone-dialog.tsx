import { useNavigate } from 'react-router-dom';
import { ConfirmDialog, notify, useCarriedLink, useDeleteZoneMutation } from '@thrive/shared';
import type { Zone } from '@thrive/shared/contracts';
import { errorText } from '@thrive/shared';

interface Props {
  zone: Zone;
  open: boolean;
  onClose: () => void;
}

/** Asks before a zone goes with its plants; then back to its yard. */
export function DeleteZoneDialog({ zone, open, onClose }: Props) {
  const navigate = useNavigate();
  const carried = useCarriedLink();
  const [deleteZone] = useDeleteZoneMutation();

  async function confirm() {
    onClose();
    try {
      const { message } = await deleteZone(zone.Id).unwrap();
      notify({ message, variant: 'success' });
      navigate(carried(`/yards/view/${zone.YardId}`));
    } catch (error) {
      notify({ message: errorText(error), variant: 'error' });
    }
  }

  return (
    <ConfirmDialog
      id="delete-zone"
      type="danger"
      title={`Delete ${zone.Name}?`}
      message="The zone and the plants in it will be deleted. This cannot be undone."
      open={open}
      onConfirm={() => void confirm()}
      onCancel={onClose}
    />
  );
}
