import { Modal, notify } from '@thrive/shared';
import type { CareCategory, PlantActivity } from '@thrive/shared/contracts';
import { CareLogForm, type ZoneChoice } from './care-log-form';

const ENTRY_SAVED = 'Your changes were saved.';

interface Props {
  /** The entry being changed; null while the dialog is closed. */
  activity: PlantActivity | null;
  plantId: number;
  categories: CareCategory[] | undefined;
  zones: ZoneChoice[];
  onClose: () => void;
}

/** The zones offered, with the entry's own even when the plant has left that zone since. */
function zonesFor(activity: PlantActivity, zones: ZoneChoice[]): ZoneChoice[] {
  if (activity.PlantZoneId <= 0 || zones.some((zone) => zone.PlantZoneId === activity.PlantZoneId))
    return zones;
  return [...zones, { PlantZoneId: activity.PlantZoneId, ZoneName: activity.ZoneName }];
}

/** Changes one entry of the care log in a dialog (the same call with the entry's Id). */
export function EditCareLogEntry({ activity, plantId, categories, zones, onClose }: Props) {
  return (
    <Modal
      id="edit-care-log-entry"
      title="Change this entry"
      open={activity !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      {activity && (
        <CareLogForm
          idPrefix="care-log-edit"
          plantId={plantId}
          initial={{
            Id: activity.Id,
            PlantZoneId: activity.PlantZoneId,
            CareCategoryId: activity.CareCategoryId,
            DoneOn: activity.DoneOn,
            Notes: activity.Notes,
          }}
          categories={categories}
          zones={zonesFor(activity, zones)}
          submitText="Save"
          onSaved={() => {
            notify({ message: ENTRY_SAVED, variant: 'success' });
            onClose();
          }}
          onCancel={onClose}
        />
      )}
    </Modal>
  );
}
