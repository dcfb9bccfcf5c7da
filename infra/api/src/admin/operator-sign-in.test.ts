import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import type { DatabaseHandle } from '../db/database';
import { testConfig } from '../testing/test-app';
import { testDatabases } from '../testing/test-databases';
import { TOO_MANY_KEY_GUESSES_MESSAGE } from './operator-key-guesses';
import { LOGIN_ATTEMPTS_PER_MINUTE, SESSION_ENDED_MESSAGE } from './operator-page';
import { OPERATOR_KEY_HEADER } from './operator-session';

const NOW = new Date('2026-05-02T15:30:00.000Z');
const OPERATOR_KEY = 'operator-key-for-the-sign-in-tests';
const FORM = { 'content-type': 'application/x-www-form-urlencoded' };

describe.each(testDatabases())('operator sign-in: key guesses and sign-out on $driver', (testDb) => {
  let database: DatabaseHandle;
  let app: FastifyInstance;
  /** A second API instance on the same database, as behind a load balancer. */
  let other: FastifyInstance;
  let now = NOW;
  const keyBefore = process.env.OPERATOR_KEY;

  beforeAll(async () => {
    database = await testDb.open();
    app = await buildApp({ database, config: testConfig(), clock: () => now });
    other = await buildApp({ database, config: testConfig(), clock: () => now });
  });
  afterAll(async () => {
    await app.close();
    await other.close();
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

  const byKey = (key: string, remoteAddress: string, instance = app) =>
    instance.inject({
      url: '/api/operator/questions',
      headers: { [OPERATOR_KEY_HEADER]: key },
      remoteAddress,
    });
  const page = (cookie: string, instance = app) =>
    instance.inject({ url: '/api/operator/questions', headers: { cookie } });
  const signIn = async (instance = app) => {
    const response = await instance.inject({
      method: 'POST',
      url: '/api/operator/login',
      headers: FORM,
      payload: new URLSearchParams({ key: OPERATOR_KEY }).toString(),
    });
    expect(response.statusCode).toBe(303);
    return String(response.headers['set-cookie']).split(';')[0]!;
  };
  const signOut = (cookie: string, instance = app) =>
    instance.inject({ method: 'POST', url: '/api/operator/logout', headers: { cookie } });

  test('wrong X-Operator-Key headers are limited per client address like the sign-in form (429 in our format)', async () => {
    const guesser = '203.0.113.20';
    for (let n = 0; n < LOGIN_ATTEMPTS_PER_MINUTE; n += 1)
      expect((await byKey(`wrong-operator-key-number-${n}`, guesser)).statusCode).toBe(401);
    const limited = await byKey('one-more-wrong-operator-key', guesser);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ message: TOO_MANY_KEY_GUESSES_MESSAGE });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // Over the limit even the right key is refused: a 200 would tell it apart from the guesses.
    expect((await byKey(OPERATOR_KEY, guesser)).statusCode).toBe(429);
    // The answer form checks the header in the same way.
    const answer = await app.inject({
      method: 'POST',
      url: '/api/operator/questions/1/answer',
      headers: { ...FORM, [OPERATOR_KEY_HEADER]: 'yet-another-wrong-key' },
      payload: 'answer=Water+less.',
      remoteAddress: guesser,
    });
    expect(answer.statusCode).toBe(429);
    // Another address is not held back, and the minute over, the guesser's right key works.
    expect((await byKey('wrong-operator-key-elsewhere', '203.0.113.21')).statusCode).toBe(401);
    now = new Date(NOW.getTime() + 60_000);
    expect((await byKey(OPERATOR_KEY, guesser)).statusCode).toBe(200);
  });

  test('wrong keys sent through two instances count together on PostgreSQL (DESIGN §5); per instance on the embedded database', async () => {
    const guesser = '203.0.113.40';
    for (let n = 0; n < LOGIN_ATTEMPTS_PER_MINUTE; n += 1)
      expect((await byKey(`split-guess-${n}`, guesser, n % 2 === 0 ? app : other)).statusCode).toBe(401);
    // Each instance has seen half: only a shared count is over the limit.
    const next = await byKey('one-more-split-guess', guesser, other);
    expect(next.statusCode).toBe(testDb.driver === 'postgres' ? 429 : 401);
  });

  test('the right X-Operator-Key is never counted: a script that has it is not held back', async () => {
    const script = '203.0.113.30';
    for (let n = 0; n < LOGIN_ATTEMPTS_PER_MINUTE * 3; n += 1)
      expect((await byKey(OPERATOR_KEY, script)).statusCode).toBe(200);
    for (let n = 0; n < LOGIN_ATTEMPTS_PER_MINUTE - 1; n += 1)
      expect((await byKey(`mistyped-operator-key-${n}`, script)).statusCode).toBe(401);
    expect((await byKey(OPERATOR_KEY, script)).statusCode).toBe(200);
  });

  test('signing out ends the session on the server: the same cookie is refused afterwards', async () => {
    const cookie = await signIn();
    const kept = await signIn();
    expect((await page(cookie)).statusCode).toBe(200);

    const out = await signOut(cookie);
    expect(out.statusCode).toBe(303);
    expect(String(out.headers['set-cookie'])).toMatch(/^thrive_operator=; .*Max-Age=0/);
    const replayed = await page(cookie);
    expect(replayed.statusCode).toBe(401);
    const answer = await app.inject({
      method: 'POST',
      url: '/api/operator/questions/1/answer',
      headers: { ...FORM, cookie },
      payload: 'answer=Water+less.',
    });
    expect(answer.statusCode).toBe(401);
    expect(answer.body).toContain(SESSION_ENDED_MESSAGE);
    // Another browser's session is its own.
    expect((await page(kept)).statusCode).toBe(200);
  });

  test('with two instances on one database a session opened on one works on the other, and signing out on either ends it on both', async () => {
    const cookie = await signIn(app);
    expect((await page(cookie, other)).statusCode).toBe(200);
    expect((await signOut(cookie, other)).statusCode).toBe(303);
    expect((await page(cookie, app)).statusCode).toBe(401);
    expect((await page(cookie, other)).statusCode).toBe(401);
  });

  test('a forged or altered session cookie is refused, and so is one signed with a previous OPERATOR_KEY', async () => {
    const cookie = await signIn();
    const [name, value] = cookie.split('=') as [string, string];
    const [expires, id, signature] = value.split('.');
    const later = `${Number(expires) + 3_600_000}.${id}.${signature}`;
    expect((await page(`${name}=${later}`)).statusCode).toBe(401);
    expect((await page(`${name}=${expires}.${id}`)).statusCode).toBe(401);
    process.env.OPERATOR_KEY = `${OPERATOR_KEY}-changed`;
    expect((await page(cookie)).statusCode).toBe(401);
  });
});
