import { formStyles as fields, useGetGrowingConditionsQuery } from '@thrive/shared';
import { NO_FERTILIZER_ID, NO_FERTILIZER_TEXT } from '@thrive/shared/contracts';
import type { TaskSortFilterDraft } from './sort-filter-draft';
import styles from './sort-filter-panel.module.css';

export const DDPDT_LABEL = 'Hide past-due tasks';

interface Props {
  draft: TaskSortFilterDraft;
  onChange(changes: Partial<TaskSortFilterDraft>): void;
}

/**
 * SPEC §2.6 Other tab: the fertilizer dropdown (default "-Select Fertilizer-") and the
 * "Don't Display Past-Due Tasks" switch, for the gardener back after weeks away.
 */
export function OtherTab({ draft, onChange }: Props) {
  const fertilizers = useGetGrowingConditionsQuery().data?.Fertilizers ?? [];
  return (
    <div className={styles.group}>
      <div className={fields.field}>
        <label htmlFor="task-filter-fertilizer" className={fields.label}>
          Fertilizer
        </label>
        <select
          id="task-filter-fertilizer"
          className={fields.control}
          value={draft.fid}
          aria-describedby="task-filter-fertilizer-hint"
          onChange={(event) => onChange({ fid: Number(event.target.value) })}
        >
          <option value={NO_FERTILIZER_ID}>{NO_FERTILIZER_TEXT}</option>
          {fertilizers.map((fertilizer) => (
            <option key={fertilizer.Id} value={fertilizer.Id}>
              {fertilizer.Name}
            </option>
          ))}
        </select>
        <p id="task-filter-fertilizer-hint" className={fields.hint}>
          Only the tasks of plants fed with this fertilizer.
        </p>
      </div>
      <label className={styles.check}>
        <input
          type="checkbox"
          role="switch"
          checked={draft.ddpdt}
          aria-describedby="task-filter-ddpdt-hint"
          onChange={(event) => onChange({ ddpdt: event.target.checked })}
        />
        {DDPDT_LABEL}
      </label>
      <p id="task-filter-ddpdt-hint" className={styles.hint}>
        Pending tasks whose day has passed leave the list; the calendar still shows them.
      </p>
    </div>
  );
}
