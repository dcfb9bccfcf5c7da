import type { CategorySuggestion, PlantNameSuggestion, SearchSuggestions } from '@thrive/shared/contracts';

/** The box asks for suggestions once this many characters are typed. */
export const SUGGEST_MIN_LENGTH = 2;
/** While the gardener types, at most this many recent searches come before the suggestions. */
const RECENT_WHILE_TYPING = 3;

/** An option of the search box's list, in the order the list shows them. */
export type SuggestionItem =
  | { kind: 'recent'; text: string }
  | { kind: 'clear-recent' }
  | { kind: 'plant'; plant: PlantNameSuggestion }
  | { kind: 'category'; category: CategorySuggestion };

/** The groups of the list, each under its heading. */
export const SUGGESTION_GROUPS = {
  recent: 'Recent searches',
  plant: 'Plants',
  category: 'Categories',
} as const;
export type SuggestionGroup = keyof typeof SUGGESTION_GROUPS;

export const groupOf = (item: SuggestionItem): SuggestionGroup =>
  item.kind === 'clear-recent' ? 'recent' : item.kind;

/** A recent search the typed text starts, or starts a word of ("lav" -> "english lavender"). */
function matchesTyped(recent: string, typed: string): boolean {
  return ` ${recent.toLowerCase()}`.includes(` ${typed.toLowerCase()}`) && !sameText(recent, typed);
}
const sameText = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * What the list offers for the text in the box: with an empty box, every recent search and
 * the action that clears them; while typing, the recent searches it matches, then the plant
 * names, then the categories of the latest suggestions (none below SUGGEST_MIN_LENGTH).
 */
export function suggestionItems(
  typed: string,
  recent: readonly string[],
  suggestions: SearchSuggestions | undefined,
): SuggestionItem[] {
  const text = typed.trim();
  if (!text) {
    const all = recent.map((past): SuggestionItem => ({ kind: 'recent', text: past }));
    return all.length ? [...all, { kind: 'clear-recent' }] : [];
  }
  const matching = recent
    .filter((past) => matchesTyped(past, text))
    .slice(0, RECENT_WHILE_TYPING)
    .map((past): SuggestionItem => ({ kind: 'recent', text: past }));
  if (text.length < SUGGEST_MIN_LENGTH || !suggestions) return matching;
  return [
    ...matching,
    ...suggestions.Plants.map((plant): SuggestionItem => ({ kind: 'plant', plant })),
    ...suggestions.Categories.map((category): SuggestionItem => ({ kind: 'category', category })),
  ];
}

/** What the box would show for an item (downshift's itemToString); screen readers read the option itself. */
export function itemText(item: SuggestionItem | null): string {
  if (!item) return '';
  switch (item.kind) {
    case 'recent':
      return item.text;
    case 'clear-recent':
      return 'Clear recent searches';
    case 'plant':
      return item.plant.Name;
    case 'category':
      return item.category.Name;
  }
}

/** A stable key per option, also for downshift's itemToKey. */
export function itemKey(item: SuggestionItem): string {
  switch (item.kind) {
    case 'recent':
      return `recent:${item.text}`;
    case 'clear-recent':
      return 'clear-recent';
    case 'plant':
      return `plant:${item.plant.Id}`;
    case 'category':
      return `category:${item.category.Id}`;
  }
}
