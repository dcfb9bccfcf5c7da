import type { DesiredTask } from './desired-tasks';
import { spreadTasks, SPREAD_DAYS, type PlacedTask } from './spread-days';

const TODAY = '2026-11-28';

/** A care task of a rule in a zone of yard 1, due today, whose window runs 12 days. */
function care(ruleId: number, plantZoneId: number, overrides: Partial<DesiredTask> = {}): DesiredTask {
  return {
    generationKey: `care:${ruleId}:${plantZoneId}:2026:0`,
    source: 'care',
    ruleId,
    userTaskRuleId: null,
    yardId: 1,
    zoneId: 10,
    plantZoneId,
    plantId: plantZoneId,
    taskType: `Task ${ruleId}`,
    careCategoryId: 1,
    commonName: `Plant ${plantZoneId}`,
    zoneName: 'Sunny border',
    details: '',
    dateReason: '',
    dueDate: TODAY,
    windowEnd: '2026-12-09',
    expiresOn: null,
    repeatEveryDays: 0,
    notes: '',
    spreadable: true,
    ...overrides,
  };
}

const perDay = (tasks: DesiredTask[]) => {
  const kinds = new Map<string, Set<number>>();
  for (const task of tasks) kinds.set(task.dueDate, (kinds.get(task.dueDate) ?? new Set()).add(task.ruleId));
  return new Map([...kinds].map(([day, rules]) => [day, rules.size]));
};

describe('spreading routine care over its window', () => {
  const busyDay = Array.from({ length: 14 }, (_, rule) => care(rule + 1, 1));

  test('a busy day is spread over the week, and the same garden gives the same plan', () => {
    const spread = spreadTasks(busyDay, []);
    expect(Math.max(...perDay(spread).values())).toBe(2);
    expect(spread.every((task) => task.dueDate >= TODAY && task.dueDate <= '2026-12-04')).toBe(true);
    expect(spreadTasks(busyDay, [])).toEqual(spread);
    expect(
      spreadTasks([...busyDay].reverse(), [])
        .map((task) => task.dueDate)
        .reverse(),
    ).toEqual(spread.map((task) => task.dueDate));
  });

  test('the plants of one kind in one zone move together: they stay one task', () => {
    const spread = spreadTasks([...busyDay, care(14, 2), care(14, 3)], []);
    const fourteen = spread.filter((task) => task.ruleId === 14);
    expect(new Set(fourteen.map((task) => task.dueDate)).size).toBe(1);
  });

  test('hard dates, repeats and tips keep their day and count towards it', () => {
    const frost = care(90, 1, { spreadable: undefined });
    const water = care(91, 1, { spreadable: undefined, repeatEveryDays: 7, source: 'water' });
    const spread = spreadTasks([frost, water, ...busyDay.slice(0, 4)], []);
    expect(spread.find((task) => task.ruleId === 90)?.dueDate).toBe(TODAY);
    expect(spread.find((task) => task.ruleId === 91)?.dueDate).toBe(TODAY);
    expect(spread.filter((task) => task.dueDate === TODAY)).toHaveLength(2);
  });

  test('a window shorter than the week is kept within it', () => {
    const spread = spreadTasks(
      busyDay.map((task) => ({ ...task, windowEnd: '2026-11-29' })),
      [],
    );
    expect(new Set(spread.map((task) => task.dueDate))).toEqual(new Set([TODAY, '2026-11-29']));
  });

  test('a task already on the calendar keeps its day while it is in its week: regeneration does not shuffle', () => {
    const first = spreadTasks(busyDay, []);
    const placed: PlacedTask[] = first.map((task) => ({ ...task }));
    const tomorrow = busyDay.map((task) => ({ ...task, dueDate: '2026-11-29' }));
    const again = spreadTasks(tomorrow, placed);
    for (const task of again) {
      const before = first.find((one) => one.generationKey === task.generationKey)!;
      if (before.dueDate >= '2026-11-29') expect(task.dueDate).toBe(before.dueDate);
    }
  });

  test('a plant added later joins the day its zone’s task of that kind is on', () => {
    const placed: PlacedTask[] = [{ ...care(5, 1), dueDate: '2026-12-02' }];
    const [added] = spreadTasks([care(5, 2)], placed);
    expect(added?.dueDate).toBe('2026-12-02');
    expect(SPREAD_DAYS).toBe(7);
  });
});
