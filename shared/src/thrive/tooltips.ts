import type { AmountDirection, TemperatureDirection } from './requirements';
import { THRIVE_SCORE, type FactorScore, type ThriveScore } from './scores';

/** SPEC §8 "Thrive tooltips", verbatim (some texts have no final full stop in SPEC). */
export const THRIVE_TOOLTIPS = {
  sun: {
    tooMuch: 'This Zone has too much sun for this plant.',
    tooLittle: 'This Zone has too little sun for this plant',
    either: 'This Zone has either too much or too little sunlight for this plant.',
    good: 'Sunlight for this plant is optimized for success!',
  },
  water: {
    tooLittle: 'This Zone has too little water for this plant',
    tooMuch: 'This Zone has too much water for this plant',
    either: 'This Zone has either too much or too little moisture for this plant.',
    good: 'Water for this plant is optimized for success!',
  },
  freeze: {
    tooCold: 'This Zone is too cold for this plant.',
    tooHot: 'This Zone is too hot for this plant.',
    either: 'This Zone is either too cold (freeze) or too hot for this plant.',
    good: 'The temperature for this plant is optimized for success!',
  },
  overall: {
    poor: 'This plant will struggle in this Zone. Consider re-locating it',
    borderline:
      'This plant may struggle in this Zone. Either consider relocating it or be prepared to give it extra attention',
    good: 'This plant should thrive in this Zone!',
  },
  unknown: 'There is insufficient information to calculate this value.',
} as const;

export type ThriveKind = 'sun' | 'water' | 'freeze' | 'overall';

type Direction = AmountDirection | TemperatureDirection;

const TEXT_OF_DIRECTION = {
  'too-much': 'tooMuch',
  'too-little': 'tooLittle',
  'too-cold': 'tooCold',
  'too-hot': 'tooHot',
} as const satisfies Record<Direction, string>;

type PoorTexts = { either: string } & Partial<Record<(typeof TEXT_OF_DIRECTION)[Direction], string>>;

/** Without a single direction (an aggregate of mixed directions) the "either" text (DESIGN §7). */
function poorText(texts: PoorTexts, direction: Direction | null | undefined): string {
  return (direction && texts[TEXT_OF_DIRECTION[direction]]) || texts.either;
}

/**
 * The tooltip of a score (SPEC §8). A poor factor names its direction when one is given,
 * otherwise it says "either"; an unknown score of any kind has the one unknown text.
 */
export function tooltip(kind: 'overall', score: ThriveScore): string;
export function tooltip(
  kind: 'sun' | 'water',
  score: FactorScore,
  direction?: AmountDirection | null,
): string;
export function tooltip(kind: 'freeze', score: FactorScore, direction?: TemperatureDirection | null): string;
export function tooltip(kind: ThriveKind, score: ThriveScore, direction?: Direction | null): string {
  if (score === THRIVE_SCORE.Unknown) return THRIVE_TOOLTIPS.unknown;
  if (kind === 'overall') {
    const texts = THRIVE_TOOLTIPS.overall;
    if (score === THRIVE_SCORE.Good) return texts.good;
    return score === THRIVE_SCORE.Borderline ? texts.borderline : texts.poor;
  }
  const texts = THRIVE_TOOLTIPS[kind];
  return score === THRIVE_SCORE.Good ? texts.good : poorText(texts, direction);
}
