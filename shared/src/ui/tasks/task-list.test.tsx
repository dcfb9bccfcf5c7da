import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { TASK_STATUS, type BulkTaskStatus } from '../../contracts/tasks';
import { setupTestServer } from '../../testing/msw-server';
import { TaskList } from './task-list';
import { KEPT_OFFLINE_MESSAGE } from '../../offline/queued-write-kinds';
import { renderWithApp } from './testing/render-with-app';
import { testTask, testTip } from '../../testing/task-fixtures';

const server = setupTestServer();
const sent: BulkTaskStatus[] = [];

function answerBulk(answer: () => Response) {
  server.use(
    http.put('/api/users/:uid/UpdateTaskStatus', async ({ request }) => {
      sent.push((await request.json()) as BulkTaskStatus);
      return answer();
    }),
  );
}

beforeEach(() => {
  sent.length = 0;
  answerBulk(() => HttpResponse.json({ code: 0, Updated: 1, message: 'Done.' }));
});

const tasks = [
  testTask({ id: 1, taskType: 'Water deeply', ispastdue: true, dueDate: '2025-04-03' }),
  testTask({ id: 2, taskType: 'Feed', commonName: 'Rose', zoneName: 'Front', dueDate: '2025-04-12' }),
  testTask({
    id: 3,
    taskType: 'Prune',
    taskStatusId: TASK_STATUS.Completed,
    ispastdue: true,
    dateCompleted: '2025-04-05',
  }),
];

const list = () => screen.getByRole('list', { name: 'Tasks' });
const item = (name: RegExp | string) => within(list()).getByRole('heading', { name }).closest('li')!;
const tick = (name: string) => screen.getByRole('checkbox', { name: `Select ${name}` });
const status = () => screen.getByRole('combobox', { name: 'Status' });
const announced = () =>
  within(screen.getByRole('group', { name: 'Change the status of the selected tasks' })).getByRole('status');

describe('TaskList (SPEC §2.8)', () => {
  test('SPEC §2.8: each item shows task type, plant, zone, due date, completed date or "Completed: Not yet", Details and a checkbox', () => {
    renderWithApp(<TaskList tasks={tasks} emptyMessage="Nothing to do." />);
    const feed = item('Feed');
    expect(feed).toHaveTextContent('Rose · Front');
    expect(feed).toHaveTextContent('Due: Apr 12, 2025');
    expect(feed).toHaveTextContent('Completed: Not yet');
    expect(within(feed).getByRole('link', { name: 'Details of Feed for Rose' })).toHaveAttribute(
      'href',
      '/tasks/details/2?key=k3y',
    );
    expect(tick('Feed for Rose')).not.toBeChecked();
    expect(item('Prune')).toHaveTextContent('Completed: Apr 5, 2025');
  });

  test('SPEC §4: a task is past due only if ispastdue and status 2', () => {
    renderWithApp(<TaskList tasks={tasks} emptyMessage="Nothing to do." />);
    expect(item('Water deeply')).toHaveTextContent('Past due: Apr 3, 2025');
    // Done already: ispastdue alone does not make it past due.
    expect(item('Prune')).toHaveTextContent('Due: Apr 10, 2025');
    expect(item('Prune')).not.toHaveTextContent('Past due');
  });

  test("SPEC §2.8: tips carry a '[Tip]' suffix, show 'Expires:' and a 'SHOW ME' link to the tip's route", () => {
    renderWithApp(<TaskList tasks={[testTip({}, 'plants/details/11')]} emptyMessage="Nothing to do." />);
    const tip = item('Mulch before the heat [Tip]');
    expect(tip).toHaveTextContent('Expires: May 31, 2025');
    expect(within(tip).getByRole('link', { name: /^SHOW ME/ })).toHaveAttribute(
      'href',
      '/plants/details/11?key=k3y',
    );
  });

  test('SPEC §2.8: SHOW ME of a tip without a route opens a dialog with the tip', async () => {
    const user = userEvent.setup();
    renderWithApp(<TaskList tasks={[testTip()]} emptyMessage="Nothing to do." />);
    await user.click(screen.getByRole('button', { name: /^SHOW ME/ }));
    const dialog = screen.getByRole('dialog', { name: 'Mulch before the heat' });
    expect(dialog).toHaveTextContent('Two inches of mulch keep the roots cool.');
    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  test('SPEC §2.8: the empty-list message is supplied by the caller', () => {
    renderWithApp(<TaskList tasks={[]} emptyMessage={<p>No tasks this week.</p>} />);
    expect(screen.getByText('No tasks this week.')).toBeInTheDocument();
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
  });

  test('SPEC §2.8: the sticky header offset is 55 px', () => {
    renderWithApp(<TaskList tasks={tasks} emptyMessage="" />);
    expect(list().parentElement).toHaveStyle({ '--task-list-sticky-offset': '55px' });
  });

  test('without the bulk status bar there are no checkboxes', () => {
    renderWithApp(<TaskList tasks={tasks} emptyMessage="" bulkStatus={false} />);
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Go' })).not.toBeInTheDocument();
  });
});

describe('Bulk status bar (SPEC §2.8, §4)', () => {
  test('SPEC §4 bulk status codes: the select offers none, Completed, Pending, Suspended, Skip', () => {
    renderWithApp(<TaskList tasks={tasks} emptyMessage="" />);
    const options = within(status()).getAllByRole('option');
    expect(options.map((option) => [option.getAttribute('value'), option.textContent])).toEqual([
      ['0', 'Choose a status'],
      ['1', 'Completed'],
      ['2', 'Pending'],
      ['3', 'Suspended'],
      ['4', 'Skip'],
    ]);
  });

  test('announces how many tasks are selected', async () => {
    const user = userEvent.setup();
    renderWithApp(<TaskList tasks={tasks} emptyMessage="" />);
    const count = announced();
    expect(count).toHaveTextContent('No tasks selected');
    await user.click(tick('Feed for Rose'));
    expect(count).toHaveTextContent('1 task selected');
    await user.click(screen.getByRole('checkbox', { name: 'Select all' }));
    expect(count).toHaveTextContent('3 tasks selected');
  });

  test('SPEC §4: Completed + Go opens the date-completed dialog, then sends {notes, plantId: 1, dateCompleted}', async () => {
    const user = userEvent.setup();
    const onStatusChanged = jest.fn();
    renderWithApp(
      <TaskList tasks={tasks} emptyMessage="" today="2025-04-10" onStatusChanged={onStatusChanged} />,
    );
    await user.click(tick('Water deeply for Tomato'));
    await user.click(tick('Feed for Rose'));
    await user.selectOptions(status(), 'Completed');
    await user.click(screen.getByRole('button', { name: 'Go' }));
    expect(sent).toEqual([]);
    const dialog = screen.getByRole('dialog', { name: 'Date Completed' });
    const field = within(dialog).getByRole('textbox', { name: 'Date completed' });
    await user.clear(field);
    await user.type(field, '04-09-2025');
    await user.click(within(dialog).getByRole('button', { name: 'Enter' }));
    await waitFor(() => expect(sent).toEqual([{ notes: '1,2', plantId: 1, dateCompleted: '2025-04-09' }]));
    // SPEC §4: on success the selection clears.
    await waitFor(() => expect(tick('Feed for Rose')).not.toBeChecked());
    expect(tick('Water deeply for Tomato')).not.toBeChecked();
    expect(status()).toHaveValue('0');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(announced()).toHaveTextContent('2 tasks marked Completed.');
    expect(onStatusChanged).toHaveBeenCalledWith([1, 2], TASK_STATUS.Completed);
  });

  test('completing: the wrong date is an error toast, and the change that goes through a success toast', async () => {
    const user = userEvent.setup();
    renderWithApp(<TaskList tasks={tasks} emptyMessage="" today="2025-04-10" />);
    await user.click(tick('Feed for Rose'));
    await user.selectOptions(status(), 'Completed');
    await user.click(screen.getByRole('button', { name: 'Go' }));
    const dialog = screen.getByRole('dialog', { name: 'Date Completed' });
    const field = within(dialog).getByRole('textbox', { name: 'Date completed' });
    await user.clear(field);
    await user.click(within(dialog).getByRole('button', { name: 'Enter' }));
    const failure = await screen.findByText('Please enter a completed date', {
      selector: '.thrive-toast-message',
    });
    // A success toast closes the error toasts: each is raised as its kind.
    expect(failure.closest('.notistack-MuiContent-error')).not.toBeNull();
    await user.type(field, '04-09-2025');
    await user.click(within(dialog).getByRole('button', { name: 'Enter' }));
    const success = await screen.findByText('1 task marked Completed.', {
      selector: '.thrive-toast-message',
    });
    expect(success.closest('.notistack-MuiContent-success')).not.toBeNull();
  });

  test('SPEC §4: the other statuses are sent at once', async () => {
    const user = userEvent.setup();
    renderWithApp(<TaskList tasks={tasks} emptyMessage="" />);
    await user.click(tick('Feed for Rose'));
    await user.selectOptions(status(), 'Skip');
    await user.click(screen.getByRole('button', { name: 'Go' }));
    await waitFor(() => expect(sent).toEqual([{ notes: '2', plantId: 4 }]));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  test('SPEC §4: unchecking the last selected task resets the status to none', async () => {
    const user = userEvent.setup();
    renderWithApp(<TaskList tasks={tasks} emptyMessage="" />);
    await user.click(tick('Feed for Rose'));
    await user.selectOptions(status(), 'Suspended');
    expect(status()).toHaveValue('3');
    await user.click(tick('Feed for Rose'));
    expect(status()).toHaveValue('0');
    expect(status()).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Go' })).toBeDisabled();
  });

  test('SPEC §8: bulk status failure toast when the code is not 0', async () => {
    answerBulk(() => HttpResponse.json({ code: 1, Updated: 0, message: 'No.' }));
    const user = userEvent.setup();
    renderWithApp(<TaskList tasks={tasks} emptyMessage="" />);
    await user.click(tick('Feed for Rose'));
    await user.selectOptions(status(), 'Pending');
    await user.click(screen.getByRole('button', { name: 'Go' }));
    expect(
      await screen.findByText('An error has occurred while processing your request.'),
    ).toBeInTheDocument();
    // Nothing changed: the ticks stay for another try.
    expect(tick('Feed for Rose')).toBeChecked();
  });

  test('offline (issue 35): a change kept on the device to send later says so in its toast', async () => {
    answerBulk(() => HttpResponse.json({ code: 0, Updated: 1, message: KEPT_OFFLINE_MESSAGE }));
    const user = userEvent.setup();
    renderWithApp(<TaskList tasks={tasks} emptyMessage="" />);
    await user.click(tick('Feed for Rose'));
    await user.selectOptions(status(), 'Skip');
    await user.click(screen.getByRole('button', { name: 'Go' }));
    const toast = await screen.findByText(`1 task marked Skip. ${KEPT_OFFLINE_MESSAGE}`, {
      selector: '.thrive-toast-message',
    });
    expect(toast.closest('.notistack-MuiContent-success')).not.toBeNull();
  });

  test('SPEC §8: bulk status failure toast on a transport error', async () => {
    answerBulk(() => HttpResponse.error());
    const user = userEvent.setup();
    renderWithApp(<TaskList tasks={tasks} emptyMessage="" />);
    await user.click(tick('Feed for Rose'));
    await user.selectOptions(status(), 'Skip');
    await user.click(screen.getByRole('button', { name: 'Go' }));
    expect(
      await screen.findByText('An error has occurred while processing your request.'),
    ).toBeInTheDocument();
  });

  test("shared yards: a refused change (a viewer's task, actionRefused) shows the server's reason, not the §8 text", async () => {
    const reason = 'You can see this yard but not change it: its owner shared it with you as a viewer.';
    answerBulk(() => HttpResponse.json({ message: reason, actionRefused: true }, { status: 403 }));
    const user = userEvent.setup();
    renderWithApp(<TaskList tasks={tasks} emptyMessage="" />);
    await user.click(tick('Feed for Rose'));
    await user.selectOptions(status(), 'Skip');
    await user.click(screen.getByRole('button', { name: 'Go' }));
    expect(await screen.findByText(reason)).toBeInTheDocument();
    expect(
      screen.queryByText('An error has occurred while processing your request.'),
    ).not.toBeInTheDocument();
  });

  test('shared yards: a task of a shared yard says whose yard it is and who completed it', () => {
    const shared = [
      testTask({ id: 7, taskType: 'Mulch', SharedBy: 'Ann' }),
      testTask({
        id: 8,
        taskType: 'Deadhead',
        taskStatusId: TASK_STATUS.Completed,
        dateCompleted: '2025-04-05',
        CompletedBy: 'Ben',
      }),
    ];
    renderWithApp(<TaskList tasks={[...shared, ...tasks]} emptyMessage="" />);
    expect(item('Mulch')).toHaveTextContent('Shared by Ann');
    expect(item('Deadhead')).toHaveTextContent('Completed: Apr 5, 2025 by Ben');
    expect(item('Feed')).not.toHaveTextContent('Shared by');
  });

  test('a watering the weather moved says why under its date; other tasks say nothing of the weather', () => {
    const moved = testTask({
      id: 9,
      taskType: 'Water the new hedge',
      Source: 'water',
      WeatherNote: 'Skipped: 18 mm (0.7 in) of rain on Tuesday',
    });
    renderWithApp(<TaskList tasks={[moved, ...tasks]} emptyMessage="" />);
    expect(item('Water the new hedge')).toHaveTextContent('Skipped: 18 mm (0.7 in) of rain on Tuesday');
    expect(item('Feed')).not.toHaveTextContent(/Skipped|Sooner/);
  });
});
