import { z } from 'zod';
import { wholeId } from './database-ids';
import { userPathSchema } from './identity';
import { calendarDateSchema } from './calendar-date';

export const PLANT_ACTIVITY_NOTES_MAX_LENGTH = 2000;

/**
 * What a gardener did to a plant and when (SPEC §3 plant activity): watered, pruned,
 * fertilized... Completing a task logs one (TaskId names it); the gardener adds others.
 */
export const plantActivitySchema = z.object({
  Id: z.number().int(),
  PlantId: z.number().int(),
  /** The plant in a zone it was done to; 0 when it was not about one zone. */
  PlantZoneId: z.number().int(),
  ZoneName: z.string(),
  CareCategoryId: z.number().int(),
  CareCategory: z.string(),
  Notes: z.string(),
  DoneOn: z.string(),
  TaskId: z.number().int(),
  CreatedAt: z.string(),
});
export type PlantActivity = z.infer<typeof plantActivitySchema>;
/** GET Users/{uid}/PlantActivities/{plantId}/: newest first. */
export const plantActivitiesResponseSchema = z.array(plantActivitySchema);

/** POST users/{uid}/PlantActivity: Id 0 logs a new activity, an Id above 0 changes that one. */
export const plantActivityInputSchema = z.object({
  Id: z.number().int().nonnegative().default(0),
  PlantId: z.number({ message: 'Choose the plant.' }).int().positive('Choose the plant.'),
  PlantZoneId: z.number().int().nonnegative().default(0),
  CareCategoryId: z.number({ message: 'Choose what you did.' }).int().positive('Choose what you did.'),
  Notes: z
    .string()
    .trim()
    .max(
      PLANT_ACTIVITY_NOTES_MAX_LENGTH,
      `Notes must be at most ${PLANT_ACTIVITY_NOTES_MAX_LENGTH} characters.`,
    )
    .default(''),
  DoneOn: calendarDateSchema('date'),
});
export type PlantActivityInput = z.input<typeof plantActivityInputSchema>;

export const plantActivityPathSchema = userPathSchema.extend({
  id: wholeId('id'),
});

/** What a gardener may say is wrong about a plant (POST users/{uid}/PlantSuggestion). */
export const PLANT_FACT_FIELDS = [
  'Name',
  'Sun',
  'Water',
  'Hardiness',
  'Size',
  'Bloom',
  'Care',
  'Photo',
  'Other',
] as const;
export const PLANT_SUGGESTION_MAX_LENGTH = 2000;

/** A gardener's suggested change to a plant's facts, kept for the operator to review. */
export const plantFactSuggestionSchema = z.object({
  PlantId: z.number({ message: 'Choose the plant.' }).int().positive('Choose the plant.'),
  Field: z.enum(PLANT_FACT_FIELDS, { message: 'Choose what should change.' }),
  Suggestion: z
    .string({ message: 'Please tell us what should change.' })
    .trim()
    .min(1, 'Please tell us what should change.')
    .max(PLANT_SUGGESTION_MAX_LENGTH, `Keep it under ${PLANT_SUGGESTION_MAX_LENGTH} characters.`),
});
export type PlantFactSuggestion = z.input<typeof plantFactSuggestionSchema>;
/** Code 0 is success, as in SPEC's other submit answers. */
export const plantFactSuggestionResponseSchema = z.object({
  code: z.number().int(),
  Id: z.number().int(),
  message: z.string(),
});
export type PlantFactSuggestionResponse = z.infer<typeof plantFactSuggestionResponseSchema>;
