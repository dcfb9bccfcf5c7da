import { TASK_STATUS } from '@thrive/shared/contracts';
import {
  BULK_STATUS_FAILURE_MESSAGE,
  bulkSelectionReducer,
  bulkStatusPayload,
  NO_SELECTION,
  selectedCountText,
  tipTarget,
  type BulkSelection,
} from './task-rules';

describe('task rules', () => {
  test('SPEC §3 bulk payload: notes = comma-separated task ids, plantId = the status code, dateCompleted', () => {
    expect(bulkStatusPayload([3, 5, 8], TASK_STATUS.Completed, '2025-04-10')).toEqual({
      notes: '3,5,8',
      plantId: 1,
      dateCompleted: '2025-04-10',
    });
    expect(bulkStatusPayload([3], TASK_STATUS.Skip, '2025-04-10')).toEqual({ notes: '3', plantId: 4 });
  });

  test('SPEC §4 bulk status codes: 1 Completed, 2 Pending, 3 Suspended, 4 Skip, 0 none', () => {
    expect(TASK_STATUS).toEqual({ None: 0, Completed: 1, Pending: 2, Suspended: 3, Skip: 4 });
  });

  test('SPEC §4: unchecking the last selected task resets the status to none', () => {
    let selection: BulkSelection = NO_SELECTION;
    selection = bulkSelectionReducer(selection, { type: 'toggled', id: 3, checked: true });
    selection = bulkSelectionReducer(selection, { type: 'toggled', id: 5, checked: true });
    selection = bulkSelectionReducer(selection, { type: 'statusChosen', status: TASK_STATUS.Skip });
    selection = bulkSelectionReducer(selection, { type: 'toggled', id: 3, checked: false });
    expect(selection).toEqual({ ids: [5], status: TASK_STATUS.Skip });
    selection = bulkSelectionReducer(selection, { type: 'toggled', id: 5, checked: false });
    expect(selection).toEqual({ ids: [], status: TASK_STATUS.None });
  });

  test('select all, and ticks of tasks no longer shown are dropped', () => {
    let selection = bulkSelectionReducer(NO_SELECTION, { type: 'allToggled', ids: [1, 2, 3], checked: true });
    selection = bulkSelectionReducer(selection, { type: 'statusChosen', status: TASK_STATUS.Suspended });
    expect(bulkSelectionReducer(selection, { type: 'shown', ids: [2, 9] })).toEqual({
      ids: [2],
      status: TASK_STATUS.Suspended,
    });
    expect(bulkSelectionReducer(selection, { type: 'shown', ids: [9] })).toEqual(NO_SELECTION);
    expect(bulkSelectionReducer(selection, { type: 'allToggled', ids: [1, 2, 3], checked: false })).toEqual(
      NO_SELECTION,
    );
  });

  test('a status cannot be chosen with nothing selected', () => {
    expect(bulkSelectionReducer(NO_SELECTION, { type: 'statusChosen', status: TASK_STATUS.Completed })).toBe(
      NO_SELECTION,
    );
  });

  test('SPEC §8: bulk status failure toast text', () => {
    expect(BULK_STATUS_FAILURE_MESSAGE).toBe('An error has occurred while processing your request.');
  });

  test('the bar announces how many are selected', () => {
    expect(selectedCountText(0)).toBe('No tasks selected');
    expect(selectedCountText(1)).toBe('1 task selected');
    expect(selectedCountText(4)).toBe('4 tasks selected');
  });

  test("a tip's SHOW ME goes to its in-app route, or another site", () => {
    expect(tipTarget('plants/details/5')).toEqual({ kind: 'route', to: '/plants/details/5' });
    expect(tipTarget('#/plants/search')).toEqual({ kind: 'route', to: '/plants/search' });
    expect(tipTarget('https://example.org/mulch')).toEqual({
      kind: 'external',
      to: 'https://example.org/mulch',
    });
    expect(tipTarget('  ')).toBeNull();
  });
});
