import type { HealthCause, HealthFact, PlantHealthAnswer } from '@thrive/shared/contracts';
import type { HealthContext } from './health-context';
import { healthFacts } from './health-facts';
import type { HealthServiceAnswer } from './health-provider';
import { pestCauses } from './pest-causes';
import { providerCauses, providerPhotoFact } from './provider-causes';
import { scoreCauses } from './score-causes';
import type { SymptomTable } from './symptom-table';
import { tableCauses } from './table-causes';

/** Said when a photo came with a request only our own reasoning answered. */
export const PHOTO_NOT_READ =
  'Your photo is kept with your photos; this assessment reasons from the symptoms you ticked and our data, not from the photo.';

/**
 * Our own assessment, offline (DESIGN §4 Providers, the embedded default): the plant's score
 * mismatches in its zone first, then the pests of its genus that leave these signs, then the
 * symptom table's general causes. Every cause says which facts it rests on.
 */
export function embeddedAssessment(
  context: HealthContext,
  table: SymptomTable,
  { withPhoto }: { withPhoto: boolean },
): PlantHealthAnswer {
  const fromScores = scoreCauses(context, table);
  const fromPests = pestCauses(context, table);
  const taken = new Set([...fromScores, ...fromPests].map((cause) => cause.Key));
  const facts: HealthFact[] = healthFacts(context);
  if (withPhoto) facts.push({ Kind: 'photo', Text: PHOTO_NOT_READ });
  return {
    Method: 'embedded',
    PlantName: context.plant.commonName,
    Causes: [...fromScores, ...fromPests, ...tableCauses(context, table, taken)],
    Facts: facts,
  };
}

const likelyFirst = (causes: HealthCause[]) =>
  [...causes].sort((a, b) => Number(a.Likelihood !== 'likely') - Number(b.Likelihood !== 'likely'));

/**
 * The service's assessment of the photo, with our score-based causes and facts beside it:
 * what the zone does to the plant is something a photo cannot show.
 */
export function providerAssessment(
  context: HealthContext,
  table: SymptomTable,
  answer: HealthServiceAnswer,
): PlantHealthAnswer {
  const healthy = answer.result.is_healthy;
  return {
    Method: 'provider',
    PlantName: context.plant.commonName,
    Causes: likelyFirst([...providerCauses(answer), ...scoreCauses(context, table)]),
    Facts: [providerPhotoFact(answer), ...healthFacts(context)],
    ...(healthy ? { Healthy: healthy.probability } : {}),
  };
}
