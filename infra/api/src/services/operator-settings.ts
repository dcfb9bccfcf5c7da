import { asc, eq } from 'drizzle-orm';
import type { ControlCode, MenuUrl } from '@thrive/shared/contracts';
import type { Database } from '../db/database';
import { controlCodes, menuUrls } from '../db/schema';

/** GET Common/0/MenuUrls: every menu url entry in key order (SPEC §3, both key generations). */
export async function menuUrlList(db: Database): Promise<MenuUrl[]> {
  const rows = await db.select().from(menuUrls).orderBy(asc(menuUrls.key));
  return rows.map(({ key, value }) => ({ Key: key, Value: value }));
}

/** Group id 0 asks for every group. */
export const ALL_CONTROL_CODE_GROUPS = 0;

/** GET Common/{groupId}/ControlCodes: one group's codes, or every group's. */
export async function controlCodeList(db: Database, groupId: number): Promise<ControlCode[]> {
  const rows = await db
    .select()
    .from(controlCodes)
    .where(groupId === ALL_CONTROL_CODE_GROUPS ? undefined : eq(controlCodes.groupId, groupId))
    .orderBy(asc(controlCodes.groupId), asc(controlCodes.key));
  return rows.map(({ groupId: group, key, value }) => ({ GroupId: group, Key: key, Value: value }));
}
