import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupFakePlantDetailsApi } from '../testing/fake-plant-details-api';
import { renderPlants } from '../testing/render-plants';

const api = setupFakePlantDetailsApi();

async function openSuggestion(identity = {}) {
  const user = userEvent.setup();
  renderPlants('/plants/details/7', { identity });
  await user.click(await screen.findByRole('button', { name: 'Suggest a correction' }));
  const dialog = await screen.findByRole('dialog', { name: 'Suggest a correction: Lavender' });
  return { user, dialog };
}

const sent = () => api.changes().filter((call) => call.path === 'users/42/PlantSuggestion');

describe('Suggest a correction (POST users/{uid}/PlantSuggestion)', () => {
  test('opening the dialog records link kind 40', async () => {
    await openSuggestion();
    await waitFor(() => expect(api.linkKinds()).toContain(40));
  });

  test('what should change and the suggestion are required: each field says so and nothing is sent', async () => {
    const { user, dialog } = await openSuggestion();
    await user.type(within(dialog).getByRole('textbox', { name: /Your suggestion/ }), '   ');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(within(dialog).getByText('Choose what should change.')).toBeInTheDocument();
    expect(within(dialog).getByText('Please tell us what should change.')).toBeInTheDocument();
    expect(within(dialog).getByRole('combobox', { name: /What should change/ })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(sent()).toEqual([]);
  });

  test('a field’s message goes as soon as the field is right, and stays on the other field', async () => {
    const { user, dialog } = await openSuggestion();
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    const text = within(dialog).getByRole('textbox', { name: /Your suggestion/ });
    await user.type(text, '  ');
    expect(text).toHaveAttribute('aria-invalid', 'true');
    await user.type(text, 'Grows taller');
    expect(text).toHaveAttribute('aria-invalid', 'false');
    expect(within(dialog).queryByText('Please tell us what should change.')).not.toBeInTheDocument();
    const fact = within(dialog).getByRole('combobox', { name: /What should change/ });
    expect(fact).toHaveAccessibleDescription('Choose what should change.');
    await user.selectOptions(fact, 'Size');
    expect(fact).toHaveAttribute('aria-invalid', 'false');
    expect(sent()).toEqual([]);
  });

  test('the facts to choose from are the plant fact fields', async () => {
    const { dialog } = await openSuggestion();
    const options = within(within(dialog).getByRole('combobox', { name: /What should change/ })).getAllByRole(
      'option',
    );
    expect(options.map((option) => option.getAttribute('value'))).toEqual([
      '',
      'Name',
      'Sun',
      'Water',
      'Hardiness',
      'Size',
      'Bloom',
      'Care',
      'Photo',
      'Other',
    ]);
  });

  test('the server’s field messages show beside their fields', async () => {
    api.server.use(
      http.post('/api/users/:uid/PlantSuggestion', () =>
        HttpResponse.json(
          { message: 'Please check the form.', fields: { 'body.Suggestion': 'That looks like an address.' } },
          { status: 400 },
        ),
      ),
    );
    const { user, dialog } = await openSuggestion();
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /What should change/ }), 'Sun');
    await user.type(within(dialog).getByRole('textbox', { name: /Your suggestion/ }), 'www.example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await within(dialog).findByText('That looks like an address.')).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: /Your suggestion/ })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  });

  test('sends {PlantId, Field, Suggestion}, thanks the gardener and closes', async () => {
    const { user, dialog } = await openSuggestion();
    await user.selectOptions(
      within(dialog).getByRole('combobox', { name: /What should change/ }),
      'Hardiness zones',
    );
    await user.type(
      within(dialog).getByRole('textbox', { name: /Your suggestion/ }),
      'It survives zone 4b winters here.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    await waitFor(() =>
      expect(sent()).toEqual([
        {
          method: 'POST',
          path: 'users/42/PlantSuggestion',
          body: { PlantId: 7, Field: 'Hardiness', Suggestion: 'It survives zone 4b winters here.' },
        },
      ]),
    );
    expect(await screen.findByText('Thank you! We will review your suggestion.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  test('search users may suggest a correction too', async () => {
    await openSuggestion({ GotoSearch: true });
    await waitFor(() => expect(api.linkKinds()).toContain(40));
  });
});
