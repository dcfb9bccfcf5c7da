import type { Database } from '../../db/database';
import {
  DEFAULT_POPULARITY_MINUTES,
  popularityRefreshMinutes,
  startPopularityRefresh,
} from './popularity-refresh';

const db = {} as Database;
const EVERY_MS = 40;
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** Waits until `done` holds (timers may run late on a busy machine), at most 5 s. */
async function until(done: () => boolean) {
  for (const start = Date.now(); !done() && Date.now() - start < 5_000;) await wait(5);
  expect(done()).toBe(true);
}

/** A recompute that counts its runs. */
function countedRuns() {
  let runs = 0;
  return {
    get runs() {
      return runs;
    },
    recompute: async () => {
      runs += 1;
    },
  };
}

describe('POPULARITY_MINUTES', () => {
  test('unset or blank: the default; 0 turns the refresh off; anything but whole minutes up to a day is refused', () => {
    expect(popularityRefreshMinutes({})).toBe(DEFAULT_POPULARITY_MINUTES);
    expect(popularityRefreshMinutes({ POPULARITY_MINUTES: ' ' })).toBe(DEFAULT_POPULARITY_MINUTES);
    expect(popularityRefreshMinutes({ POPULARITY_MINUTES: '0' })).toBe(0);
    expect(popularityRefreshMinutes({ POPULARITY_MINUTES: ' 5 ' })).toBe(5);
    for (const wrong of ['-1', '1.5', 'often', '1441'])
      expect(() => popularityRefreshMinutes({ POPULARITY_MINUTES: wrong })).toThrow(/POPULARITY_MINUTES/);
  });
});

describe('the background recompute of plant popularity', () => {
  // Overlapping runs and stopping are the shared loop's (common/background-loop.test.ts).
  test('runs at start, then again and again, until stopped', async () => {
    const counted = countedRuns();
    const refresh = startPopularityRefresh(db, { everyMs: EVERY_MS, log: () => undefined, ...counted });
    expect(counted.runs).toBe(1);
    await until(() => counted.runs >= 3);
    await refresh.stop();
    const stoppedAt = counted.runs;
    await wait(EVERY_MS * 3);
    expect(counted.runs).toBe(stoppedAt);
  });

  test('0: never runs', async () => {
    const counted = countedRuns();
    const refresh = startPopularityRefresh(db, { everyMs: 0, log: () => undefined, ...counted });
    await wait(EVERY_MS * 2);
    expect(counted.runs).toBe(0);
    await refresh.stop();
  });

  test('a failed run is logged and the next one still comes', async () => {
    const lines: string[] = [];
    let runs = 0;
    const recompute = async () => {
      runs += 1;
      if (runs === 1) throw new Error('database gone');
    };
    const refresh = startPopularityRefresh(db, {
      everyMs: EVERY_MS,
      log: (line) => lines.push(line),
      recompute,
    });
    await until(() => runs >= 2);
    await refresh.stop();
    expect(lines).toEqual(['Plant popularity was not recomputed: database gone']);
  });
});
