/** The name gardeners see as the sender of our mail and at its foot. */
export const APP_NAME = 'Thrive Garden';

/** Who our mail comes from: the display name and the address (MAIL_FROM). */
export interface MailSender {
  name: string;
  address: string;
}

/** Sending mail through an SMTP server; null in the API's configuration: mail stays queued. */
export interface MailConfig {
  /** SMTP_URL: smtp://user:password@host:587 (STARTTLS when offered) or smtps://... (TLS). */
  smtpUrl: string;
  from: MailSender;
  /** MAIL_MAX_TRIES: tries of one mail before it is given up (failed_at). */
  maxTries: number;
}

/**
 * Ten tries with the backoff of mail-backoff.ts span about eight hours: a mail server down
 * for an afternoon loses no mail, and a mail that cannot go is given up the same day.
 */
const DEFAULT_MAIL_MAX_TRIES = 10;
const MOST_MAIL_TRIES = 100;

const ADDRESS = /^[^\s@<>"]+@[^\s@<>"]+$/;
const NAMED_ADDRESS = /^(.*?)\s*<([^<>]+)>$/;

function smtpUrlOf(value: string): string {
  // The value may hold a password: the message never repeats it.
  const wrong = new Error(
    'SMTP_URL must be an smtp:// or smtps:// URL with a host, like smtp://user:password@mail.example.org:587',
  );
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw wrong;
  }
  if (!['smtp:', 'smtps:'].includes(url.protocol) || !url.hostname) throw wrong;
  return value;
}

/** The host our default sender address is at: PUBLIC_URL's, else localhost. */
function hostOf(publicUrl: string | undefined): string {
  try {
    return publicUrl ? new URL(publicUrl).hostname || 'localhost' : 'localhost';
  } catch {
    return 'localhost';
  }
}

/**
 * MAIL_FROM: `address` or `Name <address>`; unset: no-reply at PUBLIC_URL's host (or
 * localhost). Without a name of its own the sender is shown as the app's name.
 */
function senderOf(value: string | undefined, publicUrl: string | undefined): MailSender {
  if (!value) return { name: APP_NAME, address: `no-reply@${hostOf(publicUrl)}` };
  const named = NAMED_ADDRESS.exec(value);
  const name = named ? named[1]!.replace(/^"(.*)"$/, '$1').trim() : '';
  const address = (named ? named[2]! : value).trim();
  if (!ADDRESS.test(address))
    throw new Error(
      `MAIL_FROM "${value}" must be a mail address like no-reply@example.org or Thrive Garden <no-reply@example.org>`,
    );
  return { name: name || APP_NAME, address };
}

function maxTriesOf(value: string | undefined): number {
  const tries = value || String(DEFAULT_MAIL_MAX_TRIES);
  if (!/^\d+$/.test(tries) || Number(tries) < 1 || Number(tries) > MOST_MAIL_TRIES)
    throw new Error(`MAIL_MAX_TRIES "${tries}" must be a whole number of tries from 1 to ${MOST_MAIL_TRIES}`);
  return Number(tries);
}

/**
 * SMTP_URL, MAIL_FROM and MAIL_MAX_TRIES. Without SMTP_URL nothing is sent (null): mail stays
 * queued in the outbox for the operators to read, and is sent once SMTP_URL is set. The other
 * two are checked either way, so that a wrong value is found before it matters.
 */
export function loadMailConfig(env: NodeJS.ProcessEnv, publicUrl: string | undefined): MailConfig | null {
  const value = (name: string) => env[name]?.trim() || undefined;
  const from = senderOf(value('MAIL_FROM'), publicUrl);
  const maxTries = maxTriesOf(value('MAIL_MAX_TRIES'));
  const smtpUrl = value('SMTP_URL');
  return smtpUrl ? { smtpUrl: smtpUrlOf(smtpUrl), from, maxTries } : null;
}

/** Whether mail is being sent, read when asked (the operator page says so). */
export const mailSendingOn = (env: NodeJS.ProcessEnv = process.env): boolean => Boolean(env.SMTP_URL?.trim());
