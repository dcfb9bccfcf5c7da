import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { REPO_ROOT } from '../apps';

export interface RunningGateway {
  url: string;
  process: ChildProcess;
  /** Resident memory of the gateway process, in MiB. */
  residentMiB(): number;
  stop(): Promise<void>;
}

/** Starts the gateway exactly as `npm start` does, on a fresh data dir. */
export async function startGateway(port: number): Promise<RunningGateway> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'thrive-bench-'));
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(REPO_ROOT, 'infra/server/src/main.ts')],
    {
      cwd: REPO_ROOT,
      env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
      stdio: 'ignore',
    },
  );
  const url = `http://127.0.0.1:${port}`;
  for (let attempt = 0; ; attempt += 1) {
    if (attempt > 120) throw new Error('the gateway did not answer /api/health within 60 s');
    const up = await fetch(`${url}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) break;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return {
    url,
    process: child,
    residentMiB() {
      const status = readFileSync(`/proc/${child.pid}/status`, 'utf8');
      const kib = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
      return Math.round((kib / 1024) * 10) / 10;
    },
    async stop() {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
