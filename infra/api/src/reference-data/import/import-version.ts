import { createHash } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { filesUnder, REFERENCE_DATA_ROOT } from '../reference-files';
import type { Dataset } from './datasets';

const IMPORT_CODE_DIR = path.dirname(new URL(import.meta.url).pathname);
/** Code outside this folder that decides what an import writes. */
const OTHER_IMPORT_CODE = ['../weed-status.ts', '../reference-files.ts'].map((file) =>
  path.resolve(IMPORT_CODE_DIR, file),
);

const digest = (parts: Iterable<Buffer | string>) => {
  const hash = createHash('sha256');
  for (const part of parts) hash.update(part).update('\0');
  return hash.digest('base64url').slice(0, 22);
};

const filesOf = (target: string) => (statSync(target).isDirectory() ? filesUnder(target) : [target]);

/** Each file by its name (relative to `root`) and content. */
function* named(files: string[], root: string): Generator<Buffer | string> {
  for (const file of files) {
    yield path.relative(root, file);
    yield readFileSync(file);
  }
}

/** Per dataset: code and our files do not change while a process runs, so each is read once. */
const rulesVersions = new Map<string, string>();

/**
 * The version of the rules a dataset is imported by: the import code and our reference
 * files it depends on (Dataset.dependsOn). A change to either makes the next start import
 * the table again, as the seed does for our own files.
 */
function importRulesVersion(dataset: Dataset): string {
  const known = rulesVersions.get(dataset.dataset);
  if (known) return known;
  const code = [
    ...filesUnder(IMPORT_CODE_DIR).filter((file) => /\.ts$/.test(file) && !/\.test\.ts$/.test(file)),
    ...OTHER_IMPORT_CODE,
  ];
  const data = dataset.dependsOn.flatMap((target) => filesOf(path.join(REFERENCE_DATA_ROOT, target)));
  const version = digest([...named(code, IMPORT_CODE_DIR), ...named(data, REFERENCE_DATA_ROOT)]);
  rulesVersions.set(dataset.dataset, version);
  return version;
}

/** What an import of `file` by the current rules would write: `<rules>.<file digest>`. */
export function importVersion(dataset: Dataset, file: string): string {
  return `${importRulesVersion(dataset)}.${digest([readFileSync(file)])}`;
}

/** The rules part of a recorded version. */
export const rulesOf = (version: string | null) => version?.split('.')[0] ?? null;
