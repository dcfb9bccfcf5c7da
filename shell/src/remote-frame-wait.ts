import { REMOTE_FRAME_SETTLED, REMOTE_FRAME_WAIT_MS } from '@thrive/shared/remotes';

/**
 * Resolves when a deep link's remote frame (shell/src/prerender/remote-frame.ts) is on
 * screen or known not to come, or after REMOTE_FRAME_WAIT_MS at most; at once on the
 * shell's own routes. The app's code starts after it: once the app's bundles run they hold
 * the main thread for a long while on a phone, and the frame, there to be seen at once,
 * would wait behind them. The bundles download meanwhile (index.html preloads them).
 */
export function remoteFrameSettled(page: Window = window): Promise<void> {
  const settled = (page as unknown as Record<string, Promise<void> | undefined>)[REMOTE_FRAME_SETTLED];
  if (!settled) return Promise.resolve();
  return Promise.race([
    settled,
    new Promise<void>((resolve) => page.setTimeout(resolve, REMOTE_FRAME_WAIT_MS)),
  ]);
}
