import { FormField, formStyles, useConditionNames } from '@thrive/shared';
import type { ReferenceItem, Yard, Zone } from '@thrive/shared/contracts';
import type { SuggestDraft } from './suggest-draft';
import { fromHardinessChoice, hardinessChoice, spotFromZone, zonesByYard } from './spot-choices';
import styles from './suggest.module.css';

interface Props {
  draft: SuggestDraft;
  errors: Record<string, string>;
  zones: Zone[];
  yards: Yard[];
  onChange: (patch: Partial<SuggestDraft>) => void;
}

function ConditionSelect(props: {
  id: string;
  label: string;
  placeholder: string;
  items: ReferenceItem[];
  value: number;
  error: string | undefined;
  onChange: (id: number) => void;
}) {
  return (
    <FormField id={props.id} label={props.label} required error={props.error}>
      {(control) => (
        <select
          {...control}
          className={formStyles.control}
          value={props.value}
          onChange={(event) => props.onChange(Number(event.target.value))}
        >
          <option value={0}>{props.placeholder}</option>
          {props.items.map((item) => (
            <option key={item.Id} value={item.Id}>
              {item.Name}
            </option>
          ))}
        </select>
      )}
    </FormField>
  );
}

/**
 * The spot: one of the gardener's zones fills sun, water and hardiness at once; a yard gives
 * the hardiness zone; or each is chosen. Changing a filled value describes another spot, so
 * the zone is let go (its values stay as a start).
 */
export function SpotFields({ draft, errors, zones, yards, onChange }: Props) {
  const names = useConditionNames();
  const lists = names.lists;
  return (
    <fieldset className={styles.section}>
      <legend className={styles.sectionTitle}>Your spot</legend>
      {zones.length > 0 && (
        <FormField
          id="suggest-zone"
          label="One of your zones"
          hint="Fills in its sun, water and hardiness zone."
          error={errors.ZoneId}
        >
          {(control) => (
            <select
              {...control}
              className={formStyles.control}
              value={draft.ZoneId}
              onChange={(event) => {
                const picked = zones.find((zone) => zone.Id === Number(event.target.value));
                onChange(picked ? spotFromZone(picked) : { ZoneId: 0 });
              }}
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
      )}
      <ConditionSelect
        id="suggest-sun"
        label="Sun"
        placeholder="-Select Sun-"
        items={lists?.SunRequirements ?? []}
        value={draft.SunRequirementId}
        error={errors.SunRequirementId}
        onChange={(SunRequirementId) => onChange({ SunRequirementId, ZoneId: 0 })}
      />
      <ConditionSelect
        id="suggest-water"
        label="Water"
        placeholder="-Select Water-"
        items={lists?.WaterRequirements ?? []}
        value={draft.WaterRequirementId}
        error={errors.WaterRequirementId}
        onChange={(WaterRequirementId) => onChange({ WaterRequirementId, ZoneId: 0 })}
      />
      <FormField
        id="suggest-hardiness"
        label="Hardiness zone"
        required
        error={errors.HardinessZoneId ?? errors.YardId}
      >
        {(control) => (
          <select
            {...control}
            className={formStyles.control}
            value={hardinessChoice(draft)}
            onChange={(event) => onChange({ ...fromHardinessChoice(event.target.value), ZoneId: 0 })}
          >
            <option value={hardinessChoice({ YardId: 0, HardinessZoneId: 0 })}>
              -Select Hardiness Zone-
            </option>
            {yards.length > 0 && (
              <optgroup label="Your yards">
                {yards.map((yard) => (
                  <option key={yard.Id} value={hardinessChoice({ YardId: yard.Id, HardinessZoneId: 0 })}>
                    {yard.HardinessZoneId > 0
                      ? `${yard.Name} (zone ${names.hardiness(yard.HardinessZoneId)})`
                      : yard.Name}
                  </option>
                ))}
              </optgroup>
            )}
            <optgroup label="Hardiness zones">
              {(lists?.HardinessZones ?? []).map((zone) => (
                <option key={zone.Id} value={hardinessChoice({ YardId: 0, HardinessZoneId: zone.Id })}>
                  {zone.Name}
                </option>
              ))}
            </optgroup>
          </select>
        )}
      </FormField>
    </fieldset>
  );
}
