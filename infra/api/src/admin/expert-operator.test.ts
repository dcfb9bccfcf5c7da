import type { FastifyInstance } from 'fastify';
import { and, eq, like } from 'drizzle-orm';
import {
  EXPERT_MESSAGES,
  OUR_EXPERT,
  type ExpertQuestion,
  type ExpertQuestionList,
  type OperatorQuestionList,
} from '@thrive/shared/contracts';
import { buildApp } from '../app';
import type { DatabaseHandle } from '../db/database';
import { expertQuestions, outbox } from '../db/schema';
import { seedReferenceData } from '../reference-data/seed';
import { signedInDirectly } from '../testing/identity-fixture';
import type { Gardener } from '../testing/seeded-app';
import { testConfig } from '../testing/test-app';
import { testDatabases } from '../testing/test-databases';
import { ADMIN_TOKEN_HEADER } from './admin-access';
import {
  answerSavedMessage,
  FORM_EXPIRED_MESSAGE,
  SESSION_ENDED_MESSAGE,
  WRONG_KEY_MESSAGE,
} from './operator-page';
import { OPERATOR_KEY_HEADER } from './operator-session';

const NOW = new Date('2026-05-02T15:30:00.000Z');
const ADMIN_TOKEN = 'admin-token-for-expert-tests';
const OPERATOR_KEY = 'operator-key-for-the-expert-tests';
const FORM = { 'content-type': 'application/x-www-form-urlencoded' };

describe.each(testDatabases())('operators answer the questions to the expert on $driver', (testDb) => {
  let database: DatabaseHandle;
  let app: FastifyInstance;
  let now = NOW;
  const keyBefore = process.env.OPERATOR_KEY;

  beforeAll(async () => {
    database = await testDb.open();
    await seedReferenceData(database.db);
    app = await buildApp({ database, config: testConfig(), clock: () => now, adminToken: ADMIN_TOKEN });
  });
  afterAll(async () => {
    await app.close();
    await testDb.dispose(database);
  });
  beforeEach(() => {
    now = NOW;
    process.env.OPERATOR_KEY = OPERATOR_KEY;
  });
  afterEach(() => {
    if (keyBefore === undefined) delete process.env.OPERATOR_KEY;
    else process.env.OPERATOR_KEY = keyBefore;
  });

  let gardeners = 0;
  const gardener = () =>
    signedInDirectly(database.db, { email: `expert-operator-${++gardeners}@example.com` }, NOW);
  const ask = async (who: Gardener, question: string) => {
    const response = await app.inject({
      method: 'POST',
      url: `/api/users/${who.identity.Id}/AskAnExpert`,
      headers: who.headers,
      payload: { TopicId: 5, Question: question },
    });
    expect(response.statusCode).toBe(200);
    return response.json() as ExpertQuestion;
  };
  const questionsOf = async (who: Gardener) =>
    (
      await app.inject({ url: `/api/users/${who.identity.Id}/ExpertQuestions`, headers: who.headers })
    ).json() as ExpertQuestionList;
  const answerMailOf = (who: Gardener) =>
    database.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.userId, who.identity.Id), like(outbox.subject, '% answered your question')));
  const storedAnswer = async (id: number) =>
    (await database.db.select().from(expertQuestions).where(eq(expertQuestions.id, id)))[0]?.answer;

  describe('the admin calls behind `npm run expert` (loopback, admin token)', () => {
    const admin = { [ADMIN_TOKEN_HEADER]: ADMIN_TOKEN };
    const list = async () =>
      (
        await app.inject({ url: '/api/admin/expert/questions', headers: admin })
      ).json() as OperatorQuestionList;
    const answer = (id: number | string, payload: object) =>
      app.inject({
        method: 'POST',
        url: `/api/admin/expert/questions/${id}/answer`,
        headers: admin,
        payload,
      });

    test('list: waiting questions oldest first with who asked and about what; answered ones after', async () => {
      const me = await gardener();
      const first = await ask(me, 'When should I prune my apple tree?');
      now = new Date(NOW.getTime() + 60_000);
      const second = await ask(me, 'Is it too late to sow carrots?');
      const waiting = (await list()).Waiting.filter((question) => question.UserId === me.identity.Id);
      expect(waiting).toEqual([
        {
          Id: first.Id,
          UserId: me.identity.Id,
          Email: me.identity.Email,
          TopicName: 'Pruning',
          PlantName: '',
          ZoneName: '',
          Question: 'When should I prune my apple tree?',
          ExpertName: OUR_EXPERT.Name,
          PhotoUrls: [],
          AskedAt: NOW.toISOString(),
          Answer: null,
          AnsweredAt: null,
        },
        expect.objectContaining({ Id: second.Id }),
      ]);
      expect((await app.inject({ url: '/api/admin/expert/questions' })).statusCode).toBe(401);
    });

    test('answer: kept, new to the gardener, mailed to them; a second answer is 409 and mails nothing', async () => {
      const me = await gardener();
      const question = await ask(me, 'Why do my tomatoes split?');
      const answered = await answer(question.Id, {
        Answer: '  Water evenly: splitting follows a dry spell.  ',
      });
      expect(answered.statusCode).toBe(200);
      expect(answered.json()).toMatchObject({
        Id: question.Id,
        Answer: 'Water evenly: splitting follows a dry spell.',
      });

      const mine = await questionsOf(me);
      expect(mine.UnreadCount).toBe(1);
      expect(mine.Items[0]).toMatchObject({
        Answer: 'Water evenly: splitting follows a dry spell.',
        AnsweredBy: OUR_EXPERT.Name,
        IsRead: false,
      });
      const [mail] = await answerMailOf(me);
      expect(mail).toMatchObject({
        to: me.identity.Email,
        subject: `${OUR_EXPERT.Name} answered your question`,
      });
      expect(mail?.body).toContain('> Why do my tomatoes split?');
      expect(mail?.body).toContain('Water evenly: splitting follows a dry spell.');
      expect(mail?.body).toContain('/#/help/questions');
      expect((await list()).Answered.map((q) => q.Id)).toContain(question.Id);

      const again = await answer(question.Id, { Answer: 'Another answer.' });
      expect(again.statusCode).toBe(409);
      expect(again.json()).toEqual({ message: EXPERT_MESSAGES.answeredAlready });
      expect(await answerMailOf(me)).toHaveLength(1);
      expect(await storedAnswer(question.Id)).toBe('Water evenly: splitting follows a dry spell.');
    });

    test('a blank answer is 400, an unknown question 404, and without the admin token nothing is answered', async () => {
      const me = await gardener();
      const question = await ask(me, 'How deep do I plant tulip bulbs?');
      expect((await answer(question.Id, { Answer: '  ' })).json()).toEqual({
        message: EXPERT_MESSAGES.answer,
        fields: { 'body.Answer': EXPERT_MESSAGES.answer },
      });
      expect((await answer(999_999, { Answer: 'Eight inches.' })).statusCode).toBe(404);
      const anonymous = await app.inject({
        method: 'POST',
        url: `/api/admin/expert/questions/${question.Id}/answer`,
        payload: { Answer: 'Eight inches.' },
      });
      expect(anonymous.statusCode).toBe(401);
      expect(await storedAnswer(question.Id)).toBeNull();
    });
  });

  describe('the operator page (/api/operator/questions, OPERATOR_KEY)', () => {
    const page = (headers: Record<string, string> = {}, query = '') =>
      app.inject({ url: `/api/operator/questions${query}`, headers });
    const signIn = async () => {
      const response = await app.inject({
        method: 'POST',
        url: '/api/operator/login',
        headers: FORM,
        payload: new URLSearchParams({ key: OPERATOR_KEY }).toString(),
      });
      expect(response.statusCode).toBe(303);
      const cookie = String(response.headers['set-cookie']);
      return { cookie: cookie.split(';')[0]!, setCookie: cookie };
    };
    const tokenOf = (html: string) => /name="csrf" value="([^"]+)"/.exec(html)?.[1];
    const postAnswer = (id: number, cookie: string, fields: Record<string, string>) =>
      app.inject({
        method: 'POST',
        url: `/api/operator/questions/${id}/answer`,
        headers: { ...FORM, cookie },
        payload: new URLSearchParams(fields).toString(),
      });

    test('without OPERATOR_KEY (or with one too short to be safe) the page is off: 404', async () => {
      delete process.env.OPERATOR_KEY;
      const off = await page({ [OPERATOR_KEY_HEADER]: OPERATOR_KEY });
      expect(off.statusCode).toBe(404);
      expect(off.body).toContain('The operator page is off.');
      process.env.OPERATOR_KEY = 'short';
      expect((await page({ [OPERATOR_KEY_HEADER]: 'short' })).statusCode).toBe(404);
      const login = await app.inject({
        method: 'POST',
        url: '/api/operator/login',
        headers: FORM,
        payload: 'key=short',
      });
      expect(login.statusCode).toBe(404);
    });

    test('without the key it asks for it; a wrong key is refused; the right one sets a strict HttpOnly cookie', async () => {
      const anonymous = await page();
      expect(anonymous.statusCode).toBe(401);
      expect(anonymous.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(anonymous.body).toContain('<label for="key">Operator key</label>');
      expect(anonymous.body).not.toContain('name="csrf"');

      const wrong = await app.inject({
        method: 'POST',
        url: '/api/operator/login',
        headers: FORM,
        payload: 'key=not-the-operator-key-at-all',
      });
      expect(wrong.statusCode).toBe(401);
      expect(wrong.body).toContain(WRONG_KEY_MESSAGE);
      expect(wrong.headers['set-cookie']).toBeUndefined();

      const { setCookie } = await signIn();
      expect(setCookie).toMatch(
        /^thrive_operator=[\w.-]+; Path=\/api\/operator; HttpOnly; SameSite=Strict; Max-Age=28800$/,
      );
      expect(setCookie).not.toContain(OPERATOR_KEY);
    });

    test('signed in, it lists the waiting questions, escaped, under a strict policy; the key header works too', async () => {
      const me = await gardener();
      const question = await ask(me, 'Are <script>alert(1)</script> slugs eating my hostas?');
      const { cookie } = await signIn();
      const shown = await page({ cookie });
      expect(shown.statusCode).toBe(200);
      expect(shown.headers['content-security-policy']).toMatch(
        /^default-src 'none'; style-src 'sha256-[\w+/=]+'; img-src 'self'; form-action 'self'; frame-ancestors 'none'/,
      );
      expect(shown.headers['cache-control']).toBe('no-store');
      expect(shown.body).toContain(`Question ${question.Id}: Pruning`);
      expect(shown.body).toContain('Are &lt;script&gt;alert(1)&lt;/script&gt; slugs eating my hostas?');
      expect(shown.body).not.toContain('<script>');
      expect(shown.body).toContain(`<label for="answer-${question.Id}">Answer to question ${question.Id}`);
      expect(tokenOf(shown.body)).toBeDefined();

      const byHeader = await page({ [OPERATOR_KEY_HEADER]: OPERATOR_KEY });
      expect(byHeader.statusCode).toBe(200);
      expect(byHeader.body).toContain(`Question ${question.Id}:`);
      expect((await page({ [OPERATOR_KEY_HEADER]: 'a-wrong-operator-key-value' })).statusCode).toBe(401);
    });

    test('an answer from the page is kept and mailed, then said on the page; a blank one is shown again with why', async () => {
      const me = await gardener();
      const question = await ask(me, 'Can I grow lemons in a pot indoors?');
      const { cookie } = await signIn();
      const token = tokenOf((await page({ cookie })).body)!;

      const blank = await postAnswer(question.Id, cookie, { csrf: token, answer: '   ' });
      expect(blank.statusCode).toBe(400);
      expect(blank.body).toContain(
        `id="answer-${question.Id}-error" class="error">${EXPERT_MESSAGES.answer}`,
      );
      expect(await storedAnswer(question.Id)).toBeNull();

      const sent = await postAnswer(question.Id, cookie, {
        csrf: token,
        answer: 'Yes: a Meyer lemon in a sunny window, kept above 50°F.',
      });
      expect(sent.statusCode).toBe(303);
      expect(sent.headers.location).toBe(`/api/operator/questions?answered=${question.Id}`);
      expect(await storedAnswer(question.Id)).toBe('Yes: a Meyer lemon in a sunny window, kept above 50°F.');
      expect(await answerMailOf(me)).toHaveLength(1);
      expect((await questionsOf(me)).Items[0]).toMatchObject({ IsRead: false, AnsweredBy: OUR_EXPERT.Name });
      expect((await page({ cookie }, `?answered=${question.Id}`)).body).toContain(
        answerSavedMessage(question.Id),
      );

      // The same form sent twice answers nothing the second time.
      const twice = await postAnswer(question.Id, cookie, { csrf: token, answer: 'Again.' });
      expect(twice.statusCode).toBe(409);
      expect(twice.body).toContain(EXPERT_MESSAGES.answeredAlready);
      expect(await answerMailOf(me)).toHaveLength(1);
    });

    test('CSRF: an answer without the page’s token, with a forged one, or without the session is refused', async () => {
      const me = await gardener();
      const question = await ask(me, 'What eats the buds of my roses at night?');
      const { cookie } = await signIn();
      const token = tokenOf((await page({ cookie })).body)!;

      const missing = await postAnswer(question.Id, cookie, { answer: 'Earwigs, most likely.' });
      expect(missing.statusCode).toBe(403);
      expect(missing.body).toContain(FORM_EXPIRED_MESSAGE);
      expect(missing.body).toContain('Earwigs, most likely.');
      const forged = await postAnswer(question.Id, cookie, {
        csrf: `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`,
        answer: 'Earwigs, most likely.',
      });
      expect(forged.statusCode).toBe(403);
      const noSession = await postAnswer(question.Id, '', { csrf: token, answer: 'Earwigs, most likely.' });
      expect(noSession.statusCode).toBe(401);
      expect(noSession.body).toContain(SESSION_ENDED_MESSAGE);
      expect(await storedAnswer(question.Id)).toBeNull();
      expect(await answerMailOf(me)).toEqual([]);
    });

    test('the session ends after 8 hours, and at sign out', async () => {
      const { cookie } = await signIn();
      expect((await page({ cookie })).statusCode).toBe(200);
      now = new Date(NOW.getTime() + 8 * 3_600_000 + 1);
      expect((await page({ cookie })).statusCode).toBe(401);

      const out = await app.inject({ method: 'POST', url: '/api/operator/logout', headers: { cookie } });
      expect(out.statusCode).toBe(303);
      expect(String(out.headers['set-cookie'])).toMatch(/^thrive_operator=; .*Max-Age=0/);
    });
  });
});
