import { THRIVE_SCORE, THRIVE_TOOLTIPS } from '@thrive/shared/thrive';
import type { HealthContext, HealthPlace } from './health-context';
import { frostSeason } from './frost-season';
import { sentences, yardHardiness } from './health-wording';
import { mismatchFacts, needOf, offerOf, SCORECARD_KEY } from './score-signs';
import type { ScoreSign, TableCause } from './symptom-table';

/** What the facts say of a cause that is a mismatch itself: the sentence, and whether they rule against it. */
export interface Verdict {
  against: boolean;
  text: string;
}

const lower = (text: string) => text.toLowerCase();

/** Frost damage hangs on the time of year as much as on the hardiness zone. */
function frostVerdict(context: HealthContext, place: HealthPlace, hardinessText: string): Verdict {
  const season = frostSeason(context.today, place.yardName, place.frost);
  if (!season) return { against: false, text: hardinessText };
  return { against: !season.now, text: sentences(hardinessText, season.text) };
}

/** What the zone has when it scores poor the other way: "more water than it needs". */
const ZONE_HAS = {
  'too-much': 'more',
  'too-little': 'less',
  'too-cold': 'colder',
  'too-hot': 'warmer',
} as const;

/** Where the yard's winter stands against the plant's hardiness range. */
function hardinessText(context: HealthContext, place: HealthPlace, good: boolean, direction: string | null) {
  const { plant } = context;
  if (good)
    return `${yardHardiness(place)}, within the zones ${plant.zoneLow} to ${plant.zoneHigh} that ${plant.commonName} is hardy in`;
  return `${needOf(context, 'freeze')}; ${offerOf(place, 'freeze')}, ${direction === 'too-cold' ? 'colder' : 'warmer'} than that`;
}

/** A factor the zone scores good on, or poor the other way, rules against the cause; poor this way supports it. */
function judged(context: HealthContext, place: HealthPlace, sign: ScoreSign, cause: TableCause): Verdict {
  const factor = place.scores[SCORECARD_KEY[sign.factor]];
  const good = factor.Score === THRIVE_SCORE.Good;
  const unlikely = `so ${lower(cause.name)} is unlikely`;
  if (!good && factor.Direction === sign.direction)
    return { against: false, text: mismatchFacts(context, place, sign) };
  if (sign.factor === 'freeze') {
    const text = hardinessText(context, place, good, factor.Direction);
    if (sign.direction === 'too-cold') return frostVerdict(context, place, text);
    return { against: true, text: `${text}, ${unlikely}` };
  }
  const need = needOf(context, sign.factor);
  const offer = offerOf(place, sign.factor);
  if (good) return { against: true, text: `${offer} and ${need}: the spot suits it, ${unlikely}` };
  const has = ZONE_HAS[factor.Direction ?? sign.direction];
  return { against: true, text: `${need}; ${offer}, ${has} ${sign.factor} than it needs, ${unlikely}` };
}

/**
 * Weighs a mismatch cause (too much water, too little sun, frost ...) against the plant's
 * scores in its zone: a good score rules against it, so it goes last with the facts that
 * say so; an unknown score cannot judge it. Without a zone, the plant's need is cited.
 */
export function mismatchVerdict(context: HealthContext, cause: TableCause): Verdict {
  const sign = cause.raisedBy[0]!;
  const { place } = context;
  if (!place) return { against: false, text: needOf(context, sign.factor) };
  const factor = place.scores[SCORECARD_KEY[sign.factor]];
  if (factor.Score === THRIVE_SCORE.Unknown) {
    const text = `The Thrive Scorecard cannot judge the ${sign.factor} for ${context.plant.commonName} in ${place.zoneName}: ${THRIVE_TOOLTIPS.unknown}`;
    if (sign.direction === 'too-cold') return frostVerdict(context, place, text);
    return { against: false, text };
  }
  return judged(context, place, sign, cause);
}
