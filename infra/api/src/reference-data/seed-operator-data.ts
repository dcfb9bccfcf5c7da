import { getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../db/database';
import { controlCodes, menuUrls, purchasePrompts, referralCodes, sponsors } from '../db/schema';
import { forgetReferenceData } from '../features/common/reference-cache';
import {
  readOperatorControlCodes,
  readOperatorMenuUrls,
  readOperatorPurchasePrompts,
  readOperatorReferralCodes,
  readOperatorSponsors,
} from './operator-files';

/** `set` of an upsert: every column but the key ones, taken from the row being inserted. */
function fromExcluded(table: PgTable, keys: string[]): Record<string, SQL> {
  return Object.fromEntries(
    Object.entries(getTableColumns(table))
      .filter(([key]) => !keys.includes(key))
      .map(([key, column]) => [key, sql.raw(`excluded.${column.name}`)]),
  );
}

export interface OperatorSeedCounts {
  sponsors: number;
  referralCodes: number;
  menuUrls: number;
  controlCodes: number;
}

/**
 * Writes the operator data of `reference-data/operator/` (see reference-data/README.md).
 * The files are the source of truth: each row is upserted by its id or key, so running it
 * again changes what the files changed and overwrites a database edit of a row the files
 * hold; rows the files do not hold (added by an operator) are left alone.
 */
export async function seedOperatorData(db: Database): Promise<OperatorSeedCounts> {
  const sponsorRows = readOperatorSponsors();
  const codeRows = readOperatorReferralCodes();
  const menuRows = readOperatorMenuUrls().map(({ key, value }) => ({ key, value }));
  const controlRows = readOperatorControlCodes();
  const promptRows = readOperatorPurchasePrompts();

  await db.transaction(async (tx) => {
    if (sponsorRows.length)
      await tx
        .insert(sponsors)
        .values(sponsorRows)
        .onConflictDoUpdate({ target: sponsors.id, set: fromExcluded(sponsors, ['id']) });
    if (codeRows.length)
      await tx
        .insert(referralCodes)
        .values(codeRows)
        .onConflictDoUpdate({ target: referralCodes.id, set: fromExcluded(referralCodes, ['id']) });
    if (promptRows.length)
      await tx
        .insert(purchasePrompts)
        .values(promptRows)
        .onConflictDoUpdate({ target: purchasePrompts.id, set: fromExcluded(purchasePrompts, ['id']) });
    // Explicit ids leave the serial sequences behind: move them on so that a sponsor, code
    // or prompt an operator adds later without an id does not collide with a seeded one.
    for (const table of ['sponsors', 'referral_codes', 'purchase_prompts'])
      await tx.execute(
        sql`select setval(pg_get_serial_sequence(${table}, 'id'), greatest((select max(id) from ${sql.identifier(table)}), 1))`,
      );
    if (menuRows.length)
      await tx
        .insert(menuUrls)
        .values(menuRows)
        .onConflictDoUpdate({ target: menuUrls.key, set: { value: sql.raw('excluded.value') } });
    if (controlRows.length)
      await tx
        .insert(controlCodes)
        .values(controlRows)
        .onConflictDoUpdate({
          target: [controlCodes.groupId, controlCodes.key],
          set: { value: sql.raw('excluded.value') },
        });
  });
  forgetReferenceData(db);
  return {
    sponsors: sponsorRows.length,
    referralCodes: codeRows.length,
    menuUrls: menuRows.length,
    controlCodes: controlRows.length,
  };
}
