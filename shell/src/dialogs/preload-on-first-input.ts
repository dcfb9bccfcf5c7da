import { preloadModal, preloadTooltip } from '@thrive/shared';

const FIRST_INPUT_EVENTS = ['pointerdown', 'keydown'] as const;

/**
 * Dialogs and tips load on demand, off the first screen (issue 32). Most open in answer to
 * a tap or a key, so their code is fetched at the gardener's first press, a moment before
 * the click that opens one; a dialog that opens by itself (welcome, app update) loads then.
 */
export function preloadOnFirstInput(
  target: Pick<Window, 'addEventListener' | 'removeEventListener'> = window,
) {
  const preload = () => {
    for (const type of FIRST_INPUT_EVENTS) target.removeEventListener(type, preload, true);
    void Promise.all([preloadModal(), preloadTooltip()]).catch(() => undefined);
  };
  for (const type of FIRST_INPUT_EVENTS) target.addEventListener(type, preload, true);
}
