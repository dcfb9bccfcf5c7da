import type { OutboxEntry, OutboxSummary } from '../features/mail-sender/outbox-summary';
import { escapeHtml } from './operator-page-html';

/*
 * The operator page's outbox section: whether mail is sent at all, how many mails wait, went
 * and failed, and which wait or failed, with the mail server's last words on each.
 */

export const MAIL_OFF_MESSAGE =
  'Mail is not being sent: SMTP_URL is not set, so mail stays queued here. ' +
  'To send it, set SMTP_URL (like smtp://user:password@mail.example.org:587) and MAIL_FROM, then restart the server; ' +
  'the queued mail is sent then.';

const timeText = (date: Date | null) =>
  date ? `${date.toISOString().slice(0, 16).replace('T', ' ')} UTC` : '';

function mailTable(caption: string, mails: OutboxEntry[], when: (mail: OutboxEntry) => string): string {
  const rows = mails.map(
    (mail) =>
      `<tr><td>${mail.id}</td><td>${escapeHtml(mail.to)}</td><td>${escapeHtml(mail.subject)}</td>` +
      `<td>${mail.attempts}</td><td>${escapeHtml(when(mail))}</td><td>${escapeHtml(mail.lastError)}</td></tr>`,
  );
  return `<table>
<caption>${escapeHtml(caption)}</caption>
<thead><tr><th scope="col">Mail</th><th scope="col">To</th><th scope="col">Subject</th><th scope="col">Tries</th><th scope="col">${caption.startsWith('Failed') ? 'Failed' : 'Next try'}</th><th scope="col">Last error</th></tr></thead>
<tbody>
${rows.join('\n')}
</tbody>
</table>`;
}

/** The outbox as the operators see it; `sendingOn` false: mail is not sent (SMTP_URL unset). */
export function outboxSection(summary: OutboxSummary, sendingOn: boolean): string {
  const { queued, sent, failed, failedMails, queuedMails } = summary;
  const failedTable = failedMails.length
    ? mailTable(`Failed mails (latest ${failedMails.length})`, failedMails, (mail) => timeText(mail.failedAt))
    : '';
  const queuedTable = queuedMails.length
    ? mailTable(`Queued mails (oldest ${queuedMails.length})`, queuedMails, (mail) =>
        mail.nextAttemptAt ? timeText(mail.nextAttemptAt) : 'now',
      )
    : '';
  return `<section aria-labelledby="outbox">
<h2 id="outbox">Outbox</h2>
${sendingOn ? '' : `<p class="error" role="note">${escapeHtml(MAIL_OFF_MESSAGE)}</p>`}
<dl><dt>Queued</dt><dd>${queued}</dd><dt>Sent</dt><dd>${sent}</dd><dt>Failed</dt><dd>${failed}</dd></dl>
${failedTable}
${queuedTable}
</section>`;
}
