import type { z } from 'zod';
import { plantRequestSchema, type PlantRequest } from '../contracts/plant-request';
import { checkForm, type FormCheck } from './form-errors';

/** The form's data once valid: what POST users/{uid}/PlantRequest/ sends (trimmed). */
export type PlantRequestForm = z.output<typeof plantRequestSchema>;
export type PlantRequestField = keyof PlantRequest;

/** Form order, so the joined toast reads top to bottom. */
export const PLANT_REQUEST_FIELDS: readonly PlantRequestField[] = [
  'botanicalName',
  'commonName',
  'userEmail',
];

/**
 * SPEC §5 Add-plant request, with the contract's rules and messages: the data to send, or
 * one toast text and the fields to highlight.
 */
export function checkPlantRequest(input: unknown): FormCheck<PlantRequestForm, PlantRequestField> {
  return checkForm(plantRequestSchema, input, PLANT_REQUEST_FIELDS);
}
