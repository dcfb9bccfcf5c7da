import type { z } from 'zod';
import { type plantRequestSchema, type PlantRequest } from '../contracts/plant-request';

/** The form's data once valid: what POST users/{uid}/PlantRequest/ sends (trimmed). */
export type PlantRequestForm = z.output<typeof plantRequestSchema>;
export type PlantRequestField = keyof PlantRequest;

/** Form order, so the joined toast reads top to bottom. */
export const PLANT_REQUEST_FIELDS: readonly PlantRequestField[] = [
  'botanicalName',
  'commonName',
  'userEmail',
];
