import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/*
 * What the shell's code imports of @thrive/shared loads with the launch pad (index.html
 * preloads what the bootstrap consumes). The widgets the first screen does not show are
 * entries of their own (tasks, plant-list, date-input ...), which the shell provides to the
 * remotes without importing them; an import here would put them back on the launch pad.
 */
const FIRST_SCREEN_ENTRIES = [
  '@thrive/shared',
  '@thrive/shared/contracts',
  '@thrive/shared/early-start',
  // Names and constants of the remotes (no React, no store), bundled by what is used: the
  // routes' owners and the deep link's remote frame (prerender/, remote-frame-wait.ts).
  '@thrive/shared/remotes',
  // The theme's variables: every screen, the first one too, is drawn with them.
  '@thrive/shared/theme/tokens.css',
  // Names the page and the service worker share (no React, no store): registering the worker.
  '@thrive/shared/offline',
];

/**
 * Entries some of the shell's files may import because those files load on demand, after the
 * first screen (dialogs/form-kit-on-open.test.ts checks that they do).
 */
const ON_DEMAND: Record<string, string[]> = {
  '@thrive/shared/forms': [
    'dialogs/referral-code/referral-code-form.tsx',
    'dialogs/request-plant/request-plant-form.tsx',
    'dialogs/request-plant/use-plant-request-form.ts',
    'invitation/join-by-invitation.tsx',
  ],
};

/**
 * Folders that are not the page's code: test helpers, and the service worker, a bundle of its
 * own built after the app's (service-worker/service-worker-build.ts).
 */
const NOT_THE_PAGE = ['testing', 'service-worker'];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return NOT_THE_PAGE.includes(entry.name) ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

test("the shell's code imports no widget entry of @thrive/shared", () => {
  const imports = sourceFiles(__dirname).flatMap((file) =>
    [...readFileSync(file, 'utf8').matchAll(/'(@thrive\/shared(?:\/[^']*)?)'/g)].map((match) => ({
      file: path.relative(__dirname, file),
      entry: match[1]!,
    })),
  );
  expect(imports.length).toBeGreaterThan(10);
  const offFirstScreen = imports.filter(
    ({ file, entry }) => !FIRST_SCREEN_ENTRIES.includes(entry) && !ON_DEMAND[entry]?.includes(file),
  );
  expect(offFirstScreen).toEqual([]);
});
