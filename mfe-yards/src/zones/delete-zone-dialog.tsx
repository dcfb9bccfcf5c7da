import { ConfirmDialog, notify, useCarriedLink, useDeleteZoneMutation } from '@thrive/shared';
import type { Zone } from '@thrive/shared/contracts';
import { errorText } from '@thrive/shared';
import { useLeaveRemoved } from '../common/use-leave-removed';

interface Props {
  zone: Zone;
  open: boolean;
  onClose: () => void;
}

/**
 * Asks before a zone goes with its plants; then back to its yard, and only then is the zone
 * dropped from what the app remembers (no reading of a deleted zone).
 */
export function DeleteZoneDialog({ zone, open, onClose }: Props) {
  const leave = useLeaveRemoved();
  const carried = useCarriedLink();
  const [deleteZone] = useDeleteZoneMutation();

  async function confirm() {
    onClose();
    try {
      const { message } = await deleteZone(zone.Id).unwrap();
      leave(carried(`/yards/view/${zone.YardId}`), { zoneId: zone.Id });
      notify({ message, variant: 'success' });
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
