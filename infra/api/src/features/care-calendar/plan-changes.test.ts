import type { DesiredTask } from './desired-tasks';
import { fingerprintOf, isManaged, planChanges, type ExistingTask } from './plan-changes';

const TODAY = '2026-06-10';

function desired(key: string, overrides: Partial<DesiredTask> = {}): DesiredTask {
  return {
    generationKey: key,
    source: 'care',
    ruleId: 1,
    userTaskRuleId: null,
    yardId: 1,
    zoneId: 2,
    plantZoneId: 3,
    plantId: 4,
    taskType: 'Deadhead',
    careCategoryId: 11,
    commonName: 'Rose',
    zoneName: 'Border',
    details: 'Snip spent blooms.',
    dateReason: 'From ...',
    dueDate: '2026-06-20',
    windowEnd: '2026-07-20',
    expiresOn: null,
    repeatEveryDays: 0,
    notes: '',
    ...overrides,
  };
}

/** The row regeneration would read back of `task` as it was written. */
const existing = (id: number, task: DesiredTask, overrides: Partial<ExistingTask> = {}): ExistingTask => ({
  id,
  generationKey: task.generationKey,
  source: task.source,
  dueDate: task.dueDate,
  expiresOn: task.expiresOn,
  repeatEveryDays: task.repeatEveryDays,
  taskStatusId: 2,
  movedByGardener: false,
  fingerprint: fingerprintOf(task),
  ...overrides,
});

describe('regeneration plans (idempotent, history kept)', () => {
  test('what is wanted and missing is inserted; running the plan again changes nothing', () => {
    const wanted = [desired('care:1:3:2026:0')];
    expect(planChanges([], wanted, TODAY).inserts).toEqual(wanted);
    const again = planChanges([existing(9, wanted[0]!)], wanted, TODAY);
    expect(again).toEqual({ inserts: [], updates: [], deletes: [], skips: [] });
  });

  test('any managed field that changes (a renamed zone, new details) updates the row', () => {
    const before = existing(9, desired('care:1:3:2026:0'));
    for (const change of [
      { zoneName: 'Front bed' },
      { details: 'Snip lower.' },
      { windowEnd: '2026-07-25' },
    ]) {
      const changed = desired('care:1:3:2026:0', change);
      expect(planChanges([before], [changed], TODAY).updates).toEqual([{ ...changed, id: 9 }]);
    }
  });

  test('a pending future task follows new dates (a new station), keeping its row', () => {
    const before = existing(9, desired('care:1:3:2026:0'));
    const moved = desired('care:1:3:2026:0', { dueDate: '2026-06-25' });
    expect(planChanges([before], [moved], TODAY).updates).toEqual([{ ...moved, id: 9 }]);
  });

  test('completed, suspended, skipped, moved-by-the-gardener and past-due tasks are never touched', () => {
    const key = 'care:1:3:2026:0';
    for (const kept of [
      existing(1, desired(key), { taskStatusId: 1 }),
      existing(2, desired(key), { taskStatusId: 3 }),
      existing(3, desired(key), { taskStatusId: 4 }),
      existing(4, desired(key), { movedByGardener: true }),
      existing(5, desired(key, { dueDate: '2026-06-01' })),
    ]) {
      expect(isManaged(kept, TODAY)).toBe(false);
      // Not wanted any more: still kept. Wanted with other dates: not moved, not made again.
      expect(planChanges([kept], [], TODAY)).toEqual({ inserts: [], updates: [], deletes: [], skips: [] });
      expect(planChanges([kept], [desired(key, { dueDate: '2026-07-01' })], TODAY)).toEqual({
        inserts: [],
        updates: [],
        deletes: [],
        skips: [],
      });
    }
  });

  test('a pending future task no longer wanted (plant moved out of a tender zone ...) is deleted', () => {
    expect(planChanges([existing(9, desired('care:1:3:2026:0'))], [], TODAY).deletes).toEqual([9]);
  });

  test('a tip is managed until it expires', () => {
    const tip = desired('tip:5:1:2026', { source: 'tip', dueDate: '2026-06-01', expiresOn: '2026-06-30' });
    expect(isManaged(existing(1, tip), TODAY)).toBe(true);
    expect(isManaged(existing(1, { ...tip, expiresOn: '2026-06-09' }), TODAY)).toBe(false);
  });

  test('only the latest past-due repeat of a series stays; the ones it overtook are skipped', () => {
    const water = (index: number, dueDate: string) =>
      existing(index, desired(`water:2:3:2026:${index}`, { source: 'water', repeatEveryDays: 7, dueDate }));
    const plan = planChanges(
      [water(1, '2026-05-27'), water(2, '2026-06-03'), water(3, '2026-06-10')],
      [],
      TODAY,
    );
    expect(plan.skips).toEqual([1, 2]);
    // Completed ones are history, and another plant's series is its own.
    const other = existing(
      7,
      desired('water:2:8:2026:1', { source: 'water', repeatEveryDays: 7, dueDate: '2026-05-27' }),
    );
    expect(planChanges([other, water(3, '2026-06-10')], [], TODAY).skips).toEqual([]);
  });
});
