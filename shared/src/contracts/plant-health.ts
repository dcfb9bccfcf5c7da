import { z } from 'zod';
import { DATABASE_ID_MAX } from './database-ids';

/**
 * What a gardener can see wrong with a plant, by key, with the plain name the checkbox
 * shows and a hint that tells look-alikes apart. The server's symptom table
 * (reference-data/health/symptoms.json) has one entry for each key, checked by a test.
 */
export const PLANT_SYMPTOMS = [
  { Key: 'yellowing-leaves', Name: 'Yellowing leaves', Hint: 'Leaves turn pale or yellow' },
  { Key: 'brown-leaf-tips', Name: 'Brown leaf tips or edges', Hint: 'Dry, crisp brown at the tips or rims' },
  { Key: 'leaf-spots', Name: 'Spots on leaves', Hint: 'Brown, black, yellow or pale spots' },
  { Key: 'wilting', Name: 'Wilting', Hint: 'Leaves and stems droop' },
  { Key: 'holes-in-leaves', Name: 'Holes in leaves', Hint: 'Chewed, ragged or lacy leaves' },
  { Key: 'white-powdery-coating', Name: 'White powdery coating', Hint: 'Like flour dusted on the leaves' },
  { Key: 'grey-fuzzy-mould', Name: 'Grey fuzzy mould', Hint: 'Grey fur on flowers, leaves or stems' },
  { Key: 'sticky-residue', Name: 'Sticky leaves', Hint: 'Shiny, sticky film, sometimes turning black' },
  { Key: 'webbing', Name: 'Fine webbing', Hint: 'Silk threads under leaves or between stems' },
  { Key: 'stunted-growth', Name: 'Stunted growth', Hint: 'Small and slow to grow' },
  { Key: 'leaf-drop', Name: 'Leaves falling off', Hint: 'Out of season, green or yellow' },
  { Key: 'no-flowers', Name: 'No flowers', Hint: 'No buds, or buds that never open' },
  { Key: 'rotting-stems', Name: 'Rotting stems or base', Hint: 'Soft, dark or mushy at the soil line' },
  { Key: 'pale-leggy-growth', Name: 'Pale, leggy growth', Hint: 'Long thin stems with few leaves' },
  { Key: 'scorched-patches', Name: 'Scorched patches', Hint: 'Bleached or burnt-looking areas' },
] as const satisfies readonly { Key: string; Name: string; Hint: string }[];

export type PlantSymptom = (typeof PLANT_SYMPTOMS)[number]['Key'];

/** The symptom keys, in the order the form lists them. */
export const PLANT_SYMPTOM_KEYS = PLANT_SYMPTOMS.map((symptom) => symptom.Key) as [
  PlantSymptom,
  ...PlantSymptom[],
];

/** The plain name of a symptom ("Yellowing leaves"). */
export const symptomName = (key: PlantSymptom): string =>
  PLANT_SYMPTOMS.find((symptom) => symptom.Key === key)?.Name ?? key;

/** The messages the gardener reads (ours; SPEC gives no wording). */
export const PLANT_HEALTH_MESSAGES = {
  choosePlant: 'Choose the plant to check.',
  onePlant: 'Choose one of your plants in a zone, or a plant from the catalogue, not both.',
  chooseSymptom: 'Tick at least one symptom.',
  unknownSymptom: 'Choose the symptoms from the list.',
} as const;

/** An id in the body; 0 (or left out) is none. */
const optionalId = (what: string) =>
  z
    .number(`The ${what} must be a number.`)
    .int(`The ${what} must be a whole number.`)
    .min(0, `The ${what} must not be negative.`)
    .max(DATABASE_ID_MAX, `The ${what} is too large.`)
    .default(0);

export const plantSymptomSchema = z.enum(PLANT_SYMPTOM_KEYS, {
  error: (issue) =>
    typeof issue.input === 'string'
      ? `"${issue.input.slice(0, 40)}" is not a symptom we know. ${PLANT_HEALTH_MESSAGES.unknownSymptom}`
      : PLANT_HEALTH_MESSAGES.unknownSymptom,
});

/**
 * POST Plants/0/RunHealthAssessment/ (SPEC §7): what ails a plant. The plant is one of the
 * gardener's plants in a zone (PlantZoneId: its zone's conditions and scores are reasoned
 * from) or a catalogue plant (PlantId: its needs alone). ImageId is one of the gardener's
 * photos, as an upload answers it; only a configured plant health service looks at it.
 */
export const plantHealthRequestSchema = z
  .object({
    PlantZoneId: optionalId('plant in a zone id'),
    PlantId: optionalId('plant id'),
    Symptoms: z
      .array(plantSymptomSchema, PLANT_HEALTH_MESSAGES.chooseSymptom)
      .min(1, PLANT_HEALTH_MESSAGES.chooseSymptom)
      .max(PLANT_SYMPTOMS.length, `Tick at most ${PLANT_SYMPTOMS.length} symptoms.`),
    ImageId: optionalId('photo id'),
  })
  .superRefine((request, context) => {
    if (request.PlantZoneId === 0 && request.PlantId === 0)
      context.addIssue({ code: 'custom', path: ['PlantZoneId'], message: PLANT_HEALTH_MESSAGES.choosePlant });
    if (request.PlantZoneId > 0 && request.PlantId > 0)
      context.addIssue({ code: 'custom', path: ['PlantId'], message: PLANT_HEALTH_MESSAGES.onePlant });
  });
export type PlantHealthRequest = z.input<typeof plantHealthRequestSchema>;
export type ValidPlantHealthRequest = z.output<typeof plantHealthRequestSchema>;

/** Who answered: our own reasoning over our data, or the configured plant health service. */
export const HEALTH_METHODS = ['embedded', 'provider'] as const;
export type HealthMethod = (typeof HEALTH_METHODS)[number];

export const HEALTH_LIKELIHOODS = ['likely', 'possible'] as const;
export type HealthLikelihood = (typeof HEALTH_LIKELIHOODS)[number];

/**
 * What a fact is about: the plant's needs, its zone, its SPEC §5 scores there, the yard's
 * frost dates, the pests our data links to its genus, or the photo.
 */
export const HEALTH_FACT_KINDS = [
  'plant',
  'zone',
  'sun',
  'water',
  'freeze',
  'overall',
  'frost',
  'pests',
  'photo',
] as const;
export type HealthFactKind = (typeof HEALTH_FACT_KINDS)[number];

export const healthCauseSchema = z.object({
  /** Ours ('too-much-water', 'pest-1') or the service's, prefixed 'provider-'. */
  Key: z.string(),
  Name: z.string(),
  Likelihood: z.enum(HEALTH_LIKELIHOODS),
  /** Sentences saying why, citing the facts used ("English Lavender needs dry soil; Bog is wet."). */
  Why: z.string(),
  CareSteps: z.array(z.string()),
});
export type HealthCause = z.infer<typeof healthCauseSchema>;

export const healthFactSchema = z.object({
  Kind: z.enum(HEALTH_FACT_KINDS),
  Text: z.string(),
});
export type HealthFact = z.infer<typeof healthFactSchema>;

/** The assessment: likely causes first, each with why and what to do, and the facts used. */
export const plantHealthAnswerSchema = z.object({
  Method: z.enum(HEALTH_METHODS),
  /** The plant assessed, by its common name. */
  PlantName: z.string(),
  Causes: z.array(healthCauseSchema),
  Facts: z.array(healthFactSchema),
  /** How sure the plant health service is that the plant is healthy (0 to 1), when it says. */
  Healthy: z.number().min(0).max(1).optional(),
});
export type PlantHealthAnswer = z.infer<typeof plantHealthAnswerSchema>;
