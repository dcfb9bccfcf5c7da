import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { REPO_ROOT } from '../apps';
import { treeResidentMiB } from './process-tree';
import { waitForUrl } from './wait-for-url';

export interface RunningStart {
  url: string;
  pid: number;
  /** Resident memory of every process `npm start` left running. */
  residentMiB(): { mib: number; processes: number };
  stop(): Promise<void>;
}

/** `npm start` as a gardener runs it, on a fresh data dir, in its own process group. */
export async function npmStart(port: number): Promise<RunningStart> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'thrive-start-'));
  const child = spawn('npm', ['start', '--silent'], {
    cwd: REPO_ROOT,
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: 'ignore',
    detached: true,
  });
  const url = `http://127.0.0.1:${port}`;
  await waitForUrl(`${url}/api/health`, 'npm start', 120);
  return {
    url,
    pid: child.pid!,
    residentMiB: () => treeResidentMiB(child.pid!),
    async stop() {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      process.kill(-child.pid!, 'SIGTERM');
      await exited;
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
