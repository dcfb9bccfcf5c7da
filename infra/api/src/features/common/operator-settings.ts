import { asc, eq } from 'drizzle-orm';
import type { ControlCode, MenuUrl } from '@thrive/shared/contracts';
import type { Database } from '../../db/database';
import { controlCodes, menuUrls } from '../../db/schema';
import { cachedReference } from './reference-cache';

/** GET Common/0/MenuUrls: every menu url entry in key order (SPEC §3, both key generations). */
export function menuUrlList(db: Database): Promise<readonly MenuUrl[]> {
  return cachedReference(db, 'menu-urls', async () => {
    const rows = await db.select().from(menuUrls).orderBy(asc(menuUrls.key));
    return Object.freeze(rows.map(({ key, value }) => Object.freeze({ Key: key, Value: value })));
  });
}

/** Group id 0 asks for every group. */
const ALL_CONTROL_CODE_GROUPS = 0;

/** GET Common/{groupId}/ControlCodes: one group's codes, or every group's. */
export function controlCodeList(db: Database, groupId: number): Promise<readonly ControlCode[]> {
  return cachedReference(db, `control-codes:${groupId}`, async () => {
    const rows = await db
      .select()
      .from(controlCodes)
      .where(groupId === ALL_CONTROL_CODE_GROUPS ? undefined : eq(controlCodes.groupId, groupId))
      .orderBy(asc(controlCodes.groupId), asc(controlCodes.key));
    return Object.freeze(
      rows.map(({ groupId: group, key, value }) => Object.freeze({ GroupId: group, Key: key, Value: value })),
    );
  });
}
