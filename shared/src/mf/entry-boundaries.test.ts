import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { sharedEntryFile, THRIVE_SHARED_KEYS } from './shared-dependencies';

/*
 * A widget entry (its own folder under src/ui) is shared apart from the main entry. If it
 * reached the main entry's files by relative path, a remote's copy of it would carry a
 * second store and api beside the shell's, and if the main entry reached it, the launch pad
 * would load it again. So across the folder's edge only entry names are imported.
 */
const SRC = path.resolve(__dirname, '..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'testing' ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** Every module a file names: static imports, re-exports and import() calls. */
function specifiers(file: string): string[] {
  const code = readFileSync(file, 'utf8');
  const found = code.matchAll(/(?:\bfrom\s*|\bimport\s*\(\s*|^import\s+)'([^']+)'/gm);
  return [...found].map((match) => match[1]!);
}

const within = (dir: string, file: string) => !path.relative(dir, file).startsWith('..');
const resolved = (file: string, specifier: string) => path.resolve(path.dirname(file), specifier);

const widgetEntries = THRIVE_SHARED_KEYS.map((key) => ({
  key,
  dir: path.dirname(sharedEntryFile(key)),
})).filter(({ dir }) => within(path.join(SRC, 'ui'), dir));

describe('the widget entries meet the rest of @thrive/shared by entry name only', () => {
  test('the widget entries are found', () => {
    expect(widgetEntries.map(({ key }) => key)).toEqual(
      expect.arrayContaining(['@thrive/shared/tasks', '@thrive/shared/plant-list']),
    );
  });

  test.each(widgetEntries)('$key imports nothing outside its folder by relative path', ({ dir }) => {
    const leaving = sourceFiles(dir).flatMap((file) =>
      specifiers(file)
        .filter((specifier) => specifier.startsWith('.') && !within(dir, resolved(file, specifier)))
        .map((specifier) => `${path.relative(SRC, file)}: ${specifier}`),
    );
    expect(leaving).toEqual([]);
  });

  test.each(widgetEntries)('$key is reached from no other file of the package', ({ key, dir }) => {
    const reaching = sourceFiles(SRC)
      .filter((file) => !within(dir, file))
      .flatMap((file) =>
        specifiers(file)
          .filter((specifier) =>
            specifier.startsWith('.') ? within(dir, resolved(file, specifier)) : specifier === key,
          )
          .map((specifier) => `${path.relative(SRC, file)}: ${specifier}`),
      )
      // Another widget entry may use this one by name: the shell provides both.
      .filter((line) => !widgetEntries.some((other) => line.startsWith(path.relative(SRC, other.dir) + '/')));
    expect(reaching).toEqual([]);
  });
});
