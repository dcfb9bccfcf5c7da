import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer, type SMTPServerAddress } from 'smtp-server';

/** A refusal the server gives to a recipient: an SMTP reply code and its words. */
export interface Refusal {
  responseCode: number;
  message: string;
}

export interface LocalSmtpServer {
  /** smtp://127.0.0.1:port, for SMTP_URL. */
  url: string;
  /** Every mail taken, parsed, in the order they came. */
  received: ParsedMail[];
  /** How many times each recipient was offered, refused or not. */
  offers: Map<string, number>;
  close(): Promise<void>;
}

/**
 * A mail server for the tests on 127.0.0.1 at a free port, without TLS or sign-in. A mail
 * is parsed before the server answers its data, so it is in `received` once the sender
 * has its answer. `refuse` may turn a recipient away (its nth offer counted from 1).
 */
export async function startLocalSmtpServer(
  refuse: (to: string, offer: number) => Refusal | null = () => null,
): Promise<LocalSmtpServer> {
  const received: ParsedMail[] = [];
  const offers = new Map<string, number>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    closeTimeout: 1_000,
    onRcptTo(address: SMTPServerAddress, _connection, callback) {
      const offer = (offers.get(address.address) ?? 0) + 1;
      offers.set(address.address, offer);
      const refusal = refuse(address.address, offer);
      if (!refusal) return callback();
      return callback(Object.assign(new Error(refusal.message), { responseCode: refusal.responseCode }));
    },
    onData(stream, _connection, callback) {
      simpleParser(stream).then(
        (mail) => {
          received.push(mail);
          callback();
        },
        (error: Error) => callback(error),
      );
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    offers,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
