import { REMOTE_FRAME_SETTLED, REMOTE_FRAME_WAIT_MS } from '@thrive/shared/remotes';
import { remoteFrameSettled } from './remote-frame-wait';

const page = window as unknown as Record<string, unknown>;
afterEach(() => {
  delete page[REMOTE_FRAME_SETTLED];
  jest.useRealTimers();
});

describe("the app's start waits for a deep link's remote frame, within a bound", () => {
  test("on the shell's own routes (no frame asked for) it starts at once", async () => {
    await expect(remoteFrameSettled()).resolves.toBeUndefined();
  });

  test('it starts when the frame is settled', async () => {
    let release: () => void = () => undefined;
    page[REMOTE_FRAME_SETTLED] = new Promise<void>((resolve) => (release = resolve));
    const started = jest.fn();
    const waiting = remoteFrameSettled().then(started);
    await Promise.resolve();
    expect(started).not.toHaveBeenCalled();
    release();
    await waiting;
    expect(started).toHaveBeenCalled();
  });

  test('a frame that never settles holds the start for REMOTE_FRAME_WAIT_MS at most', async () => {
    jest.useFakeTimers();
    page[REMOTE_FRAME_SETTLED] = new Promise<void>(() => undefined);
    const started = jest.fn();
    const waiting = remoteFrameSettled().then(started);
    jest.advanceTimersByTime(REMOTE_FRAME_WAIT_MS - 1);
    await Promise.resolve();
    expect(started).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    await waiting;
    expect(started).toHaveBeenCalled();
  });
});
