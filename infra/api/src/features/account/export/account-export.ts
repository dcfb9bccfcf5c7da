import type { AccountExport } from '@thrive/shared/contracts';
import type { Database } from '../../../db/database';
import { unauthorized } from '../../../http-errors';
import { profileOf } from '../profile';
import { plantRows, taskRows, yardRows, zoneRows } from './garden-rows';
import { designRows, favoriteRows, imageRows, noteRows } from './personal-rows';
import { questionRows } from './question-rows';
import { sharedYardRows } from './shared-yard-rows';

/**
 * GET users/{uid}/export: everything the gardener keeps with us (issue 14). Every query is
 * filtered by `userId`; the route guard has already made sure it is the caller's own.
 * Read in one transaction so the lists agree with each other (a zone's plants with its zone).
 */
export async function accountExport(db: Database, userId: number, at: Date): Promise<AccountExport> {
  return db.transaction(async (tx) => {
    const profile = await profileOf(tx, userId);
    // The token was live a moment ago: the account was deleted meanwhile.
    if (!profile) throw unauthorized();
    return {
      exportedAt: at.toISOString(),
      profile,
      yards: await yardRows(tx, userId),
      zones: await zoneRows(tx, userId),
      plants: await plantRows(tx, userId),
      tasks: await taskRows(tx, userId),
      notes: await noteRows(tx, userId),
      favorites: await favoriteRows(tx, userId),
      designs: await designRows(tx, userId),
      images: await imageRows(tx, userId),
      questions: await questionRows(tx, userId),
      sharedYards: await sharedYardRows(tx, userId),
    };
  });
}
