import type { AppStore } from '@thrive/shared';
import { hasEarlyBridge, signInKeyOf } from '@thrive/shared/early-start';
import { registerByKey } from './register-by-key';

/** How long the first render waits for an early bridge answer before showing the splash. */
const EARLY_SESSION_WAIT_MS = 500;

/**
 * Applies the early bridge answer (early-start) before the first render, so a gardener
 * entering by a sign-in link goes straight to their page instead of rendering the splash
 * first and the page a second time: on a phone each render of the shell costs a few
 * hundred milliseconds. Resolves at the latest after `waitMs`; a failure is left to the
 * session starter, which registers again and says what went wrong.
 */
export async function applyEarlySession(
  store: AppStore,
  location: Pick<Location, 'search' | 'hash'> = globalThis.location,
  waitMs = EARLY_SESSION_WAIT_MS,
): Promise<void> {
  const key = signInKeyOf(location);
  if (!key || !hasEarlyBridge(key)) return;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, waitMs);
  });
  const registered = registerByKey(store, key).then(
    () => undefined,
    () => undefined,
  );
  await Promise.race([registered, timeout]);
  clearTimeout(timer);
}
