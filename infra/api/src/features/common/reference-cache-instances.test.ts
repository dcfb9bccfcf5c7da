import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app';
import type { DatabaseHandle } from '../../db/database';
import { openPostgres } from '../../db/open-postgres';
import { eventually } from '../../testing/eventually';
import { testConfig } from '../../testing/test-app';
import { TEST_DATABASE_URL, testDatabases } from '../../testing/test-databases';
import { cachedReference, forgetReferenceData, forgetReferenceRoom } from './reference-cache';

/**
 * DESIGN §5: a seed or an import run by another process on the same PostgreSQL (the data
 * CLI) drops the reference data of a serving instance at once, not after REFERENCE_CACHE_MS.
 */
describe('reference data in memory across processes on one PostgreSQL database', () => {
  const testDb = testDatabases().find((candidate) => candidate.driver === 'postgres')!;
  /** The CLI's connection: no API in its process. */
  let cli: DatabaseHandle;
  /** The serving instance's. */
  let serving: DatabaseHandle;
  let app: FastifyInstance;

  beforeAll(async () => {
    cli = await testDb.open();
    serving = await openPostgres({
      connectionString: TEST_DATABASE_URL,
      schemaName: cli.migrationsSchema,
      poolSize: 2,
    });
    app = await buildApp({ database: serving, config: testConfig() });
  });
  afterAll(async () => {
    await app.close();
    await serving.close();
    await testDb.dispose(cli);
  });

  /** Reads of the serving instance, each answering with the number of reads so far. */
  const reads = (key: string, room?: 'lists' | 'plant-search') => {
    let count = 0;
    return () => cachedReference(serving.db, key, async () => ({ reads: (count += 1) }), room);
  };

  test('a seed elsewhere: the serving instance reads its reference data again at once', async () => {
    const read = reads('seeded-list');
    expect(await read()).toEqual({ reads: 1 });
    expect(await read()).toEqual({ reads: 1 });
    forgetReferenceData(cli.db);
    expect(await eventually(read, (answer) => answer.reads === 2)).toEqual({ reads: 2 });
  });

  test('one room forgotten elsewhere: only that room is read again', async () => {
    const lists = reads('a-list', 'lists');
    const pages = reads('a-page', 'plant-search');
    await lists();
    await pages();
    forgetReferenceRoom(cli.db, 'plant-search');
    expect(await eventually(pages, (answer) => answer.reads === 2)).toEqual({ reads: 2 });
    expect(await lists()).toEqual({ reads: 1 });
  });
});
