import { FormField, formStyles } from '@thrive/shared';
import type { ZonePlantGroup } from './zone-plant-groups';

export const PLANT_SELECT_ID = 'health-plant';

interface Props {
  groups: ZonePlantGroup[];
  /** The plant-zone id chosen, 0 for none yet. */
  value: number;
  error?: string | undefined;
  onChange(plantZoneId: number): void;
}

/** Which of the gardener's plants to check, grouped by yard and zone. */
export function PlantSelect({ groups, value, error, onChange }: Props) {
  return (
    <FormField id={PLANT_SELECT_ID} label="Plant" error={error} required>
      {(field) => (
        <select
          {...field}
          className={formStyles.control}
          value={value || ''}
          onChange={(event) => onChange(Number(event.target.value))}
        >
          <option value="">Choose one of your plants</option>
          {groups.map((group) => (
            <optgroup key={group.zoneId} label={group.label}>
              {group.plants.map((plant) => (
                <option key={plant.Id} value={plant.Id}>
                  {plant.CommonName}
                </option>
              ))}
            </optgroup>
          ))}
        </select>
      )}
    </FormField>
  );
}
