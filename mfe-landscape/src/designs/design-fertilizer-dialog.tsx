import { errorText, useFertilizerWarnings, useGetPlantFertilizerQuery } from '@thrive/shared';
import type { PlantListItem } from '@thrive/shared/contracts';
import type { Design } from '@thrive/shared/landscape';
import { FertilizerDialog } from '@thrive/shared/plant-details';

/** Fertilizer options are asked for the plant alone: a design is not a zone of the garden. */
const NO_ZONE = 0;

interface Props {
  design: Design;
  /** The plant being added; null while the dialog is closed. */
  plant: PlantListItem | null;
  busy: boolean;
  onContinue: (plant: PlantListItem, fertilizerId: number) => void;
  onCancel: () => void;
}

/**
 * The fertilizer strategy dialog (SPEC §2.6) for a plant going into a design (SPEC §3 Design
 * plant: FertilizerId), with the sun and moisture warnings for the design's own conditions.
 */
export function DesignFertilizerDialog({ design, plant, busy, onContinue, onCancel }: Props) {
  const plantId = plant?.Id ?? 0;
  const fertilizer = useGetPlantFertilizerQuery({ plantId, zoneId: NO_ZONE }, { skip: !plant });
  const warnings = useFertilizerWarnings(plantId, plant ? design : null);
  const options = fertilizer.currentData;
  return (
    <FertilizerDialog
      open={plant !== null}
      plantName={plant?.CommonName ?? ''}
      zoneName={design.Name}
      options={options?.Options ?? []}
      advice={options?.Advice}
      initialFertilizerId={options?.SelectedId}
      loading={!options && !fertilizer.error}
      error={fertilizer.error ? errorText(fertilizer.error) : undefined}
      sunRequirementId={design.SunRequirementId}
      sunMessage={warnings.sunMessage}
      waterRequirementId={design.WaterRequirementId}
      moistureMessage={warnings.moistureMessage}
      busy={busy}
      onContinue={(fertilizerId) => plant && onContinue(plant, fertilizerId)}
      onCancel={onCancel}
    />
  );
}
