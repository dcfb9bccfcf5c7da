import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { REPO_ROOT } from '../apps';
import { treeResidentMiB } from './process-tree';
import { waitForUrl } from './wait-for-url';

export interface RunningStart {
  url: string;
  pid: number;
  dataDir: string;
  /** From the command to a healthy gateway, in ms. */
  readyMs: number;
  /** What the start printed (the public tables' import, the demo gardener...). */
  output: string[];
  /** Resident memory of every process `npm start` left running. */
  residentMiB(): { mib: number; processes: number };
  /** Stops it; the data dir is removed unless `keepData`, for another start on the same data. */
  stop(options?: { keepData?: boolean }): Promise<void>;
}

/**
 * `npm start` as a gardener runs it, in its own process group: on a fresh data dir, or on
 * `dataDir` (a second start on the same data).
 */
export async function npmStart(port: number, dataDir?: string): Promise<RunningStart> {
  const dir = dataDir ?? mkdtempSync(path.join(os.tmpdir(), 'thrive-start-'));
  const began = performance.now();
  const child = spawn('npm', ['start', '--silent'], {
    cwd: REPO_ROOT,
    env: { ...process.env, PORT: String(port), DATA_DIR: dir, LOG_LEVEL: 'warn', REFERENCE_DATA_DIR: '' },
    stdio: ['ignore', 'pipe', 'ignore'],
    detached: true,
  });
  const output: string[] = [];
  createInterface({ input: child.stdout! }).on('line', (line) => output.push(line));
  const url = `http://127.0.0.1:${port}`;
  await waitForUrl(`${url}/api/health`, 'npm start', 120);
  return {
    url,
    pid: child.pid!,
    dataDir: dir,
    readyMs: Math.round(performance.now() - began),
    output,
    residentMiB: () => treeResidentMiB(child.pid!),
    async stop({ keepData = false } = {}) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      process.kill(-child.pid!, 'SIGTERM');
      await exited;
      if (!keepData) rmSync(dir, { recursive: true, force: true });
    },
  };
}
