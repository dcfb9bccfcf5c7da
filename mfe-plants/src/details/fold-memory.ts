import { readSession, writeSession } from '@thrive/shared';

/**
 * JSON {[section id]: open}: the sections the gardener opened or closed on a plant's page this
 * browser session, so coming back to the page (or opening the next plant) keeps them.
 */
export const OPEN_SECTIONS_KEY = 'thrive.details.open';

/** From this width the sections start open: there is room, and a mouse is likely. */
const WIDE_SCREEN_QUERY = '(min-width: 900px)';

type OpenSections = Record<string, boolean>;

function readOpenSections(): OpenSections {
  try {
    const value: unknown = JSON.parse(readSession(OPEN_SECTIONS_KEY) ?? '{}');
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return {};
    return Object.fromEntries(
      Object.entries(value).filter((entry): entry is [string, boolean] => typeof entry[1] === 'boolean'),
    );
  } catch {
    return {}; // written by another version or by hand: start afresh
  }
}

/** Whether the gardener left the section open this session; undefined when they never chose. */
function rememberedOpen(id: string): boolean | undefined {
  return readOpenSections()[id];
}

export function rememberOpen(id: string, open: boolean): void {
  writeSession(OPEN_SECTIONS_KEY, JSON.stringify({ ...readOpenSections(), [id]: open }));
}

/** Read once when a section mounts: turning a phone does not fold what the gardener reads. */
function isWideScreen(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia(WIDE_SCREEN_QUERY).matches;
}

/** A section starts as the gardener left it, else open on a wide screen and folded on a phone. */
export const initiallyOpen = (id: string): boolean => rememberedOpen(id) ?? isWideScreen();
