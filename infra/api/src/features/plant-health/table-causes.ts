import type { HealthCause } from '@thrive/shared/contracts';
import type { HealthContext } from './health-context';
import { careStepsOf } from './care-steps';
import { sentences, symptomsText } from './health-wording';
import { mismatchVerdict } from './mismatch-verdict';
import { explainedBy } from './score-signs';
import type { SymptomTable } from './symptom-table';

/** Likely (it explains every symptom ticked), possible, then ruled against by the facts. */
const RANK = { likely: 0, possible: 1, against: 2 } as const;

/**
 * Last in the embedded order: the symptom table's general causes of what the gardener
 * ticked, in the order of the symptoms and of each symptom's causes, leaving out those
 * already given. A cause explaining two or more symptoms, all of those ticked, is likely;
 * a mismatch cause that the zone's scores rule against goes last, saying why.
 */
export function tableCauses(
  context: HealthContext,
  table: SymptomTable,
  taken: ReadonlySet<string>,
): HealthCause[] {
  const keys = [...new Set(context.symptoms.flatMap((symptom) => table.causesOf.get(symptom) ?? []))].filter(
    (key) => !taken.has(key),
  );
  const ranked = keys.map((key) => {
    const cause = table.causes.get(key)!;
    const explained = explainedBy(context.symptoms, key, table);
    const explainsAll = context.symptoms.length > 1 && explained.length === context.symptoms.length;
    const verdict = cause.mismatch ? mismatchVerdict(context, cause) : null;
    const rank = verdict?.against ? RANK.against : explainsAll ? RANK.likely : RANK.possible;
    const healthCause: HealthCause = {
      Key: key,
      Name: cause.name,
      Likelihood: rank === RANK.likely ? 'likely' : 'possible',
      Why: sentences(
        cause.about,
        explainsAll
          ? `It would explain ${symptomsText(explained)} together`
          : `It is a common cause of ${symptomsText(explained)}`,
        verdict?.text,
      ),
      CareSteps: careStepsOf(context, cause.careSteps, cause.careTip),
    };
    return { rank, healthCause };
  });
  // Array sort is stable: within a rank the table's order stays.
  return ranked.sort((a, b) => a.rank - b.rank).map(({ healthCause }) => healthCause);
}
