import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { precacheList } from './precache-list';

let buildDir: string;

function write(name: string, content: string | Uint8Array) {
  const file = path.join(buildDir, name);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, content);
}

/** The files a page of the app loads, as the shell's build writes them. */
const SERVED_FILES: Record<string, string | Uint8Array> = {
  '1200.fce818062c.js': 'console.log("chunk 1200");',
  '726.a01230dcf8.css': '.yard{margin:0}',
  'main.js': 'console.log("an unhashed script");',
  'index.html': '<!doctype html><title>Thrive Garden</title>',
  'assets/favicon.svg': '<svg xmlns="http://www.w3.org/2000/svg"></svg>',
  'assets/manifest.webmanifest': '{"name":"Thrive Garden"}',
  'assets/icon-192.png': new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10]),
  'assets/tool-tips.json': '{"tips":[]}',
};

/** Files of the build that are never precached; large, so that counting one shows in the bytes. */
const LEFT_OUT_FILES = [
  '1200.fce818062c.js.map',
  '1200.fce818062c.js.br',
  '1200.fce818062c.js.gz',
  'index.html.gz',
  'service-worker.js',
  'mf-manifest.json',
  'mf-stats.json',
  'assets/sponsors/x.png',
  'assets/sponsors/banner.svg',
  'notes.txt',
];

beforeEach(() => {
  buildDir = fs.mkdtempSync(path.join(os.tmpdir(), 'precache-'));
  for (const [name, content] of Object.entries(SERVED_FILES)) write(name, content);
  for (const name of LEFT_OUT_FILES) write(name, 'x'.repeat(10_000));
});

afterEach(() => {
  fs.rmSync(buildDir, { recursive: true, force: true });
});

const revisionOf = (name: string) => precacheList(buildDir).files.find((file) => file.url === name)?.revision;

describe('precacheList: the shell build as the service worker precaches it', () => {
  test('it lists what a page loads, by its address under the build folder, sorted', () => {
    const urls = precacheList(buildDir).files.map((file) => file.url);

    expect(urls).toEqual([
      '1200.fce818062c.js',
      '726.a01230dcf8.css',
      'assets/favicon.svg',
      'assets/icon-192.png',
      'assets/manifest.webmanifest',
      'assets/tool-tips.json',
      'index.html',
      'main.js',
    ]);
    expect(urls).toEqual([...urls].sort());
  });

  test.each(LEFT_OUT_FILES)('%s is left out', (name) => {
    expect(precacheList(buildDir).files.map((file) => file.url)).not.toContain(name);
  });

  test('a content-hashed file gets no revision: its name changes with its content', () => {
    expect(revisionOf('1200.fce818062c.js')).toBeNull();
    expect(revisionOf('726.a01230dcf8.css')).toBeNull();
  });

  test.each([
    'index.html',
    'main.js',
    'assets/favicon.svg',
    'assets/manifest.webmanifest',
    'assets/icon-192.png',
  ])('a file without a hash in its name (%s) gets a revision that changes with its content', (name) => {
    const before = revisionOf(name);
    expect(before).toEqual(expect.stringMatching(/^[0-9a-f]+$/));
    // The same content, read again, keeps its revision: an unchanged build makes no new worker.
    expect(revisionOf(name)).toBe(before);

    write(
      name,
      typeof SERVED_FILES[name] === 'string' ? `${SERVED_FILES[name]} ` : new Uint8Array([1, 2, 3]),
    );

    const after = revisionOf(name);
    expect(after).toEqual(expect.stringMatching(/^[0-9a-f]+$/));
    expect(after).not.toBe(before);
  });

  test('a change to one file changes no other revision', () => {
    const before = precacheList(buildDir).files;
    write('index.html', '<!doctype html><title>Thrive Garden, again</title>');
    const after = precacheList(buildDir).files;

    expect(after.filter((file) => file.url !== 'index.html')).toEqual(
      before.filter((file) => file.url !== 'index.html'),
    );
  });

  test('bytes is the sum of the sizes of the listed files only', () => {
    const { files, bytes } = precacheList(buildDir);
    const expected = Object.values(SERVED_FILES).reduce(
      (sum, content) => sum + (typeof content === 'string' ? Buffer.byteLength(content) : content.length),
      0,
    );

    expect(files).toHaveLength(Object.keys(SERVED_FILES).length);
    expect(bytes).toBe(expected);
  });

  test('an empty build lists nothing and adds up to no bytes', () => {
    fs.rmSync(buildDir, { recursive: true, force: true });
    fs.mkdirSync(buildDir);
    expect(precacheList(buildDir)).toEqual({ files: [], bytes: 0 });
  });
});
