import { z } from 'zod';
import { PLANT_SEARCH_TEXT_MAX_LENGTH } from './plant-search';

/** Suggestions a search box shows unless it asks for another number, and the most it may ask for. */
export const SEARCH_SUGGESTIONS_DEFAULT = 8;
export const SEARCH_SUGGESTIONS_MAX = 20;

export const SEARCH_SUGGESTION_MESSAGES = {
  text: 'Type at least one letter of a plant’s name.',
  tooLong: 'The search text is too long.',
  count: `Ask for 1 to ${SEARCH_SUGGESTIONS_MAX} suggestions.`,
} as const;

/** The text typed so far: 1 to 100 characters once blanks around it are trimmed. */
const typedText = z
  .string({ error: SEARCH_SUGGESTION_MESSAGES.text })
  .trim()
  .min(1, SEARCH_SUGGESTION_MESSAGES.text)
  .max(PLANT_SEARCH_TEXT_MAX_LENGTH, SEARCH_SUGGESTION_MESSAGES.tooLong);

/** GET Plants/0/Suggestions?k=&n= — what to suggest for the text typed so far. */
export const searchSuggestionsQuerySchema = z.object({
  k: typedText,
  n: z.coerce
    .number({ error: SEARCH_SUGGESTION_MESSAGES.count })
    .int(SEARCH_SUGGESTION_MESSAGES.count)
    .min(1, SEARCH_SUGGESTION_MESSAGES.count)
    .max(SEARCH_SUGGESTIONS_MAX, SEARCH_SUGGESTION_MESSAGES.count)
    .default(SEARCH_SUGGESTIONS_DEFAULT),
});
type SuggestionsQueryOutput = z.output<typeof searchSuggestionsQuerySchema>;
/** What a client sends: the text, and n when it wants another number than the default. */
export type SearchSuggestionsQuery = Pick<SuggestionsQueryOutput, 'k'> &
  Partial<Pick<SuggestionsQueryOutput, 'n'>>;

/**
 * A catalogue plant one of whose names the text starts (or starts a word of): `Name` is that
 * name as written, which is the common name unless another name or the botanical name matched.
 */
export const plantNameSuggestionSchema = z.object({
  Id: z.number().int(),
  Name: z.string(),
  CommonName: z.string(),
  BotanicalName: z.string(),
  /** As in search results: the gardener's own photo, else the catalogue's picture; '' for none. */
  Thumbnail: z.string(),
});
export type PlantNameSuggestion = z.infer<typeof plantNameSuggestionSchema>;

/** A plant category whose name the text starts (or starts a word of). */
export const categorySuggestionSchema = z.object({ Id: z.number().int(), Name: z.string() });
export type CategorySuggestion = z.infer<typeof categorySuggestionSchema>;

/**
 * The suggestions, at most n in all: the matching categories (there are a dozen, so a few at
 * most) and as many plants as leave room for, the common names' matches first.
 */
export const searchSuggestionsSchema = z.object({
  Plants: z.array(plantNameSuggestionSchema),
  Categories: z.array(categorySuggestionSchema),
});
export type SearchSuggestions = z.infer<typeof searchSuggestionsSchema>;

/** GET Plants/0/DidYouMean?k= — for a search that found nothing. */
export const didYouMeanQuerySchema = z.object({ k: typedText });
export type DidYouMeanQuery = z.output<typeof didYouMeanQuerySchema>;

/** The catalogue's words closest to the text's, in its order ("hydrangia blu" -> "hydrangea blue"); null when none is close. */
export const didYouMeanSchema = z.object({ Text: z.string().nullable() });
export type DidYouMean = z.infer<typeof didYouMeanSchema>;
