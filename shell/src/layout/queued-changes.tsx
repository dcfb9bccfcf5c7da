import {
  Button,
  refusalRead,
  selectQueuedWrites,
  selectRefusedWrites,
  useAppDispatch,
  useAppSelector,
} from '@thrive/shared';
import styles from './offline-notice.module.css';

/**
 * The gardener's changes made offline (issue 35): the ones waiting to be sent, by what they
 * do, and each one the server refused once sent, with the server's message, until read.
 */
export function QueuedChanges() {
  const dispatch = useAppDispatch();
  const queued = useAppSelector(selectQueuedWrites);
  const refused = useAppSelector(selectRefusedWrites);
  return (
    <>
      {queued.length > 0 && (
        <section className={styles.notice} aria-label="Changes waiting to be sent" role="status">
          <strong>
            {queued.length === 1 ? '1 change waits' : `${queued.length} changes wait`} to be sent
          </strong>
          , saved on this device until the server can be reached:
          <ul className={styles.list}>
            {queued.map((write) => (
              <li key={write.key}>{write.label}</li>
            ))}
          </ul>
        </section>
      )}
      {refused.map((write) => (
        <section
          key={write.key}
          className={styles.refused}
          role="alert"
          aria-label={`Not saved: ${write.label}`}
        >
          <p className={styles.line}>
            <strong>Not saved: {write.label}.</strong> {write.message}
          </p>
          <Button onClick={() => dispatch(refusalRead(write.key))}>OK</Button>
        </section>
      ))}
    </>
  );
}
