import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import type { DatabaseHandle } from './db/database';
import { openPglite } from './db/open-pglite';
import { serverOptions } from './server-options';
import { testConfig } from './testing/test-app';

interface LogLine {
  level: number;
  msg: string;
  method?: string;
  path?: string;
  statusCode?: number;
}
const WARN = 40;

/** The app at LOG_LEVEL `level`, its log lines kept, with a route that fails. */
async function loggedApp(database: DatabaseHandle, level: string) {
  const lines: LogLine[] = [];
  const app = await buildApp({
    database,
    config: testConfig({ LOG_LEVEL: level }),
    logger: { write: (line: string) => void lines.push(JSON.parse(line) as LogLine) },
  });
  app.get('/broken', { config: { access: 'public' } }, async () => {
    throw new Error('a bug');
  });
  await app.ready();
  lines.length = 0; // start-up lines are not what this file is about
  return { app, lines };
}

describe('the request log (LOG_LEVEL)', () => {
  let database: DatabaseHandle;
  const apps: FastifyInstance[] = [];
  beforeAll(async () => {
    database = await openPglite(undefined);
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    await database.close();
  });

  const calls = async (app: FastifyInstance) => {
    await app.inject({ url: '/api/health' });
    await app.inject({ url: '/api/nope?key=secret-sign-in-key' });
    await app.inject({ url: '/broken' });
  };

  test('at info, answered requests write nothing; a 500 is still told, with its error', async () => {
    const { app, lines } = await loggedApp(database, 'info');
    apps.push(app);
    await calls(app);
    expect(lines.filter((line) => line.path === '/api/health' || line.path === '/api/nope')).toEqual([]);
    expect(lines.filter((line) => /incoming request|request completed/.test(line.msg))).toEqual([]);
    const broken = lines.filter((line) => line.level >= WARN);
    expect(broken.map((line) => line.msg)).toEqual(['request failed', 'request answered']);
    expect(broken[1]).toMatchObject({ method: 'GET', path: '/broken', statusCode: 500 });
  });

  test('at debug, each request is one line, without its query string', async () => {
    const { app, lines } = await loggedApp(database, 'debug');
    apps.push(app);
    await calls(app);
    const answered = lines.filter((line) => line.msg === 'request answered');
    expect(answered.map(({ method, path, statusCode }) => ({ method, path, statusCode }))).toEqual([
      { method: 'GET', path: '/api/health', statusCode: 200 },
      { method: 'GET', path: '/api/nope', statusCode: 404 },
      { method: 'GET', path: '/broken', statusCode: 500 },
    ]);
    expect(JSON.stringify(lines)).not.toContain('secret-sign-in-key');
  });
});

test('the log writes to standard output itself, in order with the start-up lines printed beside it', () => {
  const options = serverOptions(testConfig());
  expect(options.logger).toMatchObject({ stream: process.stdout });
  expect(serverOptions(testConfig(), false).logger).toBe(false);
});
