import { readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { PLANT_SYMPTOM_KEYS, type PlantSymptom } from '@thrive/shared/contracts';
import { REFERENCE_DATA_ROOT } from '../../reference-data/reference-files';

/** The symptom table, written by us (reference-data/health/symptoms.json explains each part). */
export const SYMPTOM_TABLE_FILE = path.join(REFERENCE_DATA_ROOT, 'health', 'symptoms.json');

const symptomKey = z.enum(PLANT_SYMPTOM_KEYS);
const sentence = z.string().min(10);

/** A poor Thrive score in one direction (DESIGN §7) that points to a cause. */
const scoreSignSchema = z.strictObject({
  factor: z.enum(['sun', 'water', 'freeze']),
  direction: z.enum(['too-much', 'too-little', 'too-cold', 'too-hot']),
});
export type ScoreSign = z.infer<typeof scoreSignSchema>;

const causeSchema = z.strictObject({
  key: z.string().regex(/^[a-z]+(-[a-z]+)*$/, 'a cause key is lower-case words joined by hyphens'),
  name: z.string().min(3),
  about: sentence,
  /** The plant's own care tips that join the steps: a care category, narrowed to a tip Group. */
  careTip: z.strictObject({ category: z.string().min(3), group: z.string().min(3).optional() }),
  /** The cause is the mismatch itself: a zone scoring good on that factor makes it unlikely. */
  mismatch: z.boolean().default(false),
  raisedBy: z.array(scoreSignSchema),
  careSteps: z.array(sentence).min(1),
});
export type TableCause = z.infer<typeof causeSchema>;

const symptomSchema = z.strictObject({
  key: symptomKey,
  causes: z.array(z.string()).min(1),
});

const pestSignSchema = z.strictObject({
  pestId: z.number().int().positive(),
  /** The pest's name in lists/pests.json, so the file reads without it (checked by a test). */
  pest: z.string().min(3),
  symptoms: z.array(symptomKey),
  careSteps: z.array(sentence).min(1),
});
type PestSign = z.infer<typeof pestSignSchema>;

const fileSchema = z
  .strictObject({
    about: sentence,
    causes: z.array(causeSchema).min(1),
    symptoms: z.array(symptomSchema),
    pestSigns: z.array(pestSignSchema),
  })
  .superRefine((file, context) => {
    const causes = new Set(file.causes.map((cause) => cause.key));
    if (causes.size !== file.causes.length)
      context.addIssue({ code: 'custom', message: 'a cause key is repeated' });
    for (const cause of file.causes)
      if (cause.mismatch && cause.raisedBy.length !== 1)
        context.addIssue({
          code: 'custom',
          message: `mismatch cause ${cause.key} must be raised by one score`,
        });
    const symptoms = file.symptoms.map((symptom) => symptom.key);
    for (const key of PLANT_SYMPTOM_KEYS)
      if (symptoms.filter((listed) => listed === key).length !== 1)
        context.addIssue({ code: 'custom', message: `symptom ${key} must be listed exactly once` });
    for (const symptom of file.symptoms)
      for (const cause of symptom.causes)
        if (!causes.has(cause))
          context.addIssue({
            code: 'custom',
            message: `symptom ${symptom.key} names unknown cause ${cause}`,
          });
  });

/** The table as the reasoning reads it: causes by key, each symptom's causes, each pest's signs. */
export interface SymptomTable {
  causes: ReadonlyMap<string, TableCause>;
  /** Cause keys per symptom, most common first. */
  causesOf: ReadonlyMap<PlantSymptom, readonly string[]>;
  pestSigns: ReadonlyMap<number, PestSign>;
  /** The causes in file order, for lists that keep the table's order. */
  causeOrder: readonly string[];
}

/** Reads and checks a symptom table file; a mistake in it fails loudly, naming the file. */
export function readSymptomTable(file = SYMPTOM_TABLE_FILE): SymptomTable {
  const parsed = fileSchema.safeParse(JSON.parse(readFileSync(file, 'utf8')));
  if (!parsed.success)
    throw new Error(`${path.relative(REFERENCE_DATA_ROOT, file)}: ${parsed.error.message}`);
  const { causes, symptoms, pestSigns } = parsed.data;
  return {
    causes: new Map(causes.map((cause) => [cause.key, cause])),
    causesOf: new Map(symptoms.map((symptom) => [symptom.key, symptom.causes])),
    pestSigns: new Map(pestSigns.map((sign) => [sign.pestId, sign])),
    causeOrder: causes.map((cause) => cause.key),
  };
}

let table: SymptomTable | undefined;

/** The table of this release, read once per process: it changes only with the code. */
export function symptomTable(): SymptomTable {
  table ??= readSymptomTable();
  return table;
}
