import { and, ne, type SQL } from 'drizzle-orm';
import type { ZoneConditions } from '@thrive/shared/thrive';
import type { Database } from '../../db/database';
import { plants } from '../../db/schema';
import { COMPANION_SCORES, type CompanionCandidate } from './companion-ranking';
import { hardyPlantsScoredIn } from './plants-good-in';

/**
 * Catalogue plants that do well in `spot` (overall good or borderline by scorePlantInZone,
 * the Thrive Scorecard's rules), never a noxious or invasive weed (issue 28). `where`
 * narrows them further. Only plants whose sun and water needs are known and that are known
 * to be hardy in the spot's zone are read: a companion must live through the same winter,
 * and an unknown need can turn a poor factor into "borderline" without vouching for anything.
 */
export async function companionCandidates(
  db: Database,
  spot: ZoneConditions,
  where?: SQL,
): Promise<CompanionCandidate[]> {
  // A need we do not know is no need we can match: such a plant is never vouched for.
  const known = and(ne(plants.sunRequirementId, 0), ne(plants.waterRequirementId, 0), where);
  const scored = await hardyPlantsScoredIn(db, spot, known);
  return scored.filter((plant) => COMPANION_SCORES.includes(plant.score));
}
