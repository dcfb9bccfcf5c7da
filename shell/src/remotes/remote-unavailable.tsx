import { PageFrame } from '@thrive/shared';
import styles from './remote-unavailable.module.css';

interface Props {
  area: string;
  error: Error;
  onRetry: () => void;
}

/** A remote built against another major @thrive/shared is refused by the federation runtime. */
function isVersionMismatch(error: Error): boolean {
  return /@thrive\/shared/.test(error.message) && /version/i.test(error.message);
}

export function RemoteUnavailable({ area, error, onRetry }: Props) {
  const reason = isVersionMismatch(error)
    ? `${area} was built for a different version of Thrive Garden and cannot open until it is updated.`
    : `${area} is unavailable right now. The rest of Thrive Garden still works; try again in a moment.`;
  // PageFrame: the header names the area the gardener asked for, not the previous page.
  return (
    <PageFrame title={area}>
      <div className={styles.panel} role="alert">
        <h2 className={styles.title}>{area} could not be loaded</h2>
        <p>{reason}</p>
        <button type="button" className={styles.retry} onClick={onRetry}>
          Try again
        </button>
      </div>
    </PageFrame>
  );
}
