import { readFileSync } from 'node:fs';
import { MIGRATIONS_FOLDER } from './database';

/** How many migrations the repo has (drizzle-kit's journal), for checks that all were applied. */
export function migrationCount(): number {
  const journal = JSON.parse(readFileSync(`${MIGRATIONS_FOLDER}/meta/_journal.json`, 'utf8')) as {
    entries: unknown[];
  };
  return journal.entries.length;
}
