import { useEffect } from 'react';
import { useConditionNames } from '@thrive/shared';
import type { Yard, Zone } from '@thrive/shared/contracts';
import { ReferenceSelect } from '@thrive/shared/forms';
import type { SuggestDraftForm } from './suggest-draft';
import type { Spot } from './spot-choices';
import { HardinessSelect } from './hardiness-select';
import { ZoneSelect } from './zone-select';
import styles from './suggest.module.css';

interface Props {
  form: SuggestDraftForm;
  zones: Zone[];
  yards: Yard[];
}

/** What a zone of the gardener's fills in. */
const FILLED_BY_ZONE = new Set<string>([
  'SunRequirementId',
  'WaterRequirementId',
  'HardinessZoneId',
  'YardId',
] satisfies (keyof Spot)[]);

/**
 * Changing a value the zone filled describes another spot, so the zone is let go (its values
 * stay as a start). Only the gardener's own change counts ('change'), not the zone filling
 * them in.
 */
function useLetGoOfZone({ subscribe, setValue }: SuggestDraftForm) {
  useEffect(
    () =>
      subscribe({
        formState: { values: true },
        callback: ({ name, type }) => {
          if (type === 'change' && name && FILLED_BY_ZONE.has(name)) setValue('ZoneId', 0);
        },
      }),
    [subscribe, setValue],
  );
}

/**
 * The spot: one of the gardener's zones fills sun, water and hardiness at once; a yard gives
 * the hardiness zone; or each is chosen.
 */
export function SpotFields({ form, zones, yards }: Props) {
  const lists = useConditionNames().lists;
  useLetGoOfZone(form);
  return (
    <fieldset className={styles.section}>
      <legend className={styles.sectionTitle}>Your spot</legend>
      {zones.length > 0 && <ZoneSelect form={form} zones={zones} />}
      <ReferenceSelect
        form={form}
        name="SunRequirementId"
        id="suggest-sun"
        label="Sun"
        placeholder="-Select Sun-"
        items={lists?.SunRequirements ?? []}
        required
      />
      <ReferenceSelect
        form={form}
        name="WaterRequirementId"
        id="suggest-water"
        label="Water"
        placeholder="-Select Water-"
        items={lists?.WaterRequirements ?? []}
        required
      />
      <HardinessSelect form={form} yards={yards} />
    </fieldset>
  );
}
