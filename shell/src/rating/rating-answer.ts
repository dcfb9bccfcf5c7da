import { z } from 'zod';
import { readLocalJson, STORAGE_KEYS, writeLocalJson } from '@thrive/shared';
import type { RatingAnswer } from './rating-rules';

const ratingAnswerSchema = z.object({ answer: z.enum(['rated', 'later']), on: z.string() });
/** Per gardener (by user id), like the days of use. */
const answersByUserSchema = z.record(z.string(), ratingAnswerSchema);

function readAll(): Record<string, RatingAnswer> {
  return readLocalJson(STORAGE_KEYS.ratingAnswer, answersByUserSchema) ?? {};
}

export function readRatingAnswer(userId: number): RatingAnswer | null {
  return readAll()[String(userId)] ?? null;
}

export function storeRatingAnswer(userId: number, answer: RatingAnswer): void {
  writeLocalJson(STORAGE_KEYS.ratingAnswer, { ...readAll(), [String(userId)]: answer });
}
