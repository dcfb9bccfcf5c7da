import { TASK_STATUS, TASK_STATUS_NAMES, type TaskStatusCode } from '@thrive/shared/contracts';
import { Button, formStyles as fields, visuallyHidden } from '@thrive/shared';
import { selectedCountText } from './task-rules';
import styles from './task-list.module.css';

/** SPEC §4 codes in the status select: 0 is "none chosen". */
export const NO_STATUS_TEXT = 'Choose a status';
const STATUS_CHOICES = Object.entries(TASK_STATUS_NAMES).map(([code, name]) => ({
  code: Number(code) as TaskStatusCode,
  name,
}));

export interface BulkStatusBarProps {
  selectedCount: number;
  /** How many tasks the list shows, for "Select all". */
  shownCount: number;
  status: TaskStatusCode;
  onStatusChange(status: TaskStatusCode): void;
  onSelectAll(checked: boolean): void;
  onGo(): void;
  busy?: boolean;
  /** Said after a change went through ("3 tasks marked Skip."), with the count. */
  outcome?: string;
}

/**
 * SPEC §2.8/§4 bulk status bar: a status select and Go for the ticked tasks. How many are
 * ticked is announced as it changes; on a phone the controls wrap under each other.
 */
export function BulkStatusBar({
  selectedCount,
  shownCount,
  status,
  onStatusChange,
  onSelectAll,
  onGo,
  busy = false,
  outcome,
}: BulkStatusBarProps) {
  const all = shownCount > 0 && selectedCount === shownCount;
  return (
    <div className={styles.bar} role="group" aria-label="Change the status of the selected tasks">
      <label className={styles.selectAll}>
        <input
          type="checkbox"
          checked={all}
          ref={(input) => {
            if (input) input.indeterminate = selectedCount > 0 && !all;
          }}
          disabled={shownCount === 0}
          onChange={(event) => onSelectAll(event.target.checked)}
        />
        Select all
      </label>
      <div className={styles.statusControl}>
        <label htmlFor="bulk-task-status" className={visuallyHidden}>
          Status
        </label>
        <select
          id="bulk-task-status"
          className={fields.control}
          value={status}
          disabled={selectedCount === 0 || busy}
          onChange={(event) => onStatusChange(Number(event.target.value) as TaskStatusCode)}
        >
          <option value={TASK_STATUS.None}>{NO_STATUS_TEXT}</option>
          {STATUS_CHOICES.map((choice) => (
            <option key={choice.code} value={choice.code}>
              {choice.name}
            </option>
          ))}
        </select>
        <Button
          variant="primary"
          className={styles.go}
          disabled={selectedCount === 0 || status === TASK_STATUS.None || busy}
          onClick={onGo}
        >
          Go
        </Button>
      </div>
      <p className={styles.count} role="status" aria-live="polite" aria-atomic="true">
        {outcome ?? selectedCountText(selectedCount)}
      </p>
    </div>
  );
}
