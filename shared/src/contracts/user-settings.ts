import { z } from 'zod';
import { landingPageSchema, type IdentityFlag } from './identity';
import { taskSortFilterSchema } from './tasks';

/**
 * The identity flags a gardener switches on the Settings screen (SPEC §2.4 Settings): the
 * help and tips, the notifications reminder (SPEC §4 Notifications permission, which only the
 * server stops) and the three "ask before" permissions of PATCH DontAskAgain.
 */
export const USER_SETTING_FLAGS = [
  'EnableHelpWizard',
  'ShowAddPlant',
  'ThriveScorePrompt',
  'ShowNewFeaturesVideo',
  'TogglePlantTagId',
  'ShowNotificationsPrompt',
  'AskForCamera',
  'AskForLocation',
  'AskForNotifications',
] as const satisfies readonly IdentityFlag[];
export type UserSettingFlag = (typeof USER_SETTING_FLAGS)[number];

const settingFlagFields = Object.fromEntries(USER_SETTING_FLAGS.map((flag) => [flag, z.boolean()])) as Record<
  UserSettingFlag,
  z.ZodBoolean
>;

/**
 * GET users/{uid}/settings (SPEC §7 User profile and settings): the gardener's settings in one
 * answer. The landing page (SPEC §3 Landing page) and the flags carry the identity's names and
 * values; TaskList is the task list's remembered sort and filter choices with "Don't Display
 * Past-Due Tasks" (SPEC §2.8, §3 Sort/filter options), as GET users/{uid}/SortFilter/1 has them.
 */
export const userSettingsSchema = z.object({
  LandingPage: landingPageSchema,
  ...settingFlagFields,
  TaskList: z.object({
    Settings: taskSortFilterSchema,
    DontDisplayPastDueTasks: z.boolean(),
  }),
});
export type UserSettings = z.output<typeof userSettingsSchema>;
