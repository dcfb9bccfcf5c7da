import { formatDay } from '@thrive/shared';
import type { CustomTask } from '@thrive/shared/contracts';
import styles from './details.module.css';
import taskStyles from './care-tasks.module.css';

/** "Every 14 days", "Every day", or "Once" for a one-off (RepeatEveryDays 0). */
function repeatText(days: number): string {
  if (days <= 0) return 'Once';
  return days === 1 ? 'Every day' : `Every ${days} days`;
}

/** The gardener's own (repeating) tasks for this plant: what, where, how often and next when. */
export function CustomTaskRules({ rules }: { rules: CustomTask[] }) {
  return (
    <ul className={taskStyles.rules} aria-label="My own tasks for this plant">
      {rules.map((rule) => (
        <li key={rule.Id} className={taskStyles.rule}>
          <p className={taskStyles.ruleTitle}>{rule.TaskType}</p>
          <p className={styles.muted}>
            {[rule.ZoneName, repeatText(rule.RepeatEveryDays)].filter(Boolean).join(' · ')}
          </p>
          <p className={styles.muted}>
            {rule.NextDueDate ? `Next: ${formatDay(rule.NextDueDate)}` : 'Nothing left to do'}
          </p>
        </li>
      ))}
    </ul>
  );
}
