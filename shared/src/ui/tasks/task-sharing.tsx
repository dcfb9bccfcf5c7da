import type { Task } from '@thrive/shared/contracts';
import styles from './task-list.module.css';

/** On a task of a yard another gardener shares with the reader: whose yard it is. */
const sharedByText = (ownerName: string) => `Shared by ${ownerName}`;

/** On a completed task of a shared yard: who completed it. */
export const completedByText = (name: string) => `Completed by ${name}`;

/** The small "Shared by Ann" mark of a shared yard's task; nothing on the reader's own tasks. */
export function SharedByMark({ task }: { task: Pick<Task, 'SharedBy'> }) {
  if (!task.SharedBy) return null;
  return <span className={styles.sharedMark}>{sharedByText(task.SharedBy)}</span>;
}
