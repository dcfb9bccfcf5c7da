import { FormField, formStyles } from '@thrive/shared';

/** A zone the entry may be about: one where the plant grows (or the entry's own). */
export interface ZoneChoice {
  PlantZoneId: number;
  ZoneName: string;
}

/** Not about one planting: the whole plant, or one the gardener does not keep in a zone. */
const NO_ZONE = 0;

interface Props {
  id: string;
  zones: ZoneChoice[];
  value: number;
  error?: string | undefined;
  onChange: (plantZoneId: number) => void;
}

/** Which of the gardener's plantings the entry is about; hidden when the plant grows in no zone. */
export function CareLogWhere({ id, zones, value, error, onChange }: Props) {
  if (zones.length === 0) return null;
  return (
    <FormField id={id} label="Where" error={error}>
      {(control) => (
        <select
          {...control}
          className={formStyles.control}
          value={value}
          onChange={(event) => onChange(Number(event.target.value))}
        >
          <option value={NO_ZONE}>No particular zone</option>
          {zones.map((zone) => (
            <option key={zone.PlantZoneId} value={zone.PlantZoneId}>
              {zone.ZoneName}
            </option>
          ))}
        </select>
      )}
    </FormField>
  );
}
