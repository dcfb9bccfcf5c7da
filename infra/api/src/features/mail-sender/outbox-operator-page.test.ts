import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app';
import { MAIL_OFF_MESSAGE } from '../../admin/operator-page-outbox';
import { escapeHtml } from '../../admin/operator-page-html';
import { OPERATOR_KEY_HEADER } from '../../admin/operator-session';
import type { DatabaseHandle } from '../../db/database';
import { outbox } from '../../db/schema';
import { testConfig } from '../../testing/test-app';
import { testDatabases } from '../../testing/test-databases';
import { startMailSender } from './mail-sender';

const NOW = new Date('2026-06-01T08:00:00.000Z');
const OPERATOR_KEY = 'operator-key-for-the-outbox-tests';

describe.each(testDatabases())('the outbox on the operator page on $driver', (testDb) => {
  let database: DatabaseHandle;
  let app: FastifyInstance;
  const envBefore = { OPERATOR_KEY: process.env.OPERATOR_KEY, SMTP_URL: process.env.SMTP_URL };
  const restore = (name: keyof typeof envBefore) => {
    if (envBefore[name] === undefined) delete process.env[name];
    else process.env[name] = envBefore[name];
  };

  beforeAll(async () => {
    database = await testDb.open();
    app = await buildApp({ database, config: testConfig(), clock: () => NOW });
  });
  afterAll(async () => {
    await app.close();
    await testDb.dispose(database);
  });
  beforeEach(async () => {
    process.env.OPERATOR_KEY = OPERATOR_KEY;
    delete process.env.SMTP_URL;
    await database.db.delete(outbox);
  });
  afterEach(() => {
    restore('OPERATOR_KEY');
    restore('SMTP_URL');
  });

  const operatorPage = async () => {
    const response = await app.inject({
      url: '/api/operator/questions',
      headers: { [OPERATOR_KEY_HEADER]: OPERATOR_KEY },
    });
    expect(response.statusCode).toBe(200);
    return response.body;
  };
  const queued = {
    to: 'rose@example.com',
    subject: 'Your <question> was answered',
    body: 'Hello',
    createdAt: NOW,
  };

  test('without SMTP_URL nothing is sent, and the page says so and lists the queued mail', async () => {
    await database.db.insert(outbox).values(queued);
    const sender = startMailSender(database.db, {
      config: testConfig().mail,
      log: () => undefined,
      clock: () => NOW,
    });
    await sender.runNow();
    await sender.stop();

    const page = await operatorPage();
    expect(page).toContain(escapeHtml(MAIL_OFF_MESSAGE));
    expect(page).toContain('<dt>Queued</dt><dd>1</dd><dt>Sent</dt><dd>0</dd><dt>Failed</dt><dd>0</dd>');
    expect(page).toContain(
      '<td>rose@example.com</td><td>Your &lt;question&gt; was answered</td><td>0</td><td>now</td>',
    );
  });

  test('with SMTP_URL: counts of queued, sent and failed mail, and the failed ones with their last error', async () => {
    process.env.SMTP_URL = 'smtp://127.0.0.1:2525';
    await database.db.insert(outbox).values([
      {
        ...queued,
        attempts: 2,
        nextAttemptAt: new Date('2026-06-01T08:02:00.000Z'),
        lastError: '451 Greylisted',
      },
      { ...queued, to: 'sent@example.com', sentAt: NOW, attempts: 1 },
      {
        ...queued,
        to: 'nobody@example.com',
        attempts: 1,
        failedAt: NOW,
        lastError: '550 <nobody@example.com>: no such mailbox',
      },
    ]);

    const page = await operatorPage();
    expect(page).not.toContain(escapeHtml(MAIL_OFF_MESSAGE));
    expect(page).toContain('<dt>Queued</dt><dd>1</dd><dt>Sent</dt><dd>1</dd><dt>Failed</dt><dd>1</dd>');
    expect(page).toMatch(
      /<caption>Failed mails[^<]*<\/caption>[\s\S]*<td>nobody@example.com<\/td>.*<td>1<\/td><td>2026-06-01 08:00 UTC<\/td><td>550 &lt;nobody@example.com&gt;: no such mailbox<\/td>/,
    );
    expect(page).toContain('<td>2</td><td>2026-06-01 08:02 UTC</td><td>451 Greylisted</td>');
    expect(page).not.toContain('sent@example.com');
  });
});
