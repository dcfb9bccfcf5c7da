import { z } from 'zod';
import { readSessionJson, writeSessionJson, type Identity } from '@thrive/shared';

/**
 * The gardener's current yard (SPEC §2.4 thrive/table/{currentYardId}): the yard they last
 * viewed in this browser session, kept per gardener in session storage so a reload keeps it.
 */
const CURRENT_YARD_SESSION_KEY = 'thrive.currentYard';

const currentYardSchema = z.object({
  userId: z.number().int().positive(),
  yardId: z.number().int().positive(),
});

/** The pages that show one yard, with where its id sits: yards/view/5, thrive/table/5... */
const YARD_PAGES = [/^\/yards\/(?:view|edit)\/(\d+)/, /^\/zones\/create\/(\d+)/, /^\/thrive\/table\/(\d+)/];

/** The yard a page shows, or null for a page of no one yard (thrive/table/0 is every yard). */
export function yardIdInPath(pathname: string): number | null {
  for (const page of YARD_PAGES) {
    const id = Number(page.exec(pathname)?.[1] ?? 0);
    if (Number.isSafeInteger(id) && id > 0) return id;
  }
  return null;
}

export function rememberCurrentYard(userId: number, yardId: number): void {
  writeSessionJson(CURRENT_YARD_SESSION_KEY, { userId, yardId });
}

/** The yard last viewed by this gardener, else their default yard, else 0 (no yard). */
export function currentYardId(identity: Pick<Identity, 'Id' | 'YardCount' | 'DefaultYardId'>): number {
  if (identity.YardCount === 0) return 0;
  const remembered = readSessionJson(CURRENT_YARD_SESSION_KEY, currentYardSchema);
  if (remembered?.userId === identity.Id) return remembered.yardId;
  return identity.DefaultYardId;
}
