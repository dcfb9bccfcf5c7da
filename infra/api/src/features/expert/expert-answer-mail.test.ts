import { startLocalSmtpServer, type LocalSmtpServer } from '../mail-sender/local-smtp-server';
import { loadMailConfig } from '../mail-sender/mail-config';
import { startMailSender } from '../mail-sender/mail-sender';
import { photoApp } from '../../testing/photo-fixture';
import { testDatabases } from '../../testing/test-databases';
import { answerQuestion } from './operator-questions';

const NOW = new Date('2026-05-02T15:30:00.000Z');
const QUESTION = 'My hosta leaves have ragged holes. What is it?';
const ANSWER = 'Slugs, most likely: look at dusk, and set beer traps by the bed.';

/**
 * The whole way of an expert's answer (issue "mail that is sent"): the operator answers, the
 * answer is queued in the outbox with it, and the mail sender delivers it to the gardener
 * through the SMTP server SMTP_URL names (here one on 127.0.0.1).
 */
describe.each(testDatabases())('an expert’s answer reaches the gardener by mail on $driver', (testDb) => {
  const api = photoApp(testDb, { prefix: 'expert-answer-mail', now: NOW });
  let smtp: LocalSmtpServer;

  beforeAll(async () => {
    smtp = await startLocalSmtpServer();
  });
  afterAll(() => smtp.close());

  test('the answer arrives once at the gardener’s address, as text and HTML, from Thrive Garden', async () => {
    const me = await api.gardener();
    const asked = await api.ok(me, 'POST', '/users/{uid}/AskAnExpert', { TopicId: 2, Question: QUESTION });
    const urls = { urlOf: (key: string) => `/media/${key}`, verify: () => true };
    await answerQuestion(api.db, urls, (asked as { Id: number }).Id, ANSWER, NOW);

    const config = loadMailConfig({ SMTP_URL: smtp.url, MAIL_FROM: 'answers@garden.example.org' }, undefined);
    const sender = startMailSender(api.db, {
      config,
      log: () => undefined,
      clock: () => NOW,
      everyMs: 3_600_000,
    });
    await sender.runNow();
    await sender.stop();

    const mine = smtp.received.filter(
      (mail) => mail.to && JSON.stringify(mail.to).includes(me.identity.Email),
    );
    expect(mine).toHaveLength(1);
    expect(mine[0]!.from?.value).toEqual([{ name: 'Thrive Garden', address: 'answers@garden.example.org' }]);
    expect(mine[0]!.text).toContain(ANSWER);
    expect(mine[0]!.html).toContain('Slugs, most likely');
  });
});
