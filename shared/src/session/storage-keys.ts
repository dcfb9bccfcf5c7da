/** Browser-storage keys (SPEC §9). SPEC does not name the identity key; this is ours. */
export const STORAGE_KEYS = {
  identity: 'thrive.identity',
} as const;
