import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { addDays, localToday } from '@thrive/shared';
import { setupFakePlantDetailsApi } from '../testing/fake-plant-details-api';
import { renderPlants } from '../testing/render-plants';

const api = setupFakePlantDetailsApi();

/** Opens the folded Care log of Lavender and waits for its entries. */
async function openCareLog() {
  const user = userEvent.setup();
  renderPlants('/plants/details/7?key=k3y', { carried: { key: 'k3y' } });
  const section = await screen.findByRole('region', { name: 'Care log' });
  const toggle = within(section).getByRole('button', { name: 'Care log' });
  expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await user.click(toggle);
  expect(toggle).toHaveAttribute('aria-expanded', 'true');
  const entries = await within(section).findByRole('list', { name: 'Care log of Lavender' });
  // The categories fill the select once they arrive.
  await within(section).findByRole('option', { name: 'Watering' });
  return { user, section, entries };
}

const saves = () => api.changes().filter((call) => call.path === 'users/42/PlantActivity');

describe('the care log (Users/{uid}/PlantActivities/{id}/)', () => {
  test('is folded and asks for nothing until opened', async () => {
    renderPlants('/plants/details/7');
    await screen.findByRole('region', { name: 'Care log' });
    await screen.findByRole('region', { name: 'Care tasks' });
    expect(api.calls.some((call) => call.path.includes('PlantActivities'))).toBe(false);
  });

  test('lists what was done newest first, with notes, and marks what completing a task logged', async () => {
    api.data.activities.reverse();
    const { entries } = await openCareLog();
    const [fed, pruned] = within(entries).getAllByRole('listitem');
    expect(fed).toHaveTextContent('Fertilizing · Apr 28, 2025');
    expect(fed).toHaveTextContent('Shady corner');
    expect(fed).toHaveTextContent('Logged by completing a task');
    expect(
      within(fed!).getByRole('link', { name: 'See the task of Fertilizing on Apr 28, 2025' }),
    ).toHaveAttribute('href', '/tasks/details/590?key=k3y');
    expect(pruned).toHaveTextContent('Pruning · Apr 1, 2025');
    expect(pruned).toHaveTextContent('Trimmed the woody stems.');
    expect(pruned).not.toHaveTextContent('Logged by completing a task');
  });

  test('logs an activity: what, the day (today by default) and notes, in the zone where the plant grows', async () => {
    const { user, section } = await openCareLog();
    expect(within(section).getByRole('textbox', { name: /Date/ })).toHaveValue(localToday());
    await user.selectOptions(within(section).getByRole('combobox', { name: /What did you do/ }), 'Watering');
    await user.type(within(section).getByRole('textbox', { name: 'Notes' }), 'A long soak.');
    await user.click(within(section).getByRole('button', { name: 'Add to the log' }));
    await waitFor(() =>
      expect(saves()).toEqual([
        {
          method: 'POST',
          path: 'users/42/PlantActivity',
          body: {
            Id: 0,
            PlantId: 7,
            PlantZoneId: 301,
            CareCategoryId: 1,
            Notes: 'A long soak.',
            DoneOn: localToday(),
          },
        },
      ]),
    );
    expect(await screen.findByText('Added to the care log.')).toBeInTheDocument();
    const entries = within(section).getByRole('list', { name: 'Care log of Lavender' });
    await waitFor(() =>
      expect(within(entries).getAllByRole('listitem')[0]).toHaveTextContent('A long soak.'),
    );
  });

  test('what was done must be chosen, and the day cannot be in the future; nothing is sent', async () => {
    const { user, section } = await openCareLog();
    const date = within(section).getByRole('textbox', { name: /Date/ });
    await user.clear(date);
    await user.type(date, addDays(localToday(), 1));
    await user.tab();
    expect(within(section).getByText(/The date cannot be after/)).toBeInTheDocument();
    await user.click(within(section).getByRole('button', { name: 'Add to the log' }));
    expect(within(section).getByText('Choose what you did.')).toBeInTheDocument();
    expect(within(section).getByRole('combobox', { name: /What did you do/ })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(saves()).toEqual([]);
  });

  test('once “Choose what you did.” shows, it goes as soon as something is chosen', async () => {
    const { user, section } = await openCareLog();
    await user.click(within(section).getByRole('button', { name: 'Add to the log' }));
    const what = within(section).getByRole('combobox', { name: /What did you do/ });
    expect(what).toHaveAccessibleDescription('Choose what you did.');
    await user.selectOptions(what, 'Watering');
    expect(what).toHaveAttribute('aria-invalid', 'false');
    expect(within(section).queryByText('Choose what you did.')).not.toBeInTheDocument();
    expect(saves()).toEqual([]);
  });

  test('an entry is changed in a dialog and sent again with its Id', async () => {
    const { user, entries } = await openCareLog();
    await user.click(within(entries).getByRole('button', { name: 'Edit Pruning on Apr 1, 2025' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change this entry' });
    const notes = within(dialog).getByRole('textbox', { name: 'Notes' });
    expect(notes).toHaveValue('Trimmed the woody stems.');
    await user.clear(notes);
    await user.type(notes, 'Trimmed by a third.');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(saves().map((call) => call.body)).toEqual([
        {
          Id: 790,
          PlantId: 7,
          PlantZoneId: 0,
          CareCategoryId: 3,
          Notes: 'Trimmed by a third.',
          DoneOn: '2025-04-01',
        },
      ]),
    );
    expect(await screen.findByText('Your changes were saved.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  test('delete asks first: No keeps the entry, Yes deletes it', async () => {
    const { user, entries } = await openCareLog();
    await user.click(within(entries).getByRole('button', { name: 'Delete Pruning on Apr 1, 2025' }));
    let dialog = await screen.findByRole('dialog', { name: 'Delete Pruning on Apr 1, 2025?' });
    await user.click(within(dialog).getByRole('button', { name: 'No' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.changes()).toEqual([]);

    await user.click(within(entries).getByRole('button', { name: 'Delete Pruning on Apr 1, 2025' }));
    dialog = await screen.findByRole('dialog', { name: 'Delete Pruning on Apr 1, 2025?' });
    await user.click(within(dialog).getByRole('button', { name: 'Yes' }));
    await waitFor(() =>
      expect(api.changes()).toEqual([
        { method: 'DELETE', path: 'users/42/PlantActivity/790', body: undefined },
      ]),
    );
    expect(await screen.findByText('The entry was deleted.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Trimmed the woody stems.')).not.toBeInTheDocument());
  });
});
