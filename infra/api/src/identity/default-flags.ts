import type { IdentityFlag } from '@thrive/shared/contracts';

/**
 * Flags a new gardener starts with: the full app (landscaping, suggest a plant, pest
 * management) and the first-visit prompts. Sponsor features (store, forums, featured
 * plants) and the search-user and help-wizard modes are set per user.
 */
export const DEFAULT_FLAGS: readonly IdentityFlag[] = [
  'AccessLandscaping',
  'SuggestPlant',
  'ShowPestManagement',
  'ShowAddPlant',
  'ThriveScorePrompt',
  'ShowWelcomePopup',
  'ShowNicknamePopup',
  'AskForCamera',
  'AskForLocation',
  'AskForNotifications',
];
