import { TASK_SORT_OPTIONS, type TaskSort } from '@thrive/shared/contracts';
import styles from './sort-filter-panel.module.css';

/** SPEC §2.6 Sort By tab: one radio choice of SPEC §2.8's sorts. */
export function SortTab({ value, onChange }: { value: TaskSort; onChange(sort: TaskSort): void }) {
  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>Sort tasks by</legend>
      {TASK_SORT_OPTIONS.map((option) => (
        <label key={option.value} className={styles.check}>
          <input
            type="radio"
            name="task-sort"
            value={option.value}
            checked={value === option.value}
            onChange={() => onChange(option.value)}
          />
          {option.label}
        </label>
      ))}
    </fieldset>
  );
}
