import { THRIVE_SCORE, type FactorScore, type ThriveScore } from './scores';

/**
 * The overall score (DESIGN §7, SPEC is silent): freeze poor -> 0; sun and water both
 * poor -> 0; sun two or more broad classes away from the plant's range -> 0; exactly one of
 * sun and water poor -> 2 (borderline); otherwise any unknown -> -1; otherwise 1. A poor
 * factor decides before an unknown one: what we know is bad is worth saying. A tomato in
 * full shade or a shade groundcover in full sun is not "borderline": it will not grow well.
 */
export function overallScore(
  sun: FactorScore,
  water: FactorScore,
  freeze: FactorScore,
  sunClassesAway = 0,
): ThriveScore {
  if (freeze === THRIVE_SCORE.Poor) return THRIVE_SCORE.Poor;
  const poor = [sun, water].filter((score) => score === THRIVE_SCORE.Poor).length;
  if (poor === 2) return THRIVE_SCORE.Poor;
  if (sunClassesAway >= SUN_CLASSES_AWAY_POOR) return THRIVE_SCORE.Poor;
  if (poor === 1) return THRIVE_SCORE.Borderline;
  if ([sun, water, freeze].includes(THRIVE_SCORE.Unknown)) return THRIVE_SCORE.Unknown;
  return THRIVE_SCORE.Good;
}

/** A zone this many broad sun classes from the plant's range makes the plant poor overall. */
export const SUN_CLASSES_AWAY_POOR = 2;
