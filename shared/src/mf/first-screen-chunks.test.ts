import { firstScreenFiles, type ChunkStats } from './first-screen-chunks';

const consume = (key: string) => ({
  name: `consume shared module (default) ${key}@^1.0.0 (strict) (fallback: x)`,
});
const provide = (key: string) => ({ moduleName: `provide shared module (default) ${key}@1.0.0 = /x` });
const consumeOrigin = (key: string) => ({ moduleName: consume(key).name });

/** A host build as rspack reports it: bootstrap, shared copies, fallbacks and a lazy route. */
const STATS: ChunkStats = {
  namedChunkGroups: { bootstrap: { chunks: ['boot', 'consumes'] } },
  chunks: [
    { id: 'main', files: ['main.1.js'], modules: [{ name: './src/index.ts' }] },
    {
      id: 'boot',
      files: ['bootstrap.1.js', 'bootstrap.1.css'],
      // A concatenated module hides the consumes among its dependent modules.
      modules: [{ name: './src/bootstrap.tsx + 9 modules', modules: [consume('@thrive/shared')] }],
    },
    { id: 'consumes', files: [], modules: [consume('react'), consume('react-dom')] },
    { id: 'react', files: ['react.1.js'], origins: [provide('react'), consumeOrigin('react')] },
    { id: 'react-dom', files: ['react-dom.1.js'], origins: [provide('react-dom')] },
    // react-dom's own consume of react travels in a chunk without files of its group.
    { id: 'react-dom-deps', files: [], origins: [provide('react-dom')], modules: [consume('scheduler')] },
    { id: 'scheduler', files: ['scheduler.1.js'], origins: [provide('scheduler')] },
    { id: 'shared', files: ['shared.1.js', 'shared.1.css'], origins: [provide('@thrive/shared')] },
    { id: 'shared-fallback', files: ['shared-fallback.1.js'], origins: [consumeOrigin('@thrive/shared')] },
    { id: 'calendar', files: ['calendar.1.js'], origins: [{ moduleName: './src/calendar-button.tsx' }] },
    { id: 'unused-share', files: ['leaflet.1.js'], origins: [provide('leaflet')] },
  ],
};

describe('firstScreenFiles: what index.html preloads (issue 13)', () => {
  test('the bootstrap chunks and the provided copies of every shared module they need, transitively', () => {
    expect(firstScreenFiles(STATS, 'bootstrap').sort()).toEqual(
      [
        'bootstrap.1.js',
        'bootstrap.1.css',
        'react.1.js',
        'react-dom.1.js',
        'scheduler.1.js',
        'shared.1.js',
        'shared.1.css',
      ].sort(),
    );
  });

  test('never a consume fallback the host does not load, a lazy chunk or the entry itself', () => {
    const files = firstScreenFiles(STATS, 'bootstrap');
    for (const file of ['shared-fallback.1.js', 'calendar.1.js', 'leaflet.1.js', 'main.1.js'])
      expect(files).not.toContain(file);
  });

  test('an unknown chunk group preloads nothing', () => {
    expect(firstScreenFiles(STATS, 'no-such-group')).toEqual([]);
  });
});
