import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import * as sharedRouter from '../shared/src/router/react-router-dom';
import { REPO_ROOT } from './apps';

/** Every app's sources (and @thrive/shared's), where `react-router-dom` may be imported. */
const SOURCE_ROOTS = [
  'shared',
  'shell',
  'mfe-yards',
  'mfe-plants',
  'mfe-tasks',
  'mfe-landscape',
  'mfe-account',
].map((folder) => path.join(REPO_ROOT, folder, 'src'));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** The value names a file imports or re-exports from 'react-router-dom' (types are erased). */
function routerNamesUsed(code: string): string[] {
  const statements = code.matchAll(/(?:import|export)\s+(type\s+)?\{([^}]*)\}\s*from\s*'react-router-dom'/g);
  return [...statements].flatMap(([, typeOnly, names = '']) =>
    typeOnly
      ? []
      : names
          .split(',')
          .map((name) => name.trim())
          .filter((name) => name !== '' && !name.startsWith('type '))
          .map((name) => name.split(/\s+as\s+/)[0]!.trim()),
  );
}

describe('the router exports the apps share (shared/src/router/react-router-dom.ts, issue 13)', () => {
  const used = new Map<string, string>();
  for (const file of SOURCE_ROOTS.flatMap(sourceFiles)) {
    const code = readFileSync(file, 'utf8');
    // A test renders with the real package, not through federation: it may use anything.
    if (/\.test\.tsx?$/.test(file)) continue;
    for (const name of routerNamesUsed(code)) used.set(name, path.relative(REPO_ROOT, file));
  }

  test('the apps use some of it (the scan finds their imports)', () => {
    expect(used.size).toBeGreaterThan(5);
  });

  test.each([...used.entries()])('%s (used in %s) is shared, so remotes get it at run time', (name) => {
    expect(Object.keys(sharedRouter)).toContain(name);
    expect((sharedRouter as Record<string, unknown>)[name]).toBeDefined();
  });

  test('a namespace or default import would escape the check, so none exists', () => {
    const escapes = SOURCE_ROOTS.flatMap(sourceFiles).filter((file) =>
      /import\s+(\*\s+as\s+\w+|\w+)\s+from\s*'react-router-dom'/.test(readFileSync(file, 'utf8')),
    );
    expect(escapes).toEqual([]);
  });
});
