import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** `npm run api`'s entry, run from source as in development. */
const API_MAIN = new URL('../main.ts', import.meta.url).pathname;
const API_DIR = path.dirname(path.dirname(path.dirname(API_MAIN)));
/** A first start imports the public tables (a few seconds); a slow machine gets room. */
const START_TIMEOUT_MS = 60_000;

export interface ApiProcess {
  /** http://127.0.0.1:port */
  url: string;
  stop(): Promise<void>;
}

function stopped(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    const kill = setTimeout(() => child.kill('SIGKILL'), 10_000);
    child.once('exit', () => {
      clearTimeout(kill);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

/**
 * Starts `npm run api` (infra/api/src/main.ts through tsx) as a process of its own on a free
 * loopback port, with `env` over the test run's environment, and resolves once it listens
 * (its log names the address). Its output is kept for the error should it not start.
 */
export async function startApiProcess(env: Record<string, string>): Promise<ApiProcess> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'thrive-api-process-'));
  const child = spawn(process.execPath, ['--import', 'tsx', API_MAIN], {
    cwd: API_DIR,
    env: { ...process.env, NODE_OPTIONS: '', DATA_DIR: dataDir, PORT: '0', HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const cleanUp = async () => {
    await stopped(child);
    await rm(dataDir, { recursive: true, force: true });
  };
  try {
    const url = await new Promise<string>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('did not listen in time')), START_TIMEOUT_MS);
      const read = (chunk: Buffer) => {
        output += chunk.toString();
        const listening = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
        if (listening) {
          clearTimeout(timer);
          resolve(listening[1]!);
        }
      };
      child.stdout!.on('data', read);
      child.stderr!.on('data', read);
      child.once('exit', (code) => {
        clearTimeout(timer);
        reject(new Error(`exited with ${code}`));
      });
    });
    // Keep draining its output, so a chatty log never blocks the process.
    child.stdout!.removeAllListeners('data').resume();
    child.stderr!.removeAllListeners('data').resume();
    return { url, stop: cleanUp };
  } catch (error) {
    await cleanUp();
    throw new Error(`the API process did not start: ${String(error)}\n${output}`, { cause: error });
  }
}
