import { and, eq } from 'drizzle-orm';
import type { ZoneConditions } from '@thrive/shared/thrive';
import type { Database } from '../../db/database';
import { users, yards, zones } from '../../db/schema';
import type { DesignRow } from './owned-design';

/**
 * Where a design's plants are scored: the design's own sun and water, and the hardiness
 * zone of its zone's yard, else of the gardener's default yard, else 0 (not known, so the
 * freeze score is left out of "good" rather than ruling every plant out).
 */
export async function designConditions(db: Database, design: DesignRow): Promise<ZoneConditions> {
  return {
    sunRequirementId: design.sunRequirementId,
    waterRequirementId: design.waterRequirementId,
    yardHardinessZoneId: await designHardiness(db, design),
  };
}

async function designHardiness(db: Database, design: DesignRow): Promise<number> {
  if (design.zoneId) {
    const [ofZone] = await db
      .select({ hardiness: yards.hardinessZoneId })
      .from(zones)
      .innerJoin(yards, eq(yards.id, zones.yardId))
      .where(and(eq(zones.id, design.zoneId), eq(zones.userId, design.userId)));
    if (ofZone?.hardiness) return ofZone.hardiness;
  }
  const [ofDefaultYard] = await db
    .select({ hardiness: yards.hardinessZoneId })
    .from(users)
    .innerJoin(yards, and(eq(yards.id, users.defaultYardId), eq(yards.userId, users.id)))
    .where(eq(users.id, design.userId));
  return ofDefaultYard?.hardiness ?? 0;
}
