/**
 * The splash index.html shows before any script runs (SPEC §2.2): its element's id, shared
 * with shell/public/index.html.
 */
export const STATIC_SPLASH_ID = 'app-splash';

/**
 * Takes the static splash out of the page once the app has drawn. CSS already hides it the
 * moment #root has content; removing it also drops its loading status for screen readers.
 */
export function removeStaticSplash(doc: Document = document): void {
  doc.getElementById(STATIC_SPLASH_ID)?.remove();
}
