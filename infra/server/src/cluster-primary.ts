import cluster, { type Worker } from 'node:cluster';
import { setTimeout as delay } from 'node:timers/promises';

export interface WorkerPool {
  /** Asks every worker to close (SIGTERM) and waits until all have ended. */
  close(): Promise<void>;
}

interface PoolOptions {
  count: number;
  /** Added to each worker's environment (the run's admin token). */
  env: Record<string, string>;
  log(line: string): void;
}

/**
 * A worker that ended after it listened is replaced after this pause, so one that fails at
 * every start cannot spin the primary, and a Ctrl-C that reached the worker before the
 * primary is seen as a shutdown rather than a death.
 */
const RESTART_PAUSE_MS = 1_000;
/** A worker still running this long after SIGTERM is killed. */
const STOP_GRACE_MS = 10_000;

const endedBy = (code: number | null, signal: string | null) => signal ?? `exit code ${code}`;

function exited(worker: Worker): Promise<void> {
  if (worker.process.exitCode !== null || worker.process.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => worker.process.once('exit', () => resolve()));
}

/**
 * Forks `count` gateway workers on the primary's port (node:cluster hands each connection to
 * one of them in turn) and resolves once all listen; one that ends before it listens fails
 * the start. Later, a worker that dies is replaced until `stop`.
 */
export async function forkWorkers({ count, env, log }: PoolOptions): Promise<WorkerPool> {
  let stopping = false;
  const fork = () => cluster.fork(env);
  const listening = (worker: Worker) =>
    new Promise<void>((resolve, reject) => {
      worker.once('listening', () => resolve());
      worker.once('exit', (code: number | null, signal: string | null) =>
        reject(
          new Error(
            `gateway worker ${worker.process.pid} ended before it listened (${endedBy(code, signal)})`,
          ),
        ),
      );
    });
  const live = () => Object.values(cluster.workers ?? {}).filter((worker): worker is Worker => !!worker);
  const stop = async () => {
    stopping = true;
    const workers = live();
    for (const worker of workers) worker.process.kill('SIGTERM');
    const all = Promise.all(workers.map(exited));
    const late = await Promise.race([all.then(() => false), delay(STOP_GRACE_MS, true, { ref: false })]);
    if (late) {
      for (const worker of live()) worker.process.kill('SIGKILL');
      await all;
    }
  };

  let started = false;
  cluster.on('exit', (worker, code, signal) => {
    if (stopping || !started) return;
    log(`gateway worker ${worker.process.pid} ended (${endedBy(code, signal)}); starting another`);
    void delay(RESTART_PAUSE_MS).then(() => {
      if (!stopping) fork();
    });
  });
  try {
    await Promise.all(Array.from({ length: count }, () => listening(fork())));
  } catch (error) {
    await stop();
    throw error;
  }
  started = true;
  return { close: stop };
}
