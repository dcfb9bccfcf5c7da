import type { PlantSymptom } from '@thrive/shared/contracts';
import { THRIVE_SCORE, type PlantScorecard } from '@thrive/shared/thrive';
import type { HealthContext, HealthPlace } from './health-context';
import type { ScoreSign, SymptomTable } from './symptom-table';
import {
  asSentence,
  hardiness,
  sunNeed,
  waterNeed,
  yardHardiness,
  zoneSun,
  zoneWater,
} from './health-wording';

export type Factor = ScoreSign['factor'];

export const SCORECARD_KEY = { sun: 'Sun', water: 'Water', freeze: 'Freeze' } as const satisfies Record<
  Factor,
  keyof PlantScorecard
>;

/** Water, then sun, then freeze: a water or sun mismatch is the usual cause of an ailing plant. */
const FACTOR_ORDER: readonly Factor[] = ['water', 'sun', 'freeze'];

export const sameSign = (a: ScoreSign, b: ScoreSign): boolean =>
  a.factor === b.factor && a.direction === b.direction;

/** The plant's poor scores in its zone with their direction (DESIGN §7), in FACTOR_ORDER. */
export function scoreSigns(place: HealthPlace | null): ScoreSign[] {
  if (!place) return [];
  return FACTOR_ORDER.flatMap((factor) => {
    const { Score, Direction } = place.scores[SCORECARD_KEY[factor]];
    return Score === THRIVE_SCORE.Poor && Direction ? [{ factor, direction: Direction }] : [];
  });
}

/** The chosen symptoms the table lists a cause for. */
export const explainedBy = (symptoms: readonly PlantSymptom[], causeKey: string, table: SymptomTable) =>
  symptoms.filter((symptom) => table.causesOf.get(symptom)?.includes(causeKey));

/** What the plant needs of a factor, as a sentence ('' when not known). */
export function needOf(context: HealthContext, factor: Factor): string {
  const { plant } = context;
  return factor === 'water' ? waterNeed(plant) : factor === 'sun' ? sunNeed(plant) : hardiness(plant);
}

/** What the zone (or its yard) offers of a factor. */
export function offerOf(place: HealthPlace, factor: Factor): string {
  return factor === 'water' ? zoneWater(place) : factor === 'sun' ? zoneSun(place) : yardHardiness(place);
}

const BEYOND: Record<ScoreSign['direction'], string> = {
  'too-much': 'more than that',
  'too-little': 'less than that',
  'too-cold': 'colder than that',
  'too-hot': 'warmer than that',
};

/**
 * The two facts a poor score rests on, and the Thrive Scorecard's word for it:
 * "English Lavender needs dry soil; Bog is wet. The Thrive Scorecard says: This Zone has
 * too much water for this plant."
 */
export function mismatchFacts(context: HealthContext, place: HealthPlace, sign: ScoreSign): string {
  const offer = offerOf(place, sign.factor);
  // "Bog is wet" says the direction itself; "gets part shade" and a hardiness zone do not.
  const beyond = sign.factor === 'water' ? '' : `, ${BEYOND[sign.direction]}`;
  const tooltip = place.scores[SCORECARD_KEY[sign.factor]].Tooltip;
  return `${needOf(context, sign.factor)}; ${offer}${beyond}. The Thrive Scorecard says: ${asSentence(tooltip)}`;
}
