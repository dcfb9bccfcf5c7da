import { useState } from 'react';
import { Button, errorText, notify, useExportDataMutation } from '@thrive/shared';
import type { ExportFormat } from '@thrive/shared/contracts';
import styles from './data-export.module.css';

const DATA_EXPORT_TITLE = 'Your data';
export const DATA_EXPORT_TEXT =
  'Download a copy of everything you keep in Thrive Garden: your profile, yards, zones and the ' +
  'plants in them, care tasks, notes and care log, favorite plants, landscape designs, your ' +
  'questions to the expert with the answers, and the list of your photos (the list only, not ' +
  'the photo files).';
const DOWNLOAD_BUTTONS: Record<ExportFormat, string> = {
  json: 'Download as JSON',
  csv: 'Download as CSV (zip)',
};
export const PREPARING_TEXT = 'Preparing your download…';
export const downloadStartedMessage = (fileName: string) => `Your download has started: ${fileName}`;

const FORMATS: ExportFormat[] = ['json', 'csv'];

/**
 * "Download my data" (issue 14) at the end of Settings. One download at a time: the buttons
 * keep their names while one is prepared (a busy button is still found by its name) and a
 * status line says what is happening; a failure is told in a toast, as elsewhere.
 */
export function DataExport() {
  const [exportData] = useExportDataMutation();
  const [busy, setBusy] = useState<ExportFormat | null>(null);

  const download = async (format: ExportFormat) => {
    if (busy) return;
    setBusy(format);
    try {
      const { fileName } = await exportData(format).unwrap();
      notify({ message: downloadStartedMessage(fileName), variant: 'success' });
    } catch (error) {
      notify({ message: errorText(error), variant: 'error' });
    } finally {
      setBusy(null);
    }
  };

  return (
    <section className={styles.section} aria-labelledby="data-export-heading" aria-busy={busy !== null}>
      <h3 id="data-export-heading" className={styles.title}>
        {DATA_EXPORT_TITLE}
      </h3>
      <p className={styles.text}>{DATA_EXPORT_TEXT}</p>
      <div className={styles.buttons}>
        {FORMATS.map((format) => (
          <Button
            key={format}
            disabled={busy !== null}
            aria-busy={busy === format}
            onClick={() => void download(format)}
          >
            {DOWNLOAD_BUTTONS[format]}
          </Button>
        ))}
      </div>
      <p role="status" className={styles.status}>
        {busy ? PREPARING_TEXT : ''}
      </p>
    </section>
  );
}
