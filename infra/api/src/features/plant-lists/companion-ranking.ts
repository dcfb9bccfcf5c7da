import { FULL_RANGE_SUN_ID, overallRank, THRIVE_SCORE, type ThriveScore } from '@thrive/shared/thrive';
import { readList } from '../../reference-data/reference-files';
import { byCommonName } from './plants-good-in';

/** What the rules compare of a plant: its needs, its adult size and its category. */
export interface CompanionTraits {
  categoryId: number;
  sunRequirementId: number;
  waterRequirementId: number;
  heightMaxIn: number | null;
  spreadMaxIn: number | null;
}

/** A plant that could be a companion, with its overall score where the two would grow. */
export interface CompanionCandidate extends CompanionTraits {
  id: number;
  commonName: string;
  botanicalName: string;
  score: ThriveScore;
}

/** Scores a companion may have: it does well there (good), or nearly (borderline, after). */
export const COMPANION_SCORES: readonly ThriveScore[] = [THRIVE_SCORE.Good, THRIVE_SCORE.Borderline];

/** 3 m in whole inches: a plant taller than this shades and out-roots a bed of herbs or vegetables. */
export const BESIDE_CROPS_MAX_HEIGHT_IN = 118;

const categoryId = (key: string) => readList('plant-categories').find((category) => category.Key === key)?.Id;
const CROP_CATEGORY_IDS = new Set([categoryId('vegetables'), categoryId('herbs')]);
const TREES_CATEGORY_ID = categoryId('trees');

/** Never a tree, or anything over 3 m, beside a herb or a vegetable: the bed is low and sunny. */
export function tooBigBeside(plant: Pick<CompanionTraits, 'categoryId'>, other: CompanionTraits): boolean {
  if (!CROP_CATEGORY_IDS.has(plant.categoryId)) return false;
  return other.categoryId === TREES_CATEGORY_ID || (other.heightMaxIn ?? 0) > BESIDE_CROPS_MAX_HEIGHT_IN;
}

/**
 * How far apart two plants' sun and water needs are: 1 for another sun (none when either
 * takes any sun), plus the steps between their water requirements (ids run dry to wet).
 */
export function needsDistance(plant: CompanionTraits, other: CompanionTraits): number {
  const sunIds = [plant.sunRequirementId, other.sunRequirementId];
  const sun = sunIds.includes(FULL_RANGE_SUN_ID) || sunIds[0] === sunIds[1] ? 0 : 1;
  return sun + Math.abs(plant.waterRequirementId - other.waterRequirementId);
}

/** Far enough that any plant of known size ranks before one of unknown size. */
const UNKNOWN_SIZE = 1000;

/**
 * How far apart two adult sizes are, as ratios (a 2 ft plant is as far from a 1 ft one as a
 * 4 ft one is from it): |ln| of the heights' ratio plus that of the spreads'. When the plant's
 * own size is not known no size is preferred; a companion of unknown size comes last.
 */
export function sizeDistance(plant: CompanionTraits, other: CompanionTraits): number {
  const apart = (mine: number | null, theirs: number | null) => {
    if (!mine || mine <= 0) return 0;
    if (!theirs || theirs <= 0) return UNKNOWN_SIZE;
    return Math.abs(Math.log(theirs / mine));
  };
  return apart(plant.heightMaxIn, other.heightMaxIn) + apart(plant.spreadMaxIn, other.spreadMaxIn);
}

/**
 * How unlike a plant another is, needs and size together: a tree of the same sun and water
 * is further from a perennial than a perennial that wants a little more sun.
 */
const unlikeness = (plant: CompanionTraits, other: CompanionTraits): number =>
  needsDistance(plant, other) + sizeDistance(plant, other);

/**
 * The similarity fallback's order: those that do best where the two would grow first (good,
 * then borderline), then the most alike in needs and size, then by name.
 */
export const bySimilarityTo =
  (plant: CompanionTraits) =>
  (a: CompanionCandidate, b: CompanionCandidate): number =>
    overallRank(a.score) - overallRank(b.score) ||
    unlikeness(plant, a) - unlikeness(plant, b) ||
    byCommonName(a, b);

/** Table companions: those that do best there first, then in the table's order (classics first). */
export const byTableOrder =
  (order: readonly string[]) =>
  (a: CompanionCandidate, b: CompanionCandidate): number =>
    overallRank(a.score) - overallRank(b.score) ||
    order.indexOf(a.botanicalName) - order.indexOf(b.botanicalName);
