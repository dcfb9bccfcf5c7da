import { useId, useState } from 'react';
import { formStyles as fields, visuallyHidden } from '@thrive/shared';
import type { Yard } from '@thrive/shared/contracts';
import { RADIUS_MILES, type FilterDraft } from './filter-draft';
import styles from './search.module.css';

type Hardiness = Pick<FilterDraft, 'hardiness' | 'YardId' | 'ZipCode' | 'IsRadiusSelected' | 'Radius'>;

interface Props {
  value: Hardiness;
  /** The gardener's yards; without any, only a ZIP code can give the hardiness zone. */
  yards: Yard[];
  onChange: (value: Hardiness) => void;
}

/**
 * Hardiness: plants hardy in one of the gardener's yards (its zone), or at a ZIP code, where
 * "within N miles" asks for plants hardy in every zone of that area.
 */
export function HardinessFields({ value, yards, onChange }: Props) {
  const id = useId();
  const [startOpen] = useState(value.hardiness !== 'any');
  const set = (changes: Partial<Hardiness>) => onChange({ ...value, ...changes });
  const sources: { key: Hardiness['hardiness']; label: string }[] = [
    { key: 'any', label: 'Any hardiness zone' },
    ...(yards.length > 0 ? [{ key: 'yard' as const, label: 'Hardy in my yard' }] : []),
    { key: 'zip', label: 'Hardy at a ZIP code' },
  ];
  return (
    <details className={styles.group} open={startOpen || undefined}>
      <summary className={styles.summary}>
        Hardiness
        {value.hardiness !== 'any' && <span className={styles.chosen}> (1 chosen)</span>}
      </summary>
      <fieldset className={styles.fieldset}>
        <legend className={visuallyHidden}>Hardiness</legend>
        {sources.map((source) => (
          <label key={source.key} className={styles.check} htmlFor={`${id}-${source.key}`}>
            <input
              id={`${id}-${source.key}`}
              type="radio"
              name={`${id}-hardiness`}
              checked={value.hardiness === source.key}
              onChange={() =>
                set({
                  hardiness: source.key,
                  YardId: source.key === 'yard' && value.YardId === 0 ? (yards[0]?.Id ?? 0) : value.YardId,
                })
              }
            />
            {source.label}
          </label>
        ))}
        {value.hardiness === 'yard' && (
          <div className={styles.subField}>
            <label htmlFor={`${id}-yard-select`}>Yard</label>
            <select
              id={`${id}-yard-select`}
              className={fields.control}
              value={value.YardId}
              onChange={(event) => set({ YardId: Number(event.target.value) })}
            >
              {yards.map((yard) => (
                <option key={yard.Id} value={yard.Id}>
                  {yard.Name}
                </option>
              ))}
            </select>
          </div>
        )}
        {value.hardiness === 'zip' && (
          <div className={styles.subField}>
            <label htmlFor={`${id}-zip-code`}>ZIP code</label>
            <input
              id={`${id}-zip-code`}
              className={fields.control}
              inputMode="numeric"
              autoComplete="postal-code"
              maxLength={5}
              value={value.ZipCode}
              onChange={(event) => set({ ZipCode: event.target.value.replace(/\D/g, '') })}
            />
            <label className={styles.check} htmlFor={`${id}-radius-on`}>
              <input
                id={`${id}-radius-on`}
                type="checkbox"
                checked={value.IsRadiusSelected}
                onChange={(event) => set({ IsRadiusSelected: event.target.checked })}
              />
              Hardy in the whole area around it
            </label>
            {value.IsRadiusSelected && (
              <>
                <label htmlFor={`${id}-radius`}>Within</label>
                <select
                  id={`${id}-radius`}
                  className={fields.control}
                  value={value.Radius}
                  onChange={(event) => set({ Radius: Number(event.target.value) })}
                >
                  {RADIUS_MILES.map((miles) => (
                    <option key={miles} value={miles}>
                      {miles} miles
                    </option>
                  ))}
                </select>
              </>
            )}
          </div>
        )}
      </fieldset>
    </details>
  );
}
