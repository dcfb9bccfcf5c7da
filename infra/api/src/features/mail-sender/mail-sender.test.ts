import { asc, sql } from 'drizzle-orm';
import type { Database, DatabaseHandle } from '../../db/database';
import { openPostgres } from '../../db/open-postgres';
import { outbox } from '../../db/schema';
import { TEST_DATABASE_URL, testDatabases } from '../../testing/test-databases';
import { startLocalSmtpServer, type LocalSmtpServer, type Refusal } from './local-smtp-server';
import type { MailConfig } from './mail-config';
import { startMailSender, type MailSenderHandle } from './mail-sender';
import { LEASE_MS } from './outbox-lease';

const T0 = new Date('2026-06-01T08:00:00.000Z');
const MINUTE = 60_000;
const at = (minutes: number) => new Date(T0.getTime() + minutes * MINUTE);
const FROM = { name: 'Thrive Garden', address: 'no-reply@garden.example.org' };

describe.each(testDatabases())('the outbox sender on $driver', (testDb) => {
  let database: DatabaseHandle;
  let db: Database;
  let smtp: LocalSmtpServer | null = null;
  let senders: MailSenderHandle[] = [];
  let now = T0;
  const logged: string[] = [];

  beforeAll(async () => {
    database = await testDb.open();
    db = database.db;
  });
  afterAll(() => testDb.dispose(database));
  beforeEach(async () => {
    now = T0;
    logged.length = 0;
    await db.delete(outbox);
  });
  afterEach(async () => {
    await Promise.all(senders.map((sender) => sender.stop()));
    senders = [];
    await smtp?.close();
    smtp = null;
  });

  const serve = async (refuse?: (to: string, offer: number) => Refusal | null) => {
    smtp = await startLocalSmtpServer(refuse);
    return smtp;
  };
  const config = (url: string, maxTries = 10): MailConfig => ({ smtpUrl: url, from: FROM, maxTries });
  /** A sender polling too seldom to run by itself: the test runs it with runNow. */
  const sender = (on: Database, mail: MailConfig | null) => {
    const handle = startMailSender(on, {
      config: mail,
      log: (line) => logged.push(line),
      clock: () => now,
      everyMs: 24 * 60 * MINUTE,
    });
    senders.push(handle);
    return handle;
  };
  const queue = (count: number, to = (n: number) => `gardener-${n}@example.com`) =>
    db.insert(outbox).values(
      Array.from({ length: count }, (_, index) => ({
        to: to(index + 1),
        subject: `Mail ${index + 1}`,
        body: `Hello <gardener>,\n\nYour answer is at https://garden.example.org/expert?q=${index + 1}.\nHappy gardening!`,
        createdAt: T0,
      })),
    );
  const rows = () => db.select().from(outbox).orderBy(asc(outbox.id));

  test('a queued mail arrives once, as text and HTML from Thrive Garden, and is marked sent', async () => {
    const server = await serve();
    await queue(1);
    await sender(db, config(server.url)).runNow();

    expect(server.received).toHaveLength(1);
    const [mail] = server.received;
    expect(mail!.from?.value).toEqual([FROM]);
    expect(mail!.to).toMatchObject({ value: [{ address: 'gardener-1@example.com' }] });
    expect(mail!.subject).toBe('Mail 1');
    expect(mail!.text).toContain('Hello <gardener>,');
    expect(mail!.text).toContain('Thrive Garden');
    expect(mail!.html).toContain('<p>Hello &lt;gardener&gt;,</p>');
    expect(mail!.html).toContain(
      '<a href="https://garden.example.org/expert?q=1">https://garden.example.org/expert?q=1</a>.',
    );
    expect(mail!.headerLines.map((header) => header.key)).not.toContain('list-unsubscribe');
    const [row] = await rows();
    expect(row).toMatchObject({ sentAt: T0, attempts: 1, failedAt: null, lastError: '' });

    await senders[0]!.runNow();
    expect(server.received).toHaveLength(1);
  });

  test('two senders on their own connections send an outbox of 30 mails, each exactly once', async () => {
    const server = await serve();
    await queue(30);
    // On PostgreSQL the second sender is another instance: its own pool on the same tables.
    let other: DatabaseHandle | null = null;
    if (database.driver === 'postgres') {
      const result = (await db.execute(sql`select current_schema() as schema`)) as unknown as {
        rows: { schema: string }[];
      };
      other = await openPostgres({
        connectionString: TEST_DATABASE_URL,
        schemaName: result.rows[0]!.schema,
        poolSize: 2,
      });
    }
    try {
      const first = sender(db, config(server.url));
      const second = sender(other?.db ?? db, config(server.url));
      await Promise.all([first.runNow(), second.runNow(), first.runNow(), second.runNow()]);
      await Promise.all(senders.map((handle) => handle.stop()));
    } finally {
      await other?.close();
    }

    const subjects = server.received.map((mail) => mail.subject).sort();
    const expected = Array.from({ length: 30 }, (_, index) => `Mail ${index + 1}`).sort();
    expect(subjects).toEqual(expected);
    const stored = await rows();
    expect(stored.every((row) => row.sentAt !== null && row.attempts === 1)).toBe(true);
  });

  test('a temporary refusal is tried again after 1, then 2 minutes, and the mail goes', async () => {
    const server = await serve((_to, offer) =>
      offer <= 2 ? { responseCode: 451, message: 'Greylisted, try again later' } : null,
    );
    await queue(1);
    const mailer = sender(db, config(server.url));
    await mailer.runNow();
    expect((await rows())[0]).toMatchObject({
      attempts: 1,
      nextAttemptAt: at(1),
      sentAt: null,
      failedAt: null,
      lastError: expect.stringContaining('Greylisted'),
    });

    now = new Date(at(1).getTime() - 1);
    await mailer.runNow();
    expect(server.offers.get('gardener-1@example.com')).toBe(1);

    now = at(1);
    await mailer.runNow();
    expect((await rows())[0]).toMatchObject({ attempts: 2, nextAttemptAt: at(3), sentAt: null });

    now = at(3);
    await mailer.runNow();
    expect(server.received.map((mail) => mail.subject)).toEqual(['Mail 1']);
    expect((await rows())[0]).toMatchObject({ attempts: 3, sentAt: at(3), failedAt: null });
  });

  test('a mail always refused is given up after its last try, keeping the last error', async () => {
    const server = await serve(() => ({ responseCode: 421, message: 'Service not available' }));
    await queue(1);
    const mailer = sender(db, config(server.url, 3));
    for (const minute of [0, 1, 3]) {
      now = at(minute);
      await mailer.runNow();
    }
    const [row] = await rows();
    expect(row).toMatchObject({ attempts: 3, sentAt: null, failedAt: at(3), nextAttemptAt: null });
    expect(row!.lastError).toContain('Service not available');
    expect(logged).toEqual([expect.stringContaining('1 mail was given up')]);

    now = at(24 * 60);
    await mailer.runNow();
    expect(server.offers.get('gardener-1@example.com')).toBe(3);
    expect(server.received).toEqual([]);
  });

  test('a permanent refusal (5xx to the recipient) fails the mail at once; the others still go', async () => {
    const server = await serve((to) =>
      to === 'gardener-1@example.com' ? { responseCode: 550, message: 'No such mailbox' } : null,
    );
    await queue(2);
    await sender(db, config(server.url)).runNow();
    const [refused, sent] = await rows();
    expect(refused).toMatchObject({ attempts: 1, failedAt: T0, sentAt: null });
    expect(refused!.lastError).toContain('No such mailbox');
    expect(sent).toMatchObject({ attempts: 1, sentAt: T0 });
  });

  test('a mail whose lease ran out mid-send is tried again after the lease, not before', async () => {
    const server = await serve();
    await queue(1);
    // A sender that died after claiming: the try is counted and the mail leased.
    await db.update(outbox).set({ attempts: 1, nextAttemptAt: new Date(T0.getTime() + LEASE_MS) });
    const mailer = sender(db, config(server.url));
    await mailer.runNow();
    expect(server.received).toEqual([]);

    now = new Date(T0.getTime() + LEASE_MS);
    await mailer.runNow();
    expect(server.received).toHaveLength(1);
    expect((await rows())[0]).toMatchObject({ attempts: 2, sentAt: now });
  });

  test('a mail given an unsubscribe link arrives with it in its footer and List-Unsubscribe header', async () => {
    const server = await serve();
    const url = 'https://garden.example.org/#/unsubscribe/a-reminders-own-token';
    await db.insert(outbox).values({
      to: 'gardener@example.com',
      subject: 'Thrive Garden: 2 care tasks for today',
      body: 'Water the basil.',
      unsubscribeUrl: url,
      createdAt: T0,
    });
    const handle = startMailSender(db, {
      config: config(server.url),
      log: (line) => logged.push(line),
      clock: () => now,
      everyMs: 24 * 60 * MINUTE,
    });
    senders.push(handle);
    await handle.runNow();
    // A long header is folded over lines on the wire; unfolded it is the link.
    const header = server.received[0]!.headerLines.find((line) => line.key === 'list-unsubscribe');
    expect(header?.line.replace(/\s+/g, ' ')).toBe(`List-Unsubscribe: <${url}>`);
    expect(server.received[0]!.text).toContain(`Unsubscribe: ${url}`);
  });

  test('a run that fails is logged, not thrown, and a stopped sender runs no more', async () => {
    const sent: string[] = [];
    const broken = {} as Database; // every query throws
    const handle = startMailSender(broken, {
      config: config('smtp://127.0.0.1:1'),
      log: (line) => logged.push(line),
      transport: { send: async (mail) => void sent.push(mail.subject), close: () => undefined },
      everyMs: 24 * 60 * MINUTE,
    });
    await handle.runNow();
    expect(logged).toEqual([
      expect.stringMatching(/^The outbox was not sent: /),
      expect.stringMatching(/^The outbox was not sent: /),
    ]);
    await handle.stop();
    await handle.runNow();
    expect(logged).toHaveLength(2);
    expect(sent).toEqual([]);
  });

  test('without SMTP_URL nothing is sent: the mail stays queued', async () => {
    await queue(2);
    await sender(db, null).runNow();
    const stored = await rows();
    expect(stored.map((row) => [row.attempts, row.sentAt, row.failedAt])).toEqual([
      [0, null, null],
      [0, null, null],
    ]);
  });
});
