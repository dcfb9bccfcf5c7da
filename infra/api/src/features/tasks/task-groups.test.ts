import type { Task } from '@thrive/shared/contracts';
import { groupedTask, plantsPhrase } from './task-groups';

/** A stored task as the list answers it; only its id and plant matter here. */
const testTask = ({ id, commonName }: { id: number; commonName: string }): Task => ({
  id,
  taskType: 'Clean up diseased debris',
  istip: false,
  commonName,
  zoneName: 'Sunny border',
  thumbnail: '',
  dueDate: '2026-11-28',
  dateCompleted: null,
  taskStatusId: 2,
  ispastdue: false,
  userTaskRuleId: 0,
  PlantId: id,
  ZoneId: 1,
  YardId: 1,
  PlantZoneId: id,
  CareCategoryId: 1,
  CareCategory: '',
  Source: 'care',
  Details: '',
  Notes: '',
  WindowEnd: null,
  RepeatEveryDays: 0,
  Expires: null,
  Tip: null,
});

describe('a grouped task names its plants', () => {
  test('one, two, three, then "and N more"', () => {
    expect(plantsPhrase(['Basil'])).toBe('Basil');
    expect(plantsPhrase(['Basil', 'Hosta'])).toBe('Basil and Hosta');
    expect(plantsPhrase(['Basil', 'Hosta', 'Tomato'])).toBe('Basil, Hosta and Tomato');
    expect(plantsPhrase(['Black-eyed Susan', 'Panicle Hydrangea', 'A', 'B', 'C', 'D'])).toBe(
      'Black-eyed Susan, Panicle Hydrangea and 4 more',
    );
  });

  test('the group is its first stored task, with all its ids and plants in order', () => {
    const names = ['Tomato', 'Black-eyed Susan', 'Purple Coneflower', 'Panicle Hydrangea', 'Hosta', 'Zinnia'];
    const members = names.map((commonName, n) => testTask({ id: 20 - n, commonName }));
    const group = groupedTask(members);
    expect(group.id).toBe(15);
    expect(group.commonName).toBe('Black-eyed Susan, Hosta and 4 more');
    expect(group.GroupTaskIds).toEqual([15, 16, 17, 18, 19, 20]);
    expect(group.Plants).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    expect(groupedTask([members[0]!])).toEqual(members[0]);
  });
});
