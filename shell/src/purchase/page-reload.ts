/**
 * Reloading the page, as an object so a test can watch it (jsdom cannot navigate). SPEC §8:
 * "A failed purchase reloads the page."
 */
export const pageReload = {
  reload(): void {
    globalThis.location.reload();
  },
};
