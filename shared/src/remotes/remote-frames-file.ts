/**
 * A remote's prerendered first frames are published beside its mf-manifest.json under this
 * name (shared/src/mf/remote-frames.ts writes it, the shell's frame-route script reads it).
 */
export const REMOTE_FRAMES_FILE = 'frames.json';

/**
 * The page global holding the promise that a deep link's remote frame is settled: painted,
 * or known to be absent. The frame-route script sets it; the shell's entry waits on it
 * (at most REMOTE_FRAME_WAIT_MS) before the app's code takes the main thread.
 */
export const REMOTE_FRAME_SETTLED = '__thriveRemoteFrameSettled';

/**
 * How long the app's start waits for a deep link's frame, in ms: two small reads (the map,
 * then frames.json) on a phone's network. A slower answer still shows its frame, later.
 */
export const REMOTE_FRAME_WAIT_MS = 400;
