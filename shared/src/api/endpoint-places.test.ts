import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/*
 * Every endpoint is injected in shared/src/api (docs/architecture.md "Where endpoints live"):
 * one place to find a call and the cache tags that tie the apps' caches together. Which entry
 * of @thrive/shared exports a domain decides what the launch pad loads, not the folder.
 */
const REPO_ROOT = path.resolve(__dirname, '../../..');
const API_DIR = path.join(REPO_ROOT, 'shared/src/api');

const SOURCE_ROOTS = [
  'shared',
  'shell',
  ...readdirSync(REPO_ROOT).filter((name) => name.startsWith('mfe-')),
].map((folder) => path.join(REPO_ROOT, folder, 'src'));

/** The app code of a folder: test files and testing/ helpers may inject probes of their own. */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'testing' ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

const injectsEndpoints = (file: string) => /\.injectEndpoints\s*\(/.test(readFileSync(file, 'utf8'));
const outsideApi = (file: string) => path.relative(API_DIR, file).startsWith('..');

describe('where endpoints live', () => {
  const injecting = SOURCE_ROOTS.flatMap(sourceFiles).filter(injectsEndpoints);

  test('the scan finds the endpoints of shared/src/api', () => {
    expect(injecting.filter((file) => !outsideApi(file)).length).toBeGreaterThan(10);
  });

  test('no file outside shared/src/api injects endpoints', () => {
    const outside = injecting
      .filter(outsideApi)
      .map((file) => path.relative(REPO_ROOT, file))
      .sort();
    expect(outside).toEqual([]);
  });
});
