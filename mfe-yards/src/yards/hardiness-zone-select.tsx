import type { ReferenceItem } from '@thrive/shared/contracts';
import { FormField } from '@thrive/shared';
import { formStyles as fields } from '@thrive/shared';

/** The option that leaves the zone to the ZIP code (the API: HardinessZoneId left out). */
const ZIP_ZONE_OPTION = "Use my ZIP code's zone";

interface Props {
  zones: ReferenceItem[];
  /** 0: the ZIP code's zone. */
  value: number;
  /** The zone the ZIP code gives ("10b"), '' when not known (yet). */
  zipZone: string;
  onChange: (zoneId: number) => void;
  error: string | undefined;
}

/** Lets the gardener override the hardiness zone the ZIP code gave ("7b"). */
export function HardinessZoneSelect({ zones, value, zipZone, onChange, error }: Props) {
  return (
    <FormField
      id="yard-hardiness-zone"
      label="Hardiness zone"
      hint="Choose a zone only if you know better than the map, e.g. in a warm city courtyard."
      error={error}
    >
      {(props) => (
        <select
          {...props}
          className={fields.control}
          value={value}
          onChange={(e) => onChange(Number(e.target.value))}
        >
          <option value={0}>{zipZone ? `${ZIP_ZONE_OPTION} (${zipZone})` : ZIP_ZONE_OPTION}</option>
          {zones.map((zone) => (
            <option key={zone.Id} value={zone.Id}>
              {zone.Name}
            </option>
          ))}
        </select>
      )}
    </FormField>
  );
}
