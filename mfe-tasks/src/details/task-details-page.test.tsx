import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DATE_COMPLETED_FUTURE, localToday, selectHeaderTitle } from '@thrive/shared';
import { DUE_DATE_REQUIRED } from './task-edit-form';
import { TASK_DELETED } from './delete-task';
import { TASK_STATUS } from '@thrive/shared/contracts';
import { setupFakeTasksApi } from '../testing/fake-tasks-api';
import { task } from '../testing/task-fixtures';
import { renderTasks } from '../testing/render-tasks';

const api = setupFakeTasksApi();
const location = () => screen.getByTestId('location').textContent;
const facts = () => screen.findByRole('region', { name: /^(Water deeply|Check for aphids|Feed)/ });

describe('tasks/details/:id', () => {
  test('shows what to do and why: details, date reason, plant (linked), zone, yard, window, repeats, status', async () => {
    const { store } = renderTasks('/tasks/details/1?key=k3y', { carried: { key: 'k3y' } });
    const region = await facts();
    expect(selectHeaderTitle(store.getState())).toBe('Task Details');
    expect(region).toHaveTextContent('Water at the base, early in the day.');
    expect(region).toHaveTextContent('2 weeks after your last spring frost (Apr 3)');
    expect(within(region).getByRole('link', { name: 'Tomato' })).toHaveAttribute(
      'href',
      '/plants/details/11?key=k3y',
    );
    expect(region).toHaveTextContent('Back bed, Demo backyard');
    expect(region).toHaveTextContent('Past dueApr 8, 2025');
    expect(region).toHaveTextContent('Window endsOpen');
    expect(region).toHaveTextContent('RepeatsOnce');
    expect(region).toHaveTextContent('StatusPending');
  });

  test('a task of a yard shared with the reader is marked with its owner and says who completed it', async () => {
    api.data.tasks = [
      task({
        id: 8,
        taskType: 'Feed',
        SharedBy: 'Ann',
        CompletedBy: 'Ben',
        taskStatusId: TASK_STATUS.Completed,
        dateCompleted: '2025-04-03',
      }),
    ];
    renderTasks('/tasks/details/8');
    const region = await facts();
    expect(within(region).getByText('Shared by Ann')).toBeInTheDocument();
    expect(region).toHaveTextContent('StatusCompleted, completed Apr 3, 2025Completed byBen');
  });

  test('the reader’s own tasks carry no sharing marks, nor does a shared task not yet completed', async () => {
    api.data.tasks = [
      task({ id: 8, taskType: 'Feed', CompletedBy: 'Ben' }),
      task({ id: 9, taskType: 'Feed' }),
    ];
    renderTasks('/tasks/details/8');
    const region = await facts();
    expect(region).toHaveTextContent('StatusPending');
    expect(region).not.toHaveTextContent(/Completed by|Shared by/);
  });

  test('editing the due date and notes saves only what changed', async () => {
    const user = userEvent.setup();
    renderTasks('/tasks/details/2');
    await facts();
    const due = screen.getByRole('textbox', { name: /Due date/ });
    await user.clear(due);
    await user.type(due, '2025-04-15');
    await user.type(screen.getByRole('textbox', { name: 'Notes' }), 'Use the rose food.');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(api.calls.taskUpdates).toEqual([
        { id: 2, body: { dueDate: '2025-04-15', Notes: 'Use the rose food.' } },
      ]),
    );
    expect(await screen.findByText('Task saved.', { selector: '.thrive-toast-message' })).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('region', { name: 'Feed' })).toHaveTextContent('Apr 15, 2025'),
    );
  });

  test('a due date that is not a date is not sent', async () => {
    const user = userEvent.setup();
    renderTasks('/tasks/details/2');
    await facts();
    const due = screen.getByRole('textbox', { name: /Due date/ });
    await user.clear(due);
    await user.type(due, '2025-02-30');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(due).toHaveAccessibleDescription(/Please enter a valid due date/);
    expect(api.calls.taskUpdates).toEqual([]);
  });

  test('a due date left empty is flagged on Save, and the message goes once a date is typed', async () => {
    const user = userEvent.setup();
    renderTasks('/tasks/details/2');
    await facts();
    const due = screen.getByRole('textbox', { name: /Due date/ });
    await user.clear(due);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(due).toHaveAttribute('aria-invalid', 'true');
    expect(due).toHaveAccessibleDescription(expect.stringContaining(DUE_DATE_REQUIRED));
    await user.type(due, '2025-04-15');
    expect(due).toHaveAttribute('aria-invalid', 'false');
    expect(due).not.toHaveAccessibleDescription(expect.stringContaining(DUE_DATE_REQUIRED));
    expect(api.calls.taskUpdates).toEqual([]);
  });

  test('completing a task: a wrong date is said by an error toast, the save that follows by a success toast', async () => {
    const user = userEvent.setup();
    renderTasks('/tasks/details/2');
    await facts();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Completed');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const dialog = screen.getByRole('dialog', { name: 'Date Completed' });
    const field = within(dialog).getByRole('textbox', { name: 'Date completed' });
    await user.clear(field);
    await user.type(field, '12-31-2999');
    await user.click(within(dialog).getByRole('button', { name: 'Enter' }));
    const failure = await screen.findByText(DATE_COMPLETED_FUTURE, { selector: '.thrive-toast-message' });
    // The toast system closes error toasts on a success toast: each must be of its kind.
    expect(failure.closest('.notistack-MuiContent-error')).not.toBeNull();
    await user.clear(field);
    await user.type(field, '04-09-2025');
    await user.click(within(dialog).getByRole('button', { name: 'Enter' }));
    const success = await screen.findByText('Task saved.', { selector: '.thrive-toast-message' });
    expect(success.closest('.notistack-MuiContent-success')).not.toBeNull();
    expect(api.calls.taskUpdates).toEqual([
      { id: 2, body: { taskStatusId: 1, dateCompleted: '2025-04-09' } },
    ]);
  });

  test('status Completed asks the date completed first (SPEC §2.6), then sends it', async () => {
    const user = userEvent.setup();
    renderTasks('/tasks/details/2');
    await facts();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Completed');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const dialog = screen.getByRole('dialog', { name: 'Date Completed' });
    expect(api.calls.taskUpdates).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Enter' }));
    await waitFor(() =>
      expect(api.calls.taskUpdates).toEqual([
        { id: 2, body: { taskStatusId: 1, dateCompleted: localToday() } },
      ]),
    );
  });

  test('delete asks first (danger), then goes back to the list with a success toast', async () => {
    const user = userEvent.setup();
    renderTasks('/tasks/details/2');
    await facts();
    await user.click(screen.getByRole('button', { name: 'Delete task' }));
    const dialog = screen.getByRole('dialog', { name: 'Warning!!!' });
    expect(dialog).toHaveTextContent('Delete “Feed”?');
    await user.click(within(dialog).getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(location()).toBe('/tasks'));
    expect(api.calls.deletes).toEqual([{ id: 2, series: '0' }]);
    const done = await screen.findByText(TASK_DELETED, { selector: '.thrive-toast-message' });
    expect(done.closest('.notistack-MuiContent-success')).not.toBeNull();
  });

  test('a task of the gardener’s own repeating series offers this one or the whole series', async () => {
    const user = userEvent.setup();
    renderTasks('/tasks/details/7');
    await facts();
    await user.click(screen.getByRole('button', { name: 'Delete task' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete a repeating task' });
    expect(within(dialog).getByRole('radio', { name: 'This one' })).toBeChecked();
    await user.click(within(dialog).getByRole('radio', { name: /The whole series/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(api.calls.deletes).toEqual([{ id: 7, series: '1' }]));
  });

  test('a task that is not there says so', async () => {
    renderTasks('/tasks/details/999');
    expect(await screen.findByText('This task was not found')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the tasks' })).toHaveAttribute('href', '/tasks');
  });
});
