import type { PlantFactSuggestionResponse } from '@thrive/shared/contracts';
import type { Database } from '../../db/database';
import { plantFactSuggestions } from '../../db/schema';
import { sendWithinDailyLimit, type DailyLimit } from '../common/daily-limited-mail';
import { knownPlant } from '../common/known-plant';
import { plantSuggestionEmail, type ValidPlantSuggestion } from './suggestion-email';

/** Enough for a keen gardener's afternoon, too few to flood the operators' mailbox. */
export const PLANT_SUGGESTIONS_PER_DAY = 20;
const PLANT_SUGGESTION_THANKS = 'Thank you! We will review your suggestion.';
export const PLANT_SUGGESTION_LIMIT_MESSAGE = `You have sent ${PLANT_SUGGESTIONS_PER_DAY} suggestions in the last 24 hours. Thank you! Please send more tomorrow.`;
const SUGGESTION_LIMIT: DailyLimit = {
  perDay: PLANT_SUGGESTIONS_PER_DAY,
  message: PLANT_SUGGESTION_LIMIT_MESSAGE,
  counted: {
    table: plantFactSuggestions,
    userId: plantFactSuggestions.userId,
    createdAt: plantFactSuggestions.createdAt,
  },
};

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
  const plant = await knownPlant(db, suggestion.PlantId);
  return sendWithinDailyLimit(db, { userId, to, at }, SUGGESTION_LIMIT, async (tx, user) => {
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
    const mail = plantSuggestionEmail(suggestion, {
      suggestionId: saved!.id,
      userId,
      userEmail: user.email,
      plant,
    });
    return { mail, result: { code: 0, Id: saved!.id, message: PLANT_SUGGESTION_THANKS } };
  });
}
