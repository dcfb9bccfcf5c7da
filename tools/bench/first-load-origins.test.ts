import path from 'node:path';
import { REPO_ROOT } from '../apps';
import { builtFile, originOfChunk, originOfSource } from './first-load-origins';

describe('the first-load JS is told apart by origin', () => {
  test.each([
    ['webpack://shell/../node_modules/react-dom/cjs/react-dom-client.production.js', 'React'],
    [
      'webpack://shell/../node_modules/@module-federation/runtime-core/dist/index.esm.js',
      'federation runtime',
    ],
    ['webpack://shell/../node_modules/react-router/dist/development/chunk.mjs', 'router'],
    ['webpack://shell/../node_modules/immer/dist/immer.mjs', 'Redux Toolkit'],
    ['webpack://shell/../node_modules/zod/v4/classic/schemas.js', 'zod'],
    ['webpack://shell/../node_modules/@radix-ui/react-dialog/dist/index.mjs', 'other libraries'],
    ['webpack://shell/../shared/src/contracts/yards.ts', 'contracts (schemas)'],
    ['webpack://shell/../shared/src/api/yards.ts', 'our code'],
    ['webpack://shell/./src/core/launch-pad.tsx', 'our code'],
  ])('%s is %s', (source, origin) => {
    expect(originOfSource(source)).toBe(origin);
  });

  test('a chunk is of the origin holding most of its source text', () => {
    const map = {
      sources: ['../node_modules/zod/v4/core/core.js', './src/tiny.ts'],
      sourcesContent: ['x'.repeat(900), 'y'.repeat(100)],
    };
    expect(originOfChunk(map)).toBe('zod');
    expect(originOfChunk({ ...map, sourcesContent: ['x', 'y'.repeat(100)] })).toBe('our code');
  });

  test("a URL path names the shell's or a remote's built file", () => {
    expect(builtFile('/main.1a2b.js')).toBe(path.join(REPO_ROOT, 'shell/dist/main.1a2b.js'));
    expect(builtFile('/remotes/mfe-plants/remoteEntry.js')).toBe(
      path.join(REPO_ROOT, 'mfe-plants/dist/remoteEntry.js'),
    );
  });
});
