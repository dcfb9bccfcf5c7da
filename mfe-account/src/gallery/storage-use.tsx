import { storageUse } from './photo-text';
import styles from './gallery.module.css';

/** How much of the gardener's photo storage is used: "Using 12.3 MB of 500 MB", with a bar. */
export function StorageUse({ usedBytes, quotaBytes }: { usedBytes: number; quotaBytes: number }) {
  if (quotaBytes <= 0) return null;
  const percent = Math.min(100, Math.round((usedBytes / quotaBytes) * 100));
  return (
    <div className={styles.storage}>
      <p className={styles.storageText}>{storageUse(usedBytes, quotaBytes)}</p>
      {/* The text says it all; the bar is a picture of it. */}
      <div className={styles.storageBar} aria-hidden="true">
        <div
          className={`${styles.storageFill} ${percent >= 90 ? styles.storageFull : ''}`}
          style={{ width: `${percent}%` }}
        />
      </div>
    </div>
  );
}
