import { SUGGEST_MESSAGES, type suggestPlantsRequestSchema } from '@thrive/shared/contracts';
import type { ZoneConditions } from '@thrive/shared/thrive';
import type { z } from 'zod';
import type { Database } from '../../db/database';
import { badRequest } from '../../http-errors';
import { ownedYard } from '../common/owned-yard';
import { ownedZone } from '../common/owned-zone';

export type SuggestCriteria = z.output<typeof suggestPlantsRequestSchema>;

/**
 * The spot a suggestion is for. A ZoneId of the gardener's gives its sun and water and its
 * yard's hardiness zone; a YardId gives the hardiness zone; whatever they leave unknown (a
 * zone or yard not filled in yet) is taken from the values chosen in the form. Both ids
 * must be the caller's (404 for another's, as for none), as every id in a body is checked (SPEC §6).
 */
export async function spotConditions(
  db: Database,
  userId: number,
  spot: SuggestCriteria,
): Promise<ZoneConditions> {
  let sun = 0;
  let water = 0;
  let hardiness = 0;
  if (spot.ZoneId > 0) {
    const zone = await ownedZone(db, userId, spot.ZoneId);
    const yard = await ownedYard(db, userId, zone.yardId);
    sun = zone.sunRequirementId;
    water = zone.waterRequirementId;
    hardiness = yard.hardinessZoneId;
  }
  if (spot.YardId > 0) {
    const yard = await ownedYard(db, userId, spot.YardId);
    hardiness ||= yard.hardinessZoneId;
  }
  const conditions: ZoneConditions = {
    sunRequirementId: sun || spot.SunRequirementId,
    waterRequirementId: water || spot.WaterRequirementId,
    yardHardinessZoneId: hardiness || spot.HardinessZoneId,
  };
  const fields: Record<string, string> = {};
  if (!conditions.sunRequirementId) fields['body.SunRequirementId'] = SUGGEST_MESSAGES.sun;
  if (!conditions.waterRequirementId) fields['body.WaterRequirementId'] = SUGGEST_MESSAGES.water;
  if (!conditions.yardHardinessZoneId) fields['body.HardinessZoneId'] = SUGGEST_MESSAGES.zone;
  const [first] = Object.values(fields);
  if (first) throw badRequest(first, fields);
  return conditions;
}
