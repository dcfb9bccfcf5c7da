import type { Page } from '@playwright/test';
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { promisify } from 'node:util';
import { DATA_DIR, REPO_ROOT } from './e2e-env';

const run = promisify(execFile);

export interface Gardener {
  id: number;
  key: string;
  link: string;
  email: string;
}

export interface GardenerOptions {
  name?: string;
  flags?: string[];
  noDefaultFlags?: boolean;
  sponsor?: number;
  partnerType?: number;
  landing?: 'launchpad' | 'my yard' | 'plant search';
  /** Start with the sample yard (3 zones, 12 catalogue plants). */
  sampleYard?: boolean;
}

/**
 * A gardener made the way an operator makes one: with the users CLI, which reaches the
 * running e2e gateway through its admin endpoint. Emails are unique per call, so the
 * desktop and phone projects never collide.
 */
export async function createGardener(options: GardenerOptions = {}): Promise<Gardener> {
  const email = `e2e-${randomBytes(5).toString('hex')}@example.com`;
  const args = ['tsx', 'infra/api/src/cli/users.ts', 'create', '--email', email];
  if (options.name) args.push('--name', options.name);
  for (const flag of options.flags ?? []) args.push('--flag', flag);
  if (options.noDefaultFlags) args.push('--no-default-flags');
  if (options.sponsor) args.push('--sponsor', String(options.sponsor));
  if (options.partnerType) args.push('--partner-type', String(options.partnerType));
  if (options.landing) args.push('--landing', options.landing);
  if (options.sampleYard) args.push('--sample-yard');
  const { stdout } = await run('npx', args, { cwd: REPO_ROOT, env: { ...process.env, DATA_DIR } });
  // npm and tsx may print notices first; the CLI's JSON is the last thing on stdout.
  const created = JSON.parse(stdout.slice(stdout.indexOf('{'))) as Omit<Gardener, 'email'>;
  return { ...created, email };
}

/** The app's address that starts this gardener's session (SPEC §1: the key in the address). */
export function signInPath(gardener: Gardener, extra: Record<string, string> = {}): string {
  const query = new URLSearchParams({ key: gardener.key, ...extra });
  return `/?${query.toString()}#/`;
}

/** Opens a screen of the app as the signed-in gardener (the key rides along, as in a link). */
export async function openAs(page: Page, gardener: Gardener, path: string) {
  await page.goto(signInPath(gardener).replace(/#.*$/, `#${path}?key=${gardener.key}`));
}
