import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** Our own reference data, written in the repo as JSON (DESIGN §6). */
export const REFERENCE_DATA_ROOT = path.resolve(new URL('../../reference-data', import.meta.url).pathname);

/** Every file under `dir`, sorted: the same list, so the same hash, on every machine. */
export function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
}

export interface ListItem {
  Id: number;
  Name: string;
  [field: string]: unknown;
}

export function readList(name: string): ListItem[] {
  const file = path.join(REFERENCE_DATA_ROOT, 'lists', `${name}.json`);
  return (JSON.parse(readFileSync(file, 'utf8')) as { items: ListItem[] }).items;
}

/** Every catalogue file: `catalogue/<category key>.json`, an array of entries. */
export function readCatalogueFiles(): { category: string; entries: unknown[] }[] {
  const dir = path.join(REFERENCE_DATA_ROOT, 'catalogue');
  return readdirSync(dir)
    .filter((file) => file.endsWith('.json'))
    .sort()
    .map((file) => ({
      category: path.basename(file, '.json'),
      entries: JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as unknown[],
    }));
}
