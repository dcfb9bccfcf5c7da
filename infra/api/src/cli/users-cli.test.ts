import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { openPglite } from '../db/open-pglite';
import { buildApp } from '../app';
import { testConfig } from '../testing/test-app';

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
