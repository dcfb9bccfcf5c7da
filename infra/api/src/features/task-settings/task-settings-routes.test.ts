import { TASK_LIST_DEFAULTS, type SortFilterResponse } from '@thrive/shared/contracts';
import { userSortFilters } from '../../db/schema';
import { settingsOf, taskListSettings } from './task-list-settings';
import { clockedApp } from '../../testing/clocked-app';
import type { Gardener } from '../../testing/seeded-app';
import { testDatabases } from '../../testing/test-databases';

const NOW = new Date('2026-04-01T12:00:00.000Z');
const PATH = '/users/{uid}/SortFilter/1';
/** SPEC §3 task list defaults, the sort/filter part (page and size are the list query's). */
const SPEC_DEFAULTS = { s: 'DueDate ASC', sid: 10, sd: 1, pd: 7, pid: 0, zid: 0, yid: 0, fid: 0 };

test('saved choices that are no longer valid fall back to their defaults; DDPDT is only ever true or off', () => {
  expect(settingsOf({ s: 'Price ASC', pd: 400, sid: 3, ddpdt: 'yes' })).toEqual({
    settings: { ...SPEC_DEFAULTS, sid: 3 },
    dontDisplayPastDueTasks: false,
  });
  expect(settingsOf(undefined)).toEqual({ settings: SPEC_DEFAULTS, dontDisplayPastDueTasks: false });
});

describe.each(testDatabases())(
  'task list choices: SortFilter and toggleDDPDT (SPEC §2.8, §3) on $driver',
  (testDb) => {
    const api = clockedApp(testDb, { prefix: 'sort-filter', now: NOW });
    const { gardener, ok, refused } = api;
    const read = (who: Gardener): Promise<SortFilterResponse> => ok(who, 'GET', PATH);
    const save = (who: Gardener, body: object): Promise<SortFilterResponse> => ok(who, 'PUT', PATH, body);
    const toggle = async (who: Gardener): Promise<boolean> =>
      (await ok(who, 'POST', '/users/{uid}/toggleDDPDT', {})).DontDisplayPastDueTasks;

    test('a gardener who saved nothing gets SPEC §3’s defaults, past-due tasks shown', async () => {
      const me = await gardener();
      expect(await read(me)).toEqual({ Id: 1, Settings: SPEC_DEFAULTS, DontDisplayPastDueTasks: false });
      const { i: _page, c: _size, ...listDefaults } = TASK_LIST_DEFAULTS;
      expect(SPEC_DEFAULTS).toEqual(listDefaults);
    });

    test('only list 1 (the task list) has choices: any other id answers 400', async () => {
      const me = await gardener();
      expect(await refused(me, 'GET', '/users/{uid}/SortFilter/2')).toEqual({
        status: 400,
        body: { message: 'The task list is list 1.', fields: { 'params.id': 'The task list is list 1.' } },
      });
      expect((await refused(me, 'PUT', '/users/{uid}/SortFilter/abc', { pd: 3 })).status).toBe(400);
    });

    test('PUT saves the whole set and answers it; GET reads it back', async () => {
      const me = await gardener();
      const chosen = { s: 'ZoneName ASC', sid: 7, sd: 0, pd: 30, pid: 4, zid: 5, yid: 6, fid: 2 };
      expect(await save(me, chosen)).toEqual({ Id: 1, Settings: chosen, DontDisplayPastDueTasks: false });
      expect((await read(me)).Settings).toEqual(chosen);
      expect(await taskListSettings(api.db, me.identity.Id)).toEqual({
        settings: chosen,
        dontDisplayPastDueTasks: false,
      });
    });

    test('a partial PUT changes what it names and keeps the rest; unknown fields are ignored', async () => {
      const me = await gardener();
      await save(me, { s: 'TaskType ASC', pd: 14 });
      const answer = await save(me, { sid: 1, ddpdt: true, colour: 'green' });
      expect(answer).toEqual({
        Id: 1,
        Settings: { ...SPEC_DEFAULTS, s: 'TaskType ASC', pd: 14, sid: 1 },
        DontDisplayPastDueTasks: false,
      });
      expect(await read(me)).toEqual(answer);
    });

    test.each([
      [{ pd: 361 }, 'body.pd', 'Show between 0 and 360 days.'],
      [{ pd: 2.5 }, 'body.pd', 'The number of days must be a whole number.'],
      [{ s: 'Price ASC' }, 'body.s', 'Choose a sort from the list.'],
      [{ sid: 16 }, 'body.sid', 'Choose the filters from the list.'],
      [{ sd: 2 }, 'body.sd', 'The show-days flag is 0 or 1.'],
      [{ pid: -1 }, 'body.pid', 'The plant id must be 0 or above.'],
    ])('a bad choice %j answers 400 naming it, and nothing is saved', async (body, field, message) => {
      const me = await gardener();
      await save(me, { pd: 3 });
      const response = await refused(me, 'PUT', PATH, { s: 'ZoneName ASC', ...body });
      expect(response.status).toBe(400);
      expect(response.body.fields[field]).toBe(message);
      expect((await read(me)).Settings).toEqual({ ...SPEC_DEFAULTS, pd: 3 });
    });

    test('toggleDDPDT flips the switch, keeps it, and leaves the sort and filter choices alone', async () => {
      const me = await gardener();
      await save(me, { s: 'CommonName ASC' });
      expect(await toggle(me)).toBe(true);
      expect(await read(me)).toEqual({
        Id: 1,
        Settings: { ...SPEC_DEFAULTS, s: 'CommonName ASC' },
        DontDisplayPastDueTasks: true,
      });
      // Saving choices keeps the switch.
      expect((await save(me, { pd: 21 })).DontDisplayPastDueTasks).toBe(true);
      expect(await toggle(me)).toBe(false);
      expect(await taskListSettings(api.db, me.identity.Id)).toEqual({
        settings: { ...SPEC_DEFAULTS, s: 'CommonName ASC', pd: 21 },
        dontDisplayPastDueTasks: false,
      });
    });

    test('toggling before anything was saved turns it on, with the defaults', async () => {
      const me = await gardener();
      expect(await toggle(me)).toBe(true);
      expect(await read(me)).toEqual({ Id: 1, Settings: SPEC_DEFAULTS, DontDisplayPastDueTasks: true });
    });

    test('saves from two tabs at once both land (each change is one statement)', async () => {
      const me = await gardener();
      await Promise.all([save(me, { pd: 3 }), save(me, { s: 'ZoneName ASC' }), toggle(me)]);
      expect(await read(me)).toEqual({
        Id: 1,
        Settings: { ...SPEC_DEFAULTS, pd: 3, s: 'ZoneName ASC' },
        DontDisplayPastDueTasks: true,
      });
    });

    test("one gardener's choices are not another's", async () => {
      const me = await gardener();
      const other = await gardener();
      await save(me, { s: 'ZoneName ASC' });
      await toggle(me);
      expect(await read(other)).toEqual({ Id: 1, Settings: SPEC_DEFAULTS, DontDisplayPastDueTasks: false });
      expect(
        (await refused(other, 'PUT', PATH.replace('{uid}', String(me.identity.Id)), { pd: 1 })).status,
      ).toBe(403);
      expect(
        (await api.db.select().from(userSortFilters)).filter((row) => row.userId === other.identity.Id),
      ).toEqual([]);
    });
  },
);
