import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

export const REPO_ROOT = path.resolve(import.meta.dirname, '..');

/** Every front-end app that builds on its own: the shell and the five remotes. */
export const FRONT_END_APPS = [
  'shell',
  'mfe-yards',
  'mfe-plants',
  'mfe-tasks',
  'mfe-landscape',
  'mfe-account',
];

function newestMtime(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : statSync(full).mtimeMs);
  }
  return newest;
}

/** An app needs a build when it has none, or its sources (or @thrive/shared) are newer. */
export function needsBuild(app: string): boolean {
  const entry = path.join(REPO_ROOT, app, 'dist', app === 'shell' ? 'index.html' : 'mf-manifest.json');
  if (!existsSync(entry)) return true;
  const sources = Math.max(
    newestMtime(path.join(REPO_ROOT, app, 'src')),
    newestMtime(path.join(REPO_ROOT, 'shared/src')),
  );
  return sources > statSync(entry).mtimeMs;
}

/** Builds one app with its own workspace script; returns the wall time in ms. */
export function buildApp(app: string): number {
  const started = performance.now();
  const result = spawnSync('npm', ['run', 'build', '--silent', '-w', app], {
    cwd: REPO_ROOT,
    stdio: 'inherit',
  });
  if (result.status !== 0) throw new Error(`Building ${app} failed (exit ${result.status})`);
  return Math.round(performance.now() - started);
}
