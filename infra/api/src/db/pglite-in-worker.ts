import { Worker } from 'node:worker_threads';
import type { QueryOptions, Results } from '@electric-sql/pglite';

/**
 * The embedded PostgreSQL in a thread of its own (pglite-worker.mjs), seen from the
 * server's thread as the part of PGlite's client drizzle uses: query, exec and
 * transaction. PGlite answers on the thread that holds it, synchronously; on the
 * server's thread every query stopped all other requests for its length.
 */
const WORKER_FILE = new URL('./pglite-worker.mjs', import.meta.url);

type Request =
  | {
      op: 'query';
      tx?: number;
      sql: string;
      params?: unknown[];
      rowMode?: 'array' | 'object';
      textTypes: number[];
    }
  | { op: 'exec'; tx?: number; sql: string }
  | { op: 'begin' }
  | { op: 'end'; tx: number; commit: boolean }
  | { op: 'close' };

interface Answer {
  id: number;
  result?: unknown;
  error?: Record<string, unknown> & { message: string };
}

/** What drizzle calls on PGlite and on a PGlite transaction. */
interface PgliteQueries {
  query<T>(sql: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>>;
  exec(sql: string): Promise<Results[]>;
}

interface PgliteTransaction extends PgliteQueries {
  rollback(): Promise<void>;
}

export interface PgliteInWorker extends PgliteQueries {
  transaction<T>(work: (tx: PgliteTransaction) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/**
 * Only type parsers that hand back PostgreSQL's text cross to the worker (a function
 * cannot be sent to another thread); drizzle's are all of that kind.
 */
function textTypes(options: QueryOptions | undefined): number[] {
  return Object.entries(options?.parsers ?? {}).map(([type, parse]) => {
    if (parse('2024-05-01 10:00:00', Number(type)) !== '2024-05-01 10:00:00')
      throw new Error(`type ${type}: only parsers that keep PostgreSQL's text reach the embedded database`);
    return Number(type);
  });
}

function asError(fields: NonNullable<Answer['error']>): Error {
  return Object.assign(new Error(fields.message), fields);
}

/** Requests and answers between this thread and the worker, matched by id. */
class WorkerChannel {
  readonly #worker: Worker;
  readonly #waiting = new Map<number, { resolve(value: unknown): void; reject(error: Error): void }>();
  #lastId = 0;
  #stopped: Error | undefined;

  constructor(worker: Worker) {
    this.#worker = worker;
    worker.on('message', (answer: Answer) => this.#settle(answer));
    worker.on('error', (error) => this.#stop(error));
    worker.on('exit', (code) => this.#stop(new Error(`the embedded database stopped (exit code ${code})`)));
    // A worker keeps the process alive; an idle database must not (as PGlite on this thread did not).
    worker.unref();
  }

  /** Resolves once the worker has opened the database (its answer 0). */
  opened(): Promise<unknown> {
    return this.#expect(0);
  }

  call(request: Request): Promise<unknown> {
    if (this.#stopped) return Promise.reject(this.#stopped);
    const id = ++this.#lastId;
    const answer = this.#expect(id);
    this.#worker.postMessage({ id, ...request });
    return answer;
  }

  terminate(): Promise<number> {
    return this.#worker.terminate();
  }

  #expect(id: number): Promise<unknown> {
    if (this.#waiting.size === 0) this.#worker.ref();
    return new Promise((resolve, reject) => this.#waiting.set(id, { resolve, reject }));
  }

  #settle({ id, result, error }: Answer) {
    const waiting = this.#waiting.get(id);
    if (!waiting) return;
    this.#waiting.delete(id);
    if (this.#waiting.size === 0) this.#worker.unref();
    if (error) waiting.reject(asError(error));
    else waiting.resolve(result);
  }

  #stop(reason: Error) {
    this.#stopped ??= reason;
    for (const { reject } of this.#waiting.values()) reject(this.#stopped);
    this.#waiting.clear();
  }
}

function queriesOn(channel: WorkerChannel, tx?: number): PgliteQueries {
  return {
    query: async <T>(sql: string, params?: unknown[], options?: QueryOptions) =>
      (await channel.call({
        op: 'query',
        tx,
        sql,
        params,
        rowMode: options?.rowMode,
        textTypes: textTypes(options),
      })) as Results<T>,
    exec: async (sql: string) => (await channel.call({ op: 'exec', tx, sql })) as Results[],
  };
}

/** Starts the worker and opens the database there (`dataDir` undefined: in memory). */
export async function startPgliteInWorker(
  dataDir: string | undefined,
  settings: string[],
): Promise<PgliteInWorker> {
  const channel = new WorkerChannel(new Worker(WORKER_FILE, { workerData: { dataDir, settings } }));
  try {
    await channel.opened();
  } catch (error) {
    await channel.terminate();
    throw error;
  }
  return {
    ...queriesOn(channel),
    async transaction<T>(work: (tx: PgliteTransaction) => Promise<T>): Promise<T> {
      const tx = (await channel.call({ op: 'begin' })) as number;
      let ended = false;
      const rollback = async () => {
        ended = true;
        await channel.call({ op: 'end', tx, commit: false });
      };
      let result: T;
      try {
        result = await work({ ...queriesOn(channel, tx), rollback });
      } catch (error) {
        // The work's own error says more than a failed rollback would.
        if (!ended) await channel.call({ op: 'end', tx, commit: false }).catch(() => undefined);
        throw error;
      }
      if (!ended) await channel.call({ op: 'end', tx, commit: true });
      return result;
    },
    async close() {
      await channel.call({ op: 'close' });
      await channel.terminate();
    },
  };
}
