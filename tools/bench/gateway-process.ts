import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { REPO_ROOT } from '../apps';
import { buildServer, SERVER_BUNDLES } from '../build-server';
import { waitForUrl } from './wait-for-url';

export interface RunningGateway {
  url: string;
  dataDir: string;
  process: ChildProcess;
  /** The demo gardener's sign-in link the gateway prints at start (`/?key=...#/`), if any. */
  demoSignInPath(): string | undefined;
  /** What the gateway (its primary and workers) printed on standard output so far. */
  output(): string;
  stop(): Promise<void>;
}

/**
 * The node flags `npm start` runs the server with (package.json "start"; gateway-process.test.ts
 * keeps the two equal): a 4 MB young generation, so figures are those of the app as run.
 */
export const SERVER_NODE_FLAGS = ['--max-semi-space-size=4'];
/** The environment `npm start` sets for the server: glibc keeps fewer arenas of freed memory. */
export const SERVER_ENV = { MALLOC_ARENA_MAX: '2' };

interface GatewayOptions {
  /** Added to the gateway's environment (DATABASE_URL for PostgreSQL). */
  env?: Record<string, string>;
  /** Node options before the script (`--cpu-prof` to profile it). */
  nodeArgs?: string[];
  /** A data dir to start on (kept at stop); by default a fresh one, removed at stop. */
  dataDir?: string;
  /** WORKERS: gateway processes on the port (more than 1 needs DATABASE_URL); unset: the gateway's default. */
  workers?: number;
}

/** The start line the gateway prints when it is ready (infra/server start-log.ts). */
const STARTED_LINE = 'Thrive Garden is running at';

/** Starts the gateway as `npm start` runs it (compiled, plain node), by default on a fresh data dir. */
export async function startGateway(
  port: number,
  { env = {}, nodeArgs = [], dataDir: givenDataDir, workers }: GatewayOptions = {},
): Promise<RunningGateway> {
  await buildServer('gateway');
  const dataDir = givenDataDir ?? mkdtempSync(path.join(os.tmpdir(), 'thrive-bench-'));
  const child = spawn(
    process.execPath,
    [...SERVER_NODE_FLAGS, ...nodeArgs, path.join(REPO_ROOT, SERVER_BUNDLES.gateway.out)],
    {
      cwd: REPO_ROOT,
      env: {
        ...process.env,
        ...SERVER_ENV,
        PORT: String(port),
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
        ...(workers ? { WORKERS: String(workers) } : {}),
        ...env,
      },
      stdio: ['ignore', 'pipe', 'ignore'],
    },
  );
  // The gateway prints the demo gardener's sign-in link on stdout; the LCP bench enters by it.
  let demoSignInPath: string | undefined;
  let output = '';
  child.stdout?.setEncoding('utf8').on('data', (text: string) => {
    output += text;
    const link = /signs in at (\S+)/.exec(text)?.[1];
    if (link) demoSignInPath = new URL(link).pathname + new URL(link).search + new URL(link).hash;
  });
  // Printed once the start is done: every worker listens and the admin endpoint file (which
  // signedInGardener reads) is written. With WORKERS > 1 the first worker answers before that.
  const started = new Promise<void>((resolve) => {
    const check = () => {
      if (output.includes(STARTED_LINE)) resolve();
    };
    child.stdout?.on('data', check);
  });
  const url = `http://127.0.0.1:${port}`;
  await waitForUrl(`${url}/api/health`, 'the gateway', 60);
  const late = await Promise.race([started.then(() => false), delay(60_000, true, { ref: false })]);
  if (late) throw new Error(`the gateway answered but did not print "${STARTED_LINE}" within 60 s`);
  return {
    url,
    dataDir,
    process: child,
    demoSignInPath: () => demoSignInPath,
    output: () => output,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      if (!givenDataDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
