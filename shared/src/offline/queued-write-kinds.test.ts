import type { QueuedWrite } from './queued-write';
import { KEPT_OFFLINE_MESSAGE, queuedWriteKindOf, withQueuedWrites } from './queued-write-kinds';

const write = (method: string, url: string, body?: unknown): QueuedWrite => {
  const kind = queuedWriteKindOf(method, url);
  if (!kind) throw new Error(`${method} ${url} is not a change kept offline`);
  return {
    key: 'k-0000001',
    userId: 42,
    kind: kind.kind,
    method,
    url,
    body,
    label: kind.label({ url, body }),
    queuedAt: '2026-11-30T10:00:00.000Z',
  };
};

describe('the changes that may be made offline (issue 35): completing tasks, the care log, notes, favorites', () => {
  test.each([
    ['PUT', 'users/42/UpdateTaskStatus', 'task-status'],
    ['POST', 'users/42/PlantActivity', 'care-log'],
    ['POST', 'Users/42/PlantNotes/5/', 'plant-notes'],
    ['GET', 'users/42/ToggleFavoritePlant/5', 'favorite'],
  ])('%s %s is kept as %s', (method, url, kind) => {
    expect(queuedWriteKindOf(method, url)?.kind).toBe(kind);
  });

  test.each([
    ['GET', 'users/42/UserTasks'],
    ['DELETE', 'users/42/yard/3'],
    ['POST', 'users/42/UserTasks'],
    ['GET', 'users/42/UpdateTaskStatus'],
  ])('%s %s is not: it fails offline as before', (method, url) => {
    expect(queuedWriteKindOf(method, url)).toBeNull();
  });

  test('each says what the gardener did', () => {
    expect(write('PUT', 'users/42/UpdateTaskStatus', { notes: '7', plantId: 4 }).label).toBe('Skip: 1 task');
    expect(write('PUT', 'users/42/UpdateTaskStatus', { notes: '7,8,9', plantId: 1 }).label).toBe(
      'Completed: 3 tasks',
    );
    expect(write('POST', 'users/42/PlantActivity', { PlantId: 5 }).label).toBe('A care log entry');
  });

  test("a favorite kept offline answers the opposite of what the plant's page shows now", () => {
    const kind = queuedWriteKindOf('GET', 'users/42/ToggleFavoritePlant/5')!;
    const cached = {
      api: {
        queries: {
          'getPlant(5)': { endpointName: 'getPlant', originalArgs: { id: 5 }, data: { IsFavorite: true } },
        },
      },
    };
    expect(kind.keptAnswer(write('GET', 'users/42/ToggleFavoritePlant/5'), cached)).toEqual({
      PlantId: 5,
      IsFavorite: false,
    });
    expect(kind.keptAnswer(write('GET', 'users/42/ToggleFavoritePlant/5'), {})).toEqual({
      PlantId: 5,
      IsFavorite: true,
    });
  });

  test('a kept completion answers as the server does when it succeeds, with why nothing was sent yet', () => {
    const kind = queuedWriteKindOf('PUT', 'users/42/UpdateTaskStatus')!;
    expect(
      kind.keptAnswer(write('PUT', 'users/42/UpdateTaskStatus', { notes: '7,8', plantId: 1 }), {}),
    ).toEqual({
      code: 0,
      Updated: 2,
      message: KEPT_OFFLINE_MESSAGE,
    });
  });

  test("a plant's page read while changes wait shows the note and the favorite as they will be", () => {
    const details = { Id: 5, Notes: 'old', IsFavorite: false, CommonName: 'Tomato' };
    const waiting = [
      write('POST', 'Users/42/PlantNotes/5/', { Notes: 'Stake it' }),
      write('GET', 'users/42/ToggleFavoritePlant/5'),
    ];
    expect(withQueuedWrites('Users/42/Plant/5/?zoneId=3', details, waiting)).toEqual({
      ...details,
      Notes: 'Stake it',
      IsFavorite: true,
    });
    expect(withQueuedWrites('Users/42/Plant/6/', { ...details, Id: 6 }, waiting)).toEqual({
      ...details,
      Id: 6,
    });
  });

  test("a plant's care log read while an entry waits lists it first", () => {
    const logged = [{ Id: 3, PlantId: 5, Notes: 'watered', DoneOn: '2026-11-20' }];
    const entry = write('POST', 'users/42/PlantActivity', {
      Id: 0,
      PlantId: 5,
      CareCategoryId: 2,
      Notes: 'fed',
      DoneOn: '2026-11-30',
    });
    const read = withQueuedWrites('Users/42/PlantActivities/5/', logged, [entry]) as { Notes: string }[];
    expect(read.map((item) => item.Notes)).toEqual(['fed', 'watered']);
    expect(withQueuedWrites('Users/42/PlantActivities/6/', logged, [entry])).toBe(logged);
  });

  test('one task read while its completion waits shows it completed on the chosen day', () => {
    const completion = write('PUT', 'users/42/UpdateTaskStatus', {
      notes: '7',
      plantId: 1,
      dateCompleted: '2026-11-29',
    });
    expect(
      withQueuedWrites('users/42/UserTask/7', { id: 7, taskStatusId: 0, dateCompleted: null }, [completion]),
    ).toEqual({
      id: 7,
      taskStatusId: 1,
      dateCompleted: '2026-11-29',
    });
  });
});
