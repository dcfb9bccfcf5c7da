import type { z } from 'zod';
import type { plantFactSuggestionSchema } from '@thrive/shared/contracts';

/** A suggestion as the contract leaves it: trimmed, the field one of PLANT_FACT_FIELDS. */
export type ValidPlantSuggestion = z.output<typeof plantFactSuggestionSchema>;

interface SuggestionContext {
  suggestionId: number;
  userId: number;
  userEmail: string;
  plant: { commonName: string; botanicalName: string };
}

/** The operators' email: which plant, which fact, what the gardener says, and who said it. */
export function plantSuggestionEmail(suggestion: ValidPlantSuggestion, context: SuggestionContext) {
  const { plant } = context;
  return {
    subject: `Plant suggestion: ${plant.commonName} (${plant.botanicalName}), ${suggestion.Field}`,
    body: [
      `A gardener suggested a change to a plant's facts.`,
      ``,
      `Plant: ${plant.commonName} (${plant.botanicalName}), id ${suggestion.PlantId}`,
      `What should change: ${suggestion.Field}`,
      `Suggestion:`,
      suggestion.Suggestion,
      ``,
      `Gardener: ${context.userEmail} (user ${context.userId})`,
      `Suggestion ${context.suggestionId}: mark it accepted or declined once reviewed.`,
    ].join('\n'),
  };
}
