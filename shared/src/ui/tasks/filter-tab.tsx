import { TASK_DAYS_MAX, TASK_DAYS_MIN, TASK_FILTER_OPTIONS } from '@thrive/shared/contracts';
import { DaysInput } from './days-input';
import { hasFilter, withFilter, type TaskSortFilterDraft } from './sort-filter-draft';
import styles from './sort-filter-panel.module.css';

/** SPEC §2.8: "Show N Days", N being the days chosen below it. */
export const showDaysLabel = (days: number | null) => `Show ${days ?? 'N'} Days`;

interface Props {
  draft: TaskSortFilterDraft;
  onChange(changes: Partial<TaskSortFilterDraft>): void;
}

/** SPEC §2.6 Filter tab: a checkbox per filter, one being "Show N Days" with its days input. */
export function FilterTab({ draft, onChange }: Props) {
  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>Show these tasks</legend>
      {TASK_FILTER_OPTIONS.map((option) => (
        <label key={option.value} className={styles.check}>
          <input
            type="checkbox"
            checked={hasFilter(draft.sid, option.value)}
            onChange={(event) => onChange({ sid: withFilter(draft.sid, option.value, event.target.checked) })}
          />
          {option.label}
        </label>
      ))}
      <label className={styles.check}>
        <input
          type="checkbox"
          checked={draft.sd === 1}
          aria-describedby="task-filter-days-hint"
          onChange={(event) => onChange({ sd: event.target.checked ? 1 : 0 })}
        />
        {showDaysLabel(draft.pd)}
      </label>
      <p id="task-filter-days-hint" className={styles.hint}>
        Only tasks due within the days below (past-due tasks still show).
      </p>
      <DaysInput
        id="task-filter-days"
        label="Days to show"
        hint={`From ${TASK_DAYS_MIN} to ${TASK_DAYS_MAX}.`}
        value={draft.pd}
        disabled={draft.sd !== 1}
        onChange={(pd) => onChange({ pd })}
      />
    </fieldset>
  );
}
