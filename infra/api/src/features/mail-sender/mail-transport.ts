import { createTransport } from 'nodemailer';
import type { ComposedMail } from './mail-message';

/**
 * Where mail goes out: SMTP by default, anything else in tests. `send` resolves once the
 * server has taken the mail and rejects with its refusal (nodemailer's error, whose
 * `responseCode` and `command` tell a final refusal from a passing one).
 */
export interface MailTransport {
  send(mail: ComposedMail): Promise<void>;
  close(): void;
}

/**
 * Sooner than nodemailer's own (2 and 10 minutes): a silent server must not hold a batch
 * past its lease (outbox-lease.ts), or another instance would send the same mail again.
 */
const CONNECTION_TIMEOUT_MS = 30_000;
const SOCKET_TIMEOUT_MS = 60_000;

/** SMTP_URL through nodemailer, one pooled connection reused between mails. */
export function smtpTransport(smtpUrl: string): MailTransport {
  const transport = createTransport({
    url: smtpUrl,
    pool: true,
    maxConnections: 1,
    connectionTimeout: CONNECTION_TIMEOUT_MS,
    greetingTimeout: CONNECTION_TIMEOUT_MS,
    socketTimeout: SOCKET_TIMEOUT_MS,
  });
  return {
    async send(mail) {
      await transport.sendMail(mail);
    },
    close: () => transport.close(),
  };
}
