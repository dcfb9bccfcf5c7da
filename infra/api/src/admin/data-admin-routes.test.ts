import { execFile } from 'node:child_process';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { promisify } from 'node:util';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { DatabaseHandle } from '../db/database';
import { registerErrorHandling } from '../errors';
import { installAuthGuard } from '../identity/auth-guard';
import { fixtureFolder, ZIP_CSV } from '../testing/reference-data-fixtures';
import { testDatabases } from '../testing/test-databases';
import { ADMIN_TOKEN_HEADER, checkAdmin, publishAdminEndpoint } from './admin-access';
import { dataAdminRoutes } from './data-admin-routes';
import { createTokenCache } from '../identity/token-cache';

const ADMIN_TOKEN = 'admin-token-for-tests';
const run = promisify(execFile);
const CLI = path.resolve(import.meta.dirname, '../cli/data.ts');
const TSX = path.resolve(import.meta.dirname, '../../../../node_modules/.bin/tsx');

/** The route as apiPlugin registers its admin routes: under /api, behind the auth guard. */
async function adminApp(database: DatabaseHandle): Promise<FastifyInstance> {
  const app = Fastify();
  registerErrorHandling(app);
  await app.register(
    async (api) => {
      api.setValidatorCompiler(validatorCompiler);
      api.setSerializerCompiler(serializerCompiler);
      installAuthGuard(api, {
        db: database.db,
        tokens: createTokenCache(database.db),
        clock: () => new Date(),
        checkAdmin: (request) => checkAdmin(request, ADMIN_TOKEN),
      });
      await api.register(dataAdminRoutes, { db: database.db });
    },
    { prefix: '/api' },
  );
  return app;
}

describe.each(testDatabases())('operator import behind the data CLI on $driver', (testDb) => {
  let database: DatabaseHandle;
  let app: FastifyInstance;
  const tables = fixtureFolder('data-admin');
  tables.write('phzm_us_zipcode_2023.csv', ZIP_CSV);
  const admin = { [ADMIN_TOKEN_HEADER]: ADMIN_TOKEN };
  beforeAll(async () => {
    database = await testDb.open();
    app = await adminApp(database);
  });
  afterAll(async () => {
    await app.close();
    await testDb.dispose(database);
    tables.remove();
  });

  test('POST /api/admin/data/import imports the folder and answers what happened to each file', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/admin/data/import',
      headers: admin,
      payload: { dir: tables.dir },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().entries[0]).toEqual({
      file: 'phzm_us_zipcode_2023.csv',
      status: 'imported',
      result: expect.objectContaining({ read: 6, loaded: 4, rejected: 2 }),
    });
  });

  test('a folder that is not there, or not absolute, answers 400 with a field message', async () => {
    for (const dir of ['/nonexistent/thrive', 'relative/folder']) {
      const response = await app.inject({
        method: 'POST',
        url: '/api/admin/data/import',
        headers: admin,
        payload: { dir },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        message: `${dir} is not a folder on this machine.`,
        fields: { 'body.dir': 'Give an absolute folder path.' },
      });
    }
  });

  test('without the admin token 401; from another machine 403', async () => {
    const payload = { dir: tables.dir };
    expect((await app.inject({ method: 'POST', url: '/api/admin/data/import', payload })).statusCode).toBe(
      401,
    );
    const remote = await app.inject({
      method: 'POST',
      url: '/api/admin/data/import',
      headers: admin,
      payload,
      remoteAddress: '10.1.2.3',
    });
    expect(remote.statusCode).toBe(403);
  });
});

test('npm run data -- import goes through the running server that holds the embedded database', async () => {
  const { openPglite } = await import('../db/open-pglite');
  const database = await openPglite(undefined);
  const app = await adminApp(database);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const dataDir = fixtureFolder('data-admin-server');
  const tables = fixtureFolder('data-admin-server-tables');
  tables.write('phzm_us_zipcode_2023.csv', ZIP_CSV);
  const { port } = app.server.address() as AddressInfo;
  const unpublish = publishAdminEndpoint(dataDir.dir, {
    url: `http://127.0.0.1:${port}`,
    token: ADMIN_TOKEN,
    pid: process.pid,
  });
  try {
    const { stdout } = await run(TSX, [CLI, 'import', tables.dir], {
      env: { ...process.env, DATA_DIR: dataDir.dir, DATABASE_URL: '' },
    });
    expect(stdout).toContain(`Importing ${tables.dir} through the running server`);
    expect(stdout).toContain('phzm_us_zipcode_2023.csv: read 6, loaded 4, rejected 2');
  } finally {
    unpublish();
    await app.close();
    await database.close();
    dataDir.remove();
    tables.remove();
  }
}, 60_000);
