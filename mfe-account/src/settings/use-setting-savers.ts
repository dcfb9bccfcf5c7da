import {
  useSaveDontAskAgainMutation,
  useRecordNotificationsPromptMutation,
  useSetFeatureVideoMutation,
  useSetHelpWizardMutation,
  useSetShowAddPlantMutation,
  useSetThriveScorePromptMutation,
  useTogglePlantTagIdMutation,
} from '@thrive/shared';
import type { IdentityFlag } from '@thrive/shared/contracts';

/** The identity flags the settings page switches. */
export type SettingFlag = Extract<
  IdentityFlag,
  | 'EnableHelpWizard'
  | 'ShowAddPlant'
  | 'ThriveScorePrompt'
  | 'ShowNewFeaturesVideo'
  | 'TogglePlantTagId'
  | 'ShowNotificationsPrompt'
  | 'AskForCamera'
  | 'AskForLocation'
  | 'AskForNotifications'
>;

type Saver = (value: boolean) => Promise<unknown>;

/**
 * How each flag is saved (SPEC §7 "User profile and settings"). Every call puts the value in
 * the identity once the server took it (shared/src/api: identityFollows, togglePlantTagId).
 */
export function useSettingSavers(current: Record<SettingFlag, boolean>): Record<SettingFlag, Saver> {
  const [setHelpWizard] = useSetHelpWizardMutation();
  const [setShowAddPlant] = useSetShowAddPlantMutation();
  const [setThriveScorePrompt] = useSetThriveScorePromptMutation();
  const [setFeatureVideo] = useSetFeatureVideoMutation();
  const [togglePlantTagId] = useTogglePlantTagIdMutation();
  const [recordNotificationsPrompt] = useRecordNotificationsPromptMutation();
  const [saveDontAskAgain] = useSaveDontAskAgainMutation();
  const askAgain =
    (property: 'AskForCamera' | 'AskForLocation' | 'AskForNotifications') => (value: boolean) =>
      saveDontAskAgain({ property, value }).unwrap();
  return {
    EnableHelpWizard: (value) => setHelpWizard(value).unwrap(),
    ShowAddPlant: (value) => setShowAddPlant(value).unwrap(),
    ThriveScorePrompt: (value) => setThriveScorePrompt(value).unwrap(),
    ShowNewFeaturesVideo: (value) => setFeatureVideo(value).unwrap(),
    // A toggle on the server: only sent when the value really changes.
    TogglePlantTagId: async (value) => {
      if (value !== current.TogglePlantTagId) await togglePlantTagId().unwrap();
    },
    // The server can only stop the prompt (PATCH NotificationsPrompt); the switch locks once off.
    ShowNotificationsPrompt: async (value) => {
      if (!value) await recordNotificationsPrompt().unwrap();
    },
    AskForCamera: askAgain('AskForCamera'),
    AskForLocation: askAgain('AskForLocation'),
    AskForNotifications: askAgain('AskForNotifications'),
  };
}
