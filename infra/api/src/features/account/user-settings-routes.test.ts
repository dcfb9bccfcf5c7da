import {
  TASK_LIST_DEFAULTS,
  USER_SETTING_FLAGS,
  userSettingsSchema,
  type Identity,
  type UserSettings,
} from '@thrive/shared/contracts';
import { clockedApp } from '../../testing/clocked-app';
import type { Gardener } from '../../testing/seeded-app';
import { testDatabases } from '../../testing/test-databases';

const NOW = new Date('2026-04-01T12:00:00.000Z');
const PATH = '/users/{uid}/settings';
const { i: _page, c: _size, ...TASK_LIST_CHOICE_DEFAULTS } = TASK_LIST_DEFAULTS;

describe.each(testDatabases())(
  'GET users/{uid}/settings (SPEC §7 User profile and settings) on $driver',
  (testDb) => {
    const api = clockedApp(testDb, { prefix: 'user-settings', now: NOW });
    const { gardener, ok, send } = api;
    const read = async (who: Gardener): Promise<UserSettings> =>
      userSettingsSchema.parse(await ok(who, 'GET', PATH));
    const identityOf = async (who: Gardener): Promise<Identity> => ok(who, 'GET', '/users/{uid}');

    test('SPEC §7: a new gardener gets the landing page, the settings switches and the task list defaults', async () => {
      const me = await gardener();
      const identity = await identityOf(me);
      expect(await read(me)).toEqual({
        LandingPage: 'launchpad',
        EnableHelpWizard: false,
        ShowAddPlant: true,
        ThriveScorePrompt: true,
        ShowNewFeaturesVideo: false,
        TogglePlantTagId: false,
        ShowNotificationsPrompt: false,
        AskForCamera: true,
        AskForLocation: true,
        AskForNotifications: true,
        TaskList: { Settings: TASK_LIST_CHOICE_DEFAULTS, DontDisplayPastDueTasks: false },
      });
      // The same values as the identity the app signed in with.
      for (const flag of USER_SETTING_FLAGS)
        expect([flag, (await read(me))[flag]]).toEqual([flag, identity[flag]]);
    });

    test('each saving call shows in the one answer, and it agrees with GET users/{uid}', async () => {
      const me = await gardener();
      await ok(me, 'POST', '/users/{uid}/LandingPage/', { LandingPage: 'my yard' });
      await ok(me, 'POST', '/users/{uid}/HelpWizard/', { value: true });
      await ok(me, 'POST', '/users/{uid}/ShowAddPlant/', { value: false });
      await ok(me, 'GET', '/users/{uid}/ToggleThriveScorePrompt/0');
      await ok(me, 'GET', '/users/{uid}/ToggleFeatureVideo/1');
      await ok(me, 'PUT', '/users/{uid}/TogglePlantTagId/');
      await ok(me, 'PATCH', '/users/{uid}/DontAskAgain', { property: 'AskForCamera', value: false });
      await ok(me, 'PUT', '/users/{uid}/SortFilter/1', { s: 'ZoneName ASC', pd: 30 });
      await ok(me, 'POST', '/users/{uid}/toggleDDPDT', {});
      const settings = await read(me);
      expect(settings).toEqual({
        LandingPage: 'my yard',
        EnableHelpWizard: true,
        ShowAddPlant: false,
        ThriveScorePrompt: false,
        ShowNewFeaturesVideo: true,
        TogglePlantTagId: true,
        ShowNotificationsPrompt: false,
        AskForCamera: false,
        AskForLocation: true,
        AskForNotifications: true,
        TaskList: {
          Settings: { ...TASK_LIST_CHOICE_DEFAULTS, s: 'ZoneName ASC', pd: 30 },
          DontDisplayPastDueTasks: true,
        },
      });
      const identity = await identityOf(me);
      expect(identity.LandingPage).toBe(settings.LandingPage);
      for (const flag of USER_SETTING_FLAGS) expect([flag, settings[flag]]).toEqual([flag, identity[flag]]);
    });

    test('the path is matched whatever its case and with a trailing slash, as every SPEC path', async () => {
      const me = await gardener();
      const expected = await read(me);
      for (const path of ['/Users/{uid}/Settings', '/USERS/{uid}/settings/']) {
        expect(await ok(me, 'GET', path)).toEqual(expected);
      }
    });

    test("SPEC §6: another gardener's uid gets the same answer as a uid that names nobody", async () => {
      const me = await gardener();
      const other = await gardener();
      const theirs = await send(me, 'GET', `/users/${other.identity.Id}/settings`);
      const nobodys = await send(me, 'GET', `/users/${other.identity.Id + 1000}/settings`);
      expect(theirs.statusCode).toBe(403);
      expect({ status: nobodys.statusCode, body: nobodys.json() }).toEqual({
        status: theirs.statusCode,
        body: theirs.json(),
      });
      expect(theirs.body).not.toContain('TaskList');
    });

    test('signed out, the call answers 401', async () => {
      expect((await send(null, 'GET', '/users/1/settings')).statusCode).toBe(401);
    });

    test('the OpenAPI document lists it with its answer', async () => {
      const doc = (await api.app.inject({ url: '/api/docs' })).json();
      const answer = JSON.stringify(doc.paths['/api/users/{uid}/settings']?.get?.responses?.['200']);
      for (const field of ['LandingPage', 'AskForNotifications', 'TaskList', 'DontDisplayPastDueTasks']) {
        expect(answer).toContain(field);
      }
    });
  },
);
