import { types } from '@electric-sql/pglite';
import { startPgliteInWorker, type PgliteInWorker } from './pglite-in-worker';

/** The embedded database in its own thread answers as PGlite does on the caller's thread. */
describe('the embedded database in a thread of its own', () => {
  let db: PgliteInWorker;

  beforeAll(async () => {
    db = await startPgliteInWorker(undefined, []);
    await db.exec('CREATE TABLE note (id serial PRIMARY KEY, body text UNIQUE NOT NULL, at timestamp)');
  });

  afterAll(() => db.close());

  beforeEach(() => db.exec('TRUNCATE note'));

  it('answers rows as objects or as arrays, with parameters', async () => {
    await db.query('INSERT INTO note (body) VALUES ($1), ($2)', ['water', 'prune']);
    const objects = await db.query<{ body: string }>('SELECT body FROM note ORDER BY body');
    expect(objects.rows).toEqual([{ body: 'prune' }, { body: 'water' }]);
    const arrays = await db.query('SELECT body FROM note ORDER BY body', [], { rowMode: 'array' });
    expect(arrays.rows).toEqual([['prune'], ['water']]);
  });

  it("keeps a timestamp as PostgreSQL's text when the caller's parser keeps text (as drizzle's do)", async () => {
    await db.query("INSERT INTO note (body, at) VALUES ('mulch', '2026-04-01 08:30:00')");
    const { rows } = await db.query<{ at: unknown }>('SELECT at FROM note', [], {
      parsers: { [types.TIMESTAMP]: (text: string) => text },
    });
    expect(rows).toEqual([{ at: '2026-04-01 08:30:00' }]);
  });

  it('refuses a parser that would change the text, since a function cannot cross threads', async () => {
    await expect(
      db.query('SELECT 1', [], { parsers: { [types.TIMESTAMP]: (text: string) => new Date(text) } }),
    ).rejects.toThrow(/only parsers that keep PostgreSQL's text/);
  });

  it("hands PostgreSQL's error fields to the caller", async () => {
    await db.query("INSERT INTO note (body) VALUES ('water')");
    const refused = db.query("INSERT INTO note (body) VALUES ('water')");
    await expect(refused).rejects.toThrow(/duplicate key/);
    await expect(refused).rejects.toMatchObject({ code: '23505', constraint: 'note_body_key' });
  });

  it('commits a transaction whose work succeeds and rolls back one whose work fails', async () => {
    await db.transaction(async (tx) => {
      await tx.query("INSERT INTO note (body) VALUES ('kept')");
    });
    await expect(
      db.transaction(async (tx) => {
        await tx.query("INSERT INTO note (body) VALUES ('lost')");
        throw new Error('the work failed');
      }),
    ).rejects.toThrow('the work failed');
    const { rows } = await db.query<{ body: string }>('SELECT body FROM note');
    expect(rows).toEqual([{ body: 'kept' }]);
  });

  it('rolls back when the work asks, and refuses work on a transaction that has ended', async () => {
    let ended: Parameters<Parameters<PgliteInWorker['transaction']>[0]>[0] | undefined;
    await db.transaction(async (tx) => {
      await tx.query("INSERT INTO note (body) VALUES ('undone')");
      await tx.rollback();
      ended = tx;
    });
    expect((await db.query('SELECT body FROM note')).rows).toEqual([]);
    await expect(ended!.query('SELECT 1')).rejects.toThrow(/has already ended/);
  });

  it("leaves the caller's thread free while a query runs", async () => {
    let turns = 0;
    const timer = setInterval(() => (turns += 1), 5);
    try {
      await db.query('SELECT pg_sleep(0.3)');
    } finally {
      clearInterval(timer);
    }
    expect(turns).toBeGreaterThan(5);
  });
});

describe('a closed embedded database', () => {
  it('refuses further queries with a message that says so', async () => {
    const db = await startPgliteInWorker(undefined, []);
    await db.close();
    await expect(db.query('SELECT 1')).rejects.toThrow(/the embedded database stopped/);
  });
});
