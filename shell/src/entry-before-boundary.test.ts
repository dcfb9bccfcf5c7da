import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The shell's entry (index.ts) runs before its async boundary (the dynamic import of
 * bootstrap): module federation has not negotiated the shared singletons yet, and a static
 * import of `@thrive/shared` there stops the app before it paints (RUNTIME-006,
 * "loadShareSync"). Only entries built into the entry itself (early-start, remotes' constants)
 * may be reached from it. This follows the entry's static imports, file by file.
 */
const ALLOWED_SHARED = [
  '@thrive/shared/early-start',
  // Constants only (the deep link's remote frame, remote-frame-wait.ts), and not a shared
  // singleton (shared/src/mf/shared-dependencies.ts): built into the entry like early-start.
  '@thrive/shared/remotes',
];

const staticImports = (source: string) =>
  [...source.matchAll(/^\s*(?:import|export)\s[^'"]*?from\s+['"]([^'"]+)['"]/gm)]
    .map((match) => match[1]!)
    .concat([...source.matchAll(/^\s*import\s+['"]([^'"]+)['"]/gm)].map((match) => match[1]!));

function resolveRelative(from: string, specifier: string): string | undefined {
  const base = path.resolve(path.dirname(from), specifier);
  return [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')].find(
    (candidate) => /\.tsx?$/.test(candidate) && existsSync(candidate),
  );
}

test('the entry before the async boundary reaches no @thrive/shared singleton (only early-start)', () => {
  const seen = new Set<string>();
  const sharedImports: string[] = [];
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const specifier of staticImports(readFileSync(file, 'utf8'))) {
      if (specifier.startsWith('@thrive/shared')) sharedImports.push(`${path.basename(file)}: ${specifier}`);
      else if (specifier.startsWith('.')) {
        const resolved = resolveRelative(file, specifier);
        if (resolved) visit(resolved);
      }
    }
  };
  visit(path.join(__dirname, 'index.ts'));
  expect(seen.size).toBeGreaterThan(1);
  expect(sharedImports.filter((line) => !ALLOWED_SHARED.some((allowed) => line.endsWith(allowed)))).toEqual(
    [],
  );
});
