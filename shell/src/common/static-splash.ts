/**
 * The splash index.html shows before any script runs (SPEC §2.2): its element's id, shared
 * with shell/public/index.html.
 */
export const STATIC_SPLASH_ID = 'app-splash';

/**
 * Takes the static layer out of the page once the app's own first screen is drawn. In the
 * shell's built page it holds the prerendered header and frame (shell/src/prerender) and
 * stays over the app until this runs, so the app's first frames (its splash while a key
 * registers) never flash between the two; removing it also drops its loading status.
 */
export function removeStaticSplash(doc: Document = document): void {
  doc.getElementById(STATIC_SPLASH_ID)?.remove();
}
