import type { HealthCause } from '@thrive/shared/contracts';
import type { HealthContext } from './health-context';
import { careStepsOf } from './care-steps';
import { sentences, symptomsText } from './health-wording';
import type { SymptomTable } from './symptom-table';

/** The care tips a pest adds to its own steps: the plant's pest control tip. */
const PEST_TIP = { category: 'Pest Control', group: 'pests' } as const;

/** Cause key of a pest of lists/pests.json. */
const pestCauseKey = (pestId: number): string => `pest-${pestId}`;

/**
 * Second in the embedded order: the pests our data links to the plant's genus that leave
 * what the gardener sees (the table's `pestSigns`), each named, likely, with what to do.
 */
export function pestCauses(context: HealthContext, table: SymptomTable): HealthCause[] {
  const { plant } = context;
  return context.pests.flatMap((pest) => {
    const sign = table.pestSigns.get(pest.id);
    const explained = context.symptoms.filter((symptom) => sign?.symptoms.includes(symptom));
    if (!sign || explained.length === 0) return [];
    const name = pest.scientificName ? `${pest.name} (${pest.scientificName})` : pest.name;
    return [
      {
        Key: pestCauseKey(pest.id),
        Name: pest.name,
        Likelihood: 'likely' as const,
        Why: sentences(
          `Our pest data names ${name} as a pest of ${plant.genus} plants, and ${plant.commonName} (${plant.botanicalName}) is one`,
          `Its signs include ${symptomsText(explained)}`,
        ),
        CareSteps: careStepsOf(context, sign.careSteps, PEST_TIP),
      },
    ];
  });
}
