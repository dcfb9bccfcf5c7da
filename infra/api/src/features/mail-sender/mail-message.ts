import { APP_NAME, type MailSender } from './mail-config';
import { escapeHtml, paragraphsHtml } from './mail-html';

/** A queued mail as the outbox keeps it. */
export interface QueuedMail {
  to: string;
  subject: string;
  body: string;
}

/** A mail ready for the transport (nodemailer's message fields). */
export interface ComposedMail {
  from: MailSender;
  to: string;
  subject: string;
  text: string;
  html: string;
  headers: Record<string, string>;
}

const HTML_STYLE =
  'font-family: system-ui, -apple-system, sans-serif; font-size: 16px; line-height: 1.5; color: #1f2a1c;';
const FOOTER_STYLE =
  'margin-top: 24px; padding-top: 8px; border-top: 1px solid #d8e0d3; color: #5b6657; font-size: 14px;';

/**
 * The mail as sent: the queued text with a short footer naming the app, and the same as
 * HTML (escaped, in paragraphs, links clickable). `unsubscribeUrl` (reminders, later) adds
 * the link to the footer and the List-Unsubscribe header that mail programs show.
 */
export function composeMail(
  mail: QueuedMail,
  from: MailSender,
  { unsubscribeUrl }: { unsubscribeUrl?: string } = {},
): ComposedMail {
  const textFooter = [`-- `, APP_NAME, ...(unsubscribeUrl ? [`Unsubscribe: ${unsubscribeUrl}`] : [])];
  const htmlFooter = unsubscribeUrl
    ? `${APP_NAME} · <a href="${escapeHtml(unsubscribeUrl)}">Unsubscribe</a>`
    : APP_NAME;
  return {
    from,
    to: mail.to,
    subject: mail.subject,
    text: `${mail.body.trimEnd()}\n\n${textFooter.join('\n')}\n`,
    html: `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>${escapeHtml(mail.subject)}</title></head>
<body style="${HTML_STYLE}">
${paragraphsHtml(mail.body)}
<p style="${FOOTER_STYLE}">${htmlFooter}</p>
</body>
</html>
`,
    headers: unsubscribeUrl ? { 'List-Unsubscribe': `<${unsubscribeUrl}>` } : {},
  };
}
