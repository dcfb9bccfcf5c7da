/** The launch pad's header title (SPEC §2.3); also in the prerendered index.html. */
export const LAUNCH_PAD_TITLE = 'Launch Pad';
/** The tiles every standard launch pad shows; a mode may add more after them (SPEC §2.3). */
export const ALWAYS_SHOWN_TILES = 6;
