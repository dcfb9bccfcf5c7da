import type { ThriveZoneSummary } from '@thrive/shared/contracts';
import { THRIVE_SCORES_BEST_FIRST, thriveScoreLabel } from '@thrive/shared';
import type { ThriveScore } from '@thrive/shared/thrive';
import { formStyles as fields } from '@thrive/shared';
import styles from './thrive.module.css';
import type { ThriveSort, ThriveView } from './thrive-rows';

const SORTS: { value: ThriveSort; label: string }[] = [
  { value: 'overall', label: 'Overall score (needs care first)' },
  { value: 'plant', label: 'Plant' },
  { value: 'zone', label: 'Zone' },
];
const ANY = 'any';

interface Props {
  zones: ThriveZoneSummary[];
  view: ThriveView;
  onChange: (view: ThriveView) => void;
}

/** Filter by zone and by overall score, and sort, on the page itself (no side panel needed). */
export function ThriveFilters({ zones, view, onChange }: Props) {
  return (
    <fieldset className={styles.filters}>
      <legend className={styles.legend}>Filter and sort</legend>
      <div className={styles.filter}>
        <label htmlFor="thrive-zone">Zone</label>
        <select
          id="thrive-zone"
          className={fields.control}
          value={view.zoneId}
          onChange={(e) => onChange({ ...view, zoneId: Number(e.target.value) })}
        >
          <option value={0}>All zones</option>
          {zones.map((zone) => (
            <option key={zone.ZoneId} value={zone.ZoneId}>
              {zone.ZoneName}
            </option>
          ))}
        </select>
      </div>
      <div className={styles.filter}>
        <label htmlFor="thrive-score">Overall score</label>
        <select
          id="thrive-score"
          className={fields.control}
          value={view.score ?? ANY}
          onChange={(e) =>
            onChange({
              ...view,
              score: e.target.value === ANY ? null : (Number(e.target.value) as ThriveScore),
            })
          }
        >
          <option value={ANY}>All scores</option>
          {THRIVE_SCORES_BEST_FIRST.map((score) => (
            <option key={score} value={score}>
              {thriveScoreLabel(score)}
            </option>
          ))}
        </select>
      </div>
      <div className={styles.filter}>
        <label htmlFor="thrive-sort">Sort by</label>
        <select
          id="thrive-sort"
          className={fields.control}
          value={view.sort}
          onChange={(e) => onChange({ ...view, sort: e.target.value as ThriveSort })}
        >
          {SORTS.map((sort) => (
            <option key={sort.value} value={sort.value}>
              {sort.label}
            </option>
          ))}
        </select>
      </div>
    </fieldset>
  );
}
