import { USER_SETTING_FLAGS, type UserSettings, type UserSettingFlag } from '@thrive/shared/contracts';
import type { Database } from '../../db/database';
import { identityProfileOf } from '../../identity/identity-service';
import { taskListSettings } from '../task-settings/task-list-settings';

/**
 * GET users/{uid}/settings (SPEC §7): read where each setting is kept, the identity (landing
 * page and flags) and the task list's row, so it can never disagree with GET users/{uid} or
 * GET users/{uid}/SortFilter/1. Null when the account is gone.
 */
export async function userSettingsOf(db: Database, userId: number): Promise<UserSettings | null> {
  const [profile, taskList] = await Promise.all([
    identityProfileOf(db, userId),
    taskListSettings(db, userId),
  ]);
  if (!profile) return null;
  const flags = Object.fromEntries(USER_SETTING_FLAGS.map((flag) => [flag, profile[flag]])) as Record<
    UserSettingFlag,
    boolean
  >;
  return {
    LandingPage: profile.LandingPage,
    ...flags,
    TaskList: { Settings: taskList.settings, DontDisplayPastDueTasks: taskList.dontDisplayPastDueTasks },
  };
}
