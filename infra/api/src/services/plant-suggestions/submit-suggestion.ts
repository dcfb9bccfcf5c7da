import { and, count, eq, gt } from 'drizzle-orm';
import type { PlantFactSuggestionResponse } from '@thrive/shared/contracts';
import type { Database } from '../../db/database';
import { outbox, plantFactSuggestions, users } from '../../db/schema';
import { HttpError, unauthorized } from '../../http-errors';
import { knownPlant } from '../plants/known-plant';
import { plantSuggestionEmail, type ValidPlantSuggestion } from './suggestion-email';

/** Enough for a keen gardener's afternoon, too few to flood the operators' mailbox. */
export const PLANT_SUGGESTIONS_PER_DAY = 20;
const DAY_MS = 86_400_000;
export const PLANT_SUGGESTION_THANKS = 'Thank you! We will review your suggestion.';
export const PLANT_SUGGESTION_LIMIT_MESSAGE = `You have sent ${PLANT_SUGGESTIONS_PER_DAY} suggestions in the last 24 hours. Thank you! Please send more tomorrow.`;

/**
 * POST users/{uid}/PlantSuggestion: keeps the suggestion and queues the operators' email
 * (the outbox), both or neither. At most PLANT_SUGGESTIONS_PER_DAY in any 24 hours (429):
 * the gardener's row is locked while counting, so parallel calls cannot slip past the limit.
 */
export async function submitPlantSuggestion(
  db: Database,
  userId: number,
  suggestion: ValidPlantSuggestion,
  { to, at }: { to: string; at: Date },
): Promise<PlantFactSuggestionResponse> {
  return db.transaction(async (tx) => {
    const [user] = await tx
      .select({ email: users.email })
      .from(users)
      .where(eq(users.id, userId))
      .for('update');
    if (!user) throw unauthorized();
    const plant = await knownPlant(tx, suggestion.PlantId);
    const [recent] = await tx
      .select({ sent: count() })
      .from(plantFactSuggestions)
      .where(
        and(
          eq(plantFactSuggestions.userId, userId),
          gt(plantFactSuggestions.createdAt, new Date(at.getTime() - DAY_MS)),
        ),
      );
    if ((recent?.sent ?? 0) >= PLANT_SUGGESTIONS_PER_DAY)
      throw new HttpError(429, PLANT_SUGGESTION_LIMIT_MESSAGE);
    const [saved] = await tx
      .insert(plantFactSuggestions)
      .values({
        userId,
        plantId: plant.id,
        field: suggestion.Field,
        suggestion: suggestion.Suggestion,
        createdAt: at,
      })
      .returning({ id: plantFactSuggestions.id });
    const email = plantSuggestionEmail(suggestion, {
      suggestionId: saved!.id,
      userId,
      userEmail: user.email,
      plant,
    });
    await tx.insert(outbox).values({ userId, to, ...email, createdAt: at });
    return { code: 0, Id: saved!.id, message: PLANT_SUGGESTION_THANKS };
  });
}
