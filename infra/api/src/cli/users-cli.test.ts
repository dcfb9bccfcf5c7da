import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { openPglite } from '../db/open-pglite';
import { buildApp } from '../app';
import { testConfig } from '../testing/test-app';
import { newAdminToken, publishAdminEndpoint } from '../admin/admin-access';

const run = promisify(execFile);
const CLI = path.resolve(import.meta.dirname, 'users.ts');
const TSX = path.resolve(import.meta.dirname, '../../../../node_modules/.bin/tsx');

/** The users CLI on an embedded database no server holds: it opens the database itself. */
describe('npm run users (DESIGN §4 keys)', () => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'thrive-users-cli-'));
  const env = { ...process.env, DATA_DIR: dataDir, PORT: '9999', DATABASE_URL: '' };
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  const users = (...args: string[]) => run(TSX, [CLI, ...args], { env });

  test('create prints { id, key, link }, and the key signs in; key issues another; revoke ends one', async () => {
    const created = JSON.parse(
      (await users('create', '--email', 'cli@example.com', '--flag', 'EnableHelpWizard')).stdout,
    );
    expect(created).toEqual({
      id: 1,
      key: expect.any(String),
      link: `http://localhost:9999/?key=${created.key}#/`,
    });
    const another = JSON.parse((await users('key', '1')).stdout);
    expect(another.key).not.toBe(created.key);
    expect(JSON.parse((await users('revoke', created.key)).stdout)).toEqual({ revoked: true });

    const database = await openPglite(path.join(dataDir, 'db'));
    const app = await buildApp({ database, config: testConfig() });
    const signIn = (username: string) =>
      app.inject({ method: 'POST', url: '/api/bridge', payload: { username } });
    expect((await signIn(created.key)).statusCode).toBe(401);
    const identity = (await signIn(another.key)).json();
    expect(identity).toMatchObject({ Email: 'cli@example.com', EnableHelpWizard: true });
    await app.close();
    await database.close();
  }, 60_000);

  test('bad arguments exit 2 with the usage', async () => {
    await expect(users('create', '--email', 'x@example.com', '--flag', 'Bogus')).rejects.toMatchObject({
      code: 2,
      stderr: expect.stringContaining('Unknown flag "Bogus".'),
    });
    await expect(users('launch')).rejects.toMatchObject({
      code: 2,
      stderr: expect.stringContaining('Usage:'),
    });
  }, 60_000);
});

/** The environment of a shell that set none of the address variables, over `extra`. */
function envWithout(names: string[], extra: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const env = { ...process.env };
  for (const name of names) delete env[name];
  return { ...env, ...extra };
}

describe('npm run users beside a running server: links go to the app that server serves', () => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'thrive-users-cli-server-'));
  const token = newAdminToken();
  let database: Awaited<ReturnType<typeof openPglite>>;
  let app: Awaited<ReturnType<typeof buildApp>>;
  let unpublish: () => void;

  beforeAll(async () => {
    database = await openPglite(undefined);
    app = await buildApp({ database, config: testConfig(), adminToken: token });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    // As the gateway publishes itself when it started with PORT=4321 and no PUBLIC_URL.
    unpublish = publishAdminEndpoint(dataDir, {
      url: `http://127.0.0.1:${port}`,
      token,
      pid: process.pid,
      appUrl: 'http://localhost:4321',
    });
  });
  afterAll(async () => {
    unpublish();
    await app.close();
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const users = (env: NodeJS.ProcessEnv, ...args: string[]) =>
    run(TSX, [CLI, ...args], {
      env: envWithout(['PORT', 'PUBLIC_URL'], { DATA_DIR: dataDir, DATABASE_URL: '', ...env }),
    });

  test('without PORT in its own shell, the link is on the port the server runs on, not 8080', async () => {
    const created = JSON.parse((await users({}, 'create', '--email', 'beside@example.com')).stdout);
    expect(created.link).toBe(`http://localhost:4321/?key=${created.key}#/`);
    const another = JSON.parse((await users({}, 'key', String(created.id))).stdout);
    expect(another.link).toBe(`http://localhost:4321/?key=${another.key}#/`);
  }, 60_000);

  test('PUBLIC_URL, when the command has it, is where the link goes', async () => {
    const created = JSON.parse(
      (await users({ PUBLIC_URL: 'https://garden.example/' }, 'create', '--email', 'public@example.com'))
        .stdout,
    );
    expect(created.link).toBe(`https://garden.example/?key=${created.key}#/`);
  }, 60_000);
});
