import { STORAGE_KEYS, writeLocal } from '@thrive/shared';

/** SPEC §2.3, §2.4: Suggest a Plant starts afresh: the stored suggest filter is cleared first. */
export function clearSuggestDraft(): void {
  writeLocal(STORAGE_KEYS.suggestFilter, null);
}
