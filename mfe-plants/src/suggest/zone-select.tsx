import { FormField, formStyles } from '@thrive/shared';
import type { Zone } from '@thrive/shared/contracts';
import { useController } from '@thrive/shared/forms';
import type { SuggestDraftForm } from './suggest-draft';
import { spotFromZone, zonesByYard, type Spot } from './spot-choices';

interface Props {
  form: SuggestDraftForm;
  zones: Zone[];
}

/** One of the gardener's zones, under its yard: picking one fills its sun, water and hardiness zone. */
export function ZoneSelect({ form, zones }: Props) {
  const { field } = useController({ control: form.control, name: 'ZoneId' });

  const pick = (zoneId: number) => {
    field.onChange(zoneId);
    const picked = zones.find((zone) => zone.Id === zoneId);
    if (!picked) return;
    // Filled by the zone, not changed by the gardener: the zone is kept (see SpotFields).
    for (const [name, value] of Object.entries(spotFromZone(picked)))
      form.setValue(name as keyof Spot, value);
  };

  return (
    <FormField
      id="suggest-zone"
      label="One of your zones"
      hint="Fills in its sun, water and hardiness zone."
      error={form.errorOf('ZoneId')}
    >
      {(control) => (
        <select
          {...control}
          className={formStyles.control}
          ref={field.ref}
          name={field.name}
          value={field.value}
          onChange={(event) => pick(Number(event.target.value))}
          onBlur={field.onBlur}
        >
          <option value={0}>-Describe the spot below-</option>
          {zonesByYard(zones).map(([yardName, yardZones]) => (
            <optgroup key={yardZones[0]?.YardId} label={yardName}>
              {yardZones.map((zone) => (
                <option key={zone.Id} value={zone.Id}>
                  {zone.Name}
                </option>
              ))}
            </optgroup>
          ))}
        </select>
      )}
    </FormField>
  );
}
