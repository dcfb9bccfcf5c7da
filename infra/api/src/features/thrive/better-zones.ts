import type { ThriveTableRow } from '@thrive/shared/contracts';
import { overallRank, THRIVE_SCORE } from '@thrive/shared/thrive';
import type { GardenZone } from './garden-plants';
import { overallIn, type PlantScores } from './table-scores';

/** The Thrive Scorecard suggests at most this many zones per plant. */
const MAX_BETTER_ZONES = 3;

type BetterZone = ThriveTableRow[11][number];
type Score = BetterZone[1];
// overallRank of every score (index: score + 1), looked up once: a table asks it for every row and zone.
const RANK = ([-1, 0, 1, 2] as const).map((score) => overallRank(score));
const rankOf = (score: Score) => RANK[score + 1]!;
const GOOD_RANK = rankOf(THRIVE_SCORE.Good);

interface Candidate {
  zone: GardenZone;
  score: Score;
  rank: number;
  /** 0 in the plant's own yard, 1 in another. */
  elsewhere: number;
  /** Position in the zone list. */
  order: number;
}

const byBestFirst = (a: Candidate, b: Candidate) =>
  a.rank - b.rank || a.elsewhere - b.elsewhere || a.order - b.order;

/**
 * What to change for a plant that is not good where it is (the zone at index `here` of
 * `zones`, the gardener's zone list): the zones (never its own) where it would score good,
 * in its own yard first, then in their other yards; when it would be good nowhere, the
 * zones where it would rank better than here (`overallRank`), best first. Within a rank,
 * the order of the zone list. Each as [ZoneId, overall score there].
 */
export function betterZones(scores: PlantScores, here: number, zones: readonly GardenZone[]): BetterZone[] {
  const hereRank = rankOf(overallIn(scores, here));
  if (hereRank === GOOD_RANK) return [];
  const hereYard = zones[here]!.yardId;
  const better: Candidate[] = [];
  let anyGood = false;
  zones.forEach((zone, order) => {
    if (order === here) return;
    const score = overallIn(scores, order);
    const rank = rankOf(score);
    if (rank >= hereRank) return;
    anyGood ||= rank === GOOD_RANK;
    better.push({ zone, score, rank, elsewhere: zone.yardId === hereYard ? 0 : 1, order });
  });
  // Good zones when there are any; otherwise every zone that ranks better than here.
  const chosen = anyGood ? better.filter((candidate) => candidate.rank === GOOD_RANK) : better;
  return chosen
    .sort(byBestFirst)
    .slice(0, MAX_BETTER_ZONES)
    .map(({ zone, score }) => [zone.id, score]);
}
