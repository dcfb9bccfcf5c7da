import {
  errorText,
  notify,
  useFertilizerWarnings,
  useGetPlantFertilizerQuery,
  useGetZonesQuery,
  useTogglePlantZoneMutation,
} from '@thrive/shared';
import { FertilizerDialog } from '@thrive/shared/plant-details';
import type { PlantDetails, PlantZoneScore } from '@thrive/shared/contracts';

/** Every zone of every yard (zonelisting/0): the dialog needs the zone's sun and water. */
const ALL_YARDS = 0;

interface Props {
  plant: PlantDetails;
  /** The zone the plant goes into; null while the dialog is closed. */
  zone: PlantZoneScore | null;
  onClose: () => void;
}

/**
 * Add to zone: the fertilizer strategy dialog (SPEC §2.6, §5) with the options for this plant
 * (the recommended ones marked, with the advice) and the zone's sun and moisture warnings;
 * Continue puts the plant in the zone with the chosen fertilizer (TogglePlantZone).
 */
export function AddToZoneDialog({ plant, zone, onClose }: Props) {
  const open = zone !== null;
  const zoneId = zone?.ZoneId ?? 0;
  const fertilizer = useGetPlantFertilizerQuery({ plantId: plant.Id, zoneId }, { skip: !open });
  const zones = useGetZonesQuery(ALL_YARDS, { skip: !open });
  const conditions = zones.data?.find((item) => item.Id === zoneId) ?? null;
  const warnings = useFertilizerWarnings(plant.Id, open ? conditions : null);
  const [toggle, { isLoading: saving }] = useTogglePlantZoneMutation();
  const options = fertilizer.currentData;

  async function add(fertilizerId: number) {
    try {
      const { message } = await toggle({ zoneId, plantId: plant.Id, fertilizerId }).unwrap();
      notify({ message, variant: 'success' });
      onClose();
    } catch (error) {
      notify({ message: errorText(error), variant: 'error' });
    }
  }

  return (
    <FertilizerDialog
      open={open}
      plantName={plant.CommonName}
      zoneName={zone?.ZoneName ?? ''}
      options={options?.Options ?? []}
      advice={options?.Advice}
      initialFertilizerId={options?.SelectedId}
      loading={!options && !fertilizer.error}
      error={fertilizer.error ? errorText(fertilizer.error) : undefined}
      sunRequirementId={conditions?.SunRequirementId ?? 0}
      sunMessage={warnings.sunMessage}
      waterRequirementId={conditions?.WaterRequirementId ?? 0}
      moistureMessage={warnings.moistureMessage}
      busy={saving}
      onContinue={(fertilizerId) => void add(fertilizerId)}
      onCancel={onClose}
    />
  );
}
