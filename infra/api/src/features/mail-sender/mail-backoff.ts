const MINUTE_MS = 60_000;
/** The longest wait between two tries: a mail server back after an outage gets the mail soon. */
const LONGEST_RETRY_MS = 4 * 60 * MINUTE_MS;

/**
 * How long after its `attempts`-th try failed a mail is tried again: 1, 2, 4, 8 ... minutes,
 * at most four hours.
 */
export function retryDelayMs(attempts: number): number {
  return Math.min(MINUTE_MS * 2 ** Math.max(0, attempts - 1), LONGEST_RETRY_MS);
}

/** What a refusal tells: its words for the operators, and whether a later try could pass. */
export interface SendFailure {
  message: string;
  permanent: boolean;
}

interface SmtpErrorFields {
  message?: unknown;
  code?: unknown;
  responseCode?: unknown;
  command?: unknown;
}

/**
 * A 5xx reply to the recipient or to the mail itself is final (an unknown mailbox, a
 * refused message), so that mail fails at once rather than being tried for hours. A 5xx to
 * the sign-in or to our sender address is the server's configuration, not the mail's: it
 * would fail every mail, so it is retried like a 4xx until an operator fixes it.
 */
export function sendFailureOf(error: unknown): SendFailure {
  const fields: SmtpErrorFields = typeof error === 'object' && error !== null ? error : {};
  const message =
    error instanceof Error || typeof fields.message === 'string' ? String(fields.message) : String(error);
  const code = typeof fields.responseCode === 'number' ? fields.responseCode : 0;
  const command = typeof fields.command === 'string' ? fields.command.toUpperCase() : '';
  const aboutThisMail = command.startsWith('RCPT') || command === 'DATA' || fields.code === 'EMESSAGE';
  return { message: message.slice(0, 2000), permanent: code >= 500 && code < 600 && aboutThisMail };
}
