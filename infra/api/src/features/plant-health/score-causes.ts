import type { HealthCause } from '@thrive/shared/contracts';
import type { HealthContext } from './health-context';
import { careStepsOf } from './care-steps';
import { sentences, symptomsText } from './health-wording';
import { explainedBy, mismatchFacts, sameSign, scoreSigns } from './score-signs';
import type { SymptomTable } from './symptom-table';

/**
 * First in the embedded order: the causes a poor score of the plant in its zone points to
 * (the table's `raisedBy`), for the symptoms that cause explains. Each cites the plant's
 * need, what the zone offers and the Thrive Scorecard's tooltip; each is likely.
 */
export function scoreCauses(context: HealthContext, table: SymptomTable): HealthCause[] {
  const { place } = context;
  if (!place) return [];
  const causes: HealthCause[] = [];
  for (const sign of scoreSigns(place))
    for (const key of table.causeOrder) {
      const cause = table.causes.get(key)!;
      if (causes.some((taken) => taken.Key === key)) continue;
      if (!cause.raisedBy.some((raised) => sameSign(raised, sign))) continue;
      const explained = explainedBy(context.symptoms, key, table);
      if (explained.length === 0) continue;
      causes.push({
        Key: key,
        Name: cause.name,
        Likelihood: 'likely',
        Why: sentences(
          mismatchFacts(context, place, sign),
          cause.about,
          `It would explain the ${symptomsText(explained)}`,
        ),
        CareSteps: careStepsOf(context, cause.careSteps, cause.careTip),
      });
    }
  return causes;
}
