import { startBackgroundLoop } from './background-loop';

const EVERY_MS = 40;
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** Waits until `done` holds (timers may run late on a busy machine), at most 5 s. */
async function until(done: () => boolean) {
  for (const start = Date.now(); !done() && Date.now() - start < 5_000;) await wait(5);
  expect(done()).toBe(true);
}

/** Work that counts its runs; `hold` keeps the next run going until released. */
function countedRuns() {
  let runs = 0;
  let held: Promise<void> | null = null;
  let release = () => undefined as void;
  return {
    get runs() {
      return runs;
    },
    hold() {
      held = new Promise<void>((resolve) => (release = resolve));
    },
    release() {
      release();
      held = null;
    },
    run: async () => {
      runs += 1;
      if (held) await held;
    },
  };
}

const quiet = { log: () => undefined, failure: 'Nothing was done' };

describe('a background loop', () => {
  test('runs at start, then again and again, until stopped', async () => {
    const counted = countedRuns();
    const loop = startBackgroundLoop({ everyMs: EVERY_MS, run: counted.run, ...quiet });
    expect(counted.runs).toBe(1);
    await until(() => counted.runs >= 3);
    await loop.stop();
    const stoppedAt = counted.runs;
    await wait(EVERY_MS * 3);
    expect(counted.runs).toBe(stoppedAt);
  });

  test('a run still under way makes the ones due skip, and stopping waits for it', async () => {
    const counted = countedRuns();
    counted.hold();
    const loop = startBackgroundLoop({ everyMs: EVERY_MS, run: counted.run, ...quiet });
    await wait(EVERY_MS * 3.5);
    expect(counted.runs).toBe(1);
    let stopped = false;
    const stopping = loop.stop().then(() => (stopped = true));
    await wait(5);
    expect(stopped).toBe(false);
    counted.release();
    await stopping;
    expect(counted.runs).toBe(1);
  });

  test('a failed run is logged, not thrown, and the next one still comes', async () => {
    const lines: string[] = [];
    let runs = 0;
    const run = async () => {
      runs += 1;
      if (runs === 1) throw new Error('database gone');
      if (runs === 2) throw 'no reason given';
    };
    const loop = startBackgroundLoop({
      everyMs: EVERY_MS,
      run,
      log: (line) => lines.push(line),
      failure: 'Nothing was done',
    });
    await until(() => runs >= 3);
    await loop.stop();
    expect(lines).toEqual(['Nothing was done: database gone', 'Nothing was done: no reason given']);
  });

  test('work that throws before it awaits anything is a failed run too', async () => {
    const lines: string[] = [];
    const loop = startBackgroundLoop({
      everyMs: EVERY_MS,
      run: () => {
        throw new Error('not even started');
      },
      log: (line) => lines.push(line),
      failure: 'Nothing was done',
    });
    await loop.stop();
    expect(lines).toEqual(['Nothing was done: not even started']);
  });

  test('runNow waits for the run under way, then runs once more; after stop it runs no more', async () => {
    const counted = countedRuns();
    counted.hold();
    const loop = startBackgroundLoop({ everyMs: 24 * 60 * 60_000, run: counted.run, ...quiet });
    expect(counted.runs).toBe(1);
    let ran = false;
    const running = loop.runNow().then(() => (ran = true));
    await wait(5);
    expect(counted.runs).toBe(1);
    expect(ran).toBe(false);
    counted.release();
    await running;
    expect(counted.runs).toBe(2);
    await loop.stop();
    await loop.runNow();
    expect(counted.runs).toBe(2);
  });
});
