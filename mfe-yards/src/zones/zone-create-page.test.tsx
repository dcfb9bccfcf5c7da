import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupFakeYardsApi } from '../testing/fake-yards-api';
import { renderYards } from '../testing/render-yards';

const api = setupFakeYardsApi();

describe('adding a zone to a yard (SPEC createzone/{id})', () => {
  test('sun and water are required: nothing is sent without them', async () => {
    const user = userEvent.setup();
    renderYards('/zones/create/5');
    expect(await screen.findByRole('heading', { name: 'Add a zone to Front yard' })).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Zone name' }), 'Herb bed');
    await user.click(screen.getByRole('button', { name: 'Add zone' }));
    expect(screen.getByRole('combobox', { name: 'Sun' })).toHaveAccessibleDescription(
      'Please choose how much sun the zone gets.',
    );
    expect(screen.getByRole('combobox', { name: 'Water' })).toHaveAccessibleDescription(
      'Please choose how wet the zone is.',
    );
    expect(api.changes()).toEqual([]);
  });

  test("issue: each field's message goes as soon as that field is right; the others stay", async () => {
    const user = userEvent.setup();
    renderYards('/zones/create/5');
    await screen.findByRole('heading', { name: 'Add a zone to Front yard' });
    await user.click(screen.getByRole('button', { name: 'Add zone' }));
    const sun = screen.getByRole('combobox', { name: 'Sun' });
    const water = screen.getByRole('combobox', { name: 'Water' });
    expect(screen.getByRole('textbox', { name: 'Zone name' })).toHaveAttribute('aria-invalid', 'true');
    await user.type(screen.getByRole('textbox', { name: 'Zone name' }), 'Herb bed');
    expect(screen.getByRole('textbox', { name: 'Zone name' })).not.toHaveAttribute('aria-invalid', 'true');
    await screen.findByRole('option', { name: 'Full Sun' });
    await user.selectOptions(sun, 'Full Sun');
    expect(sun).not.toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByText('Please choose how much sun the zone gets.')).not.toBeInTheDocument();
    expect(water).toHaveAccessibleDescription('Please choose how wet the zone is.');
    await user.selectOptions(water, 'Medium');
    expect(water).not.toHaveAttribute('aria-invalid', 'true');
    expect(api.changes()).toEqual([]);
  });

  test('a complete zone is created in the yard and the gardener goes to it', async () => {
    const user = userEvent.setup();
    renderYards('/zones/create/5?key=k3y', { carried: { key: 'k3y' } });
    await user.type(screen.getByRole('textbox', { name: 'Zone name' }), 'Herb bed');
    await screen.findByRole('option', { name: 'Full Sun' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sun' }), 'Full Sun');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Water' }), 'Dry');
    await user.click(screen.getByRole('button', { name: 'Add zone' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/zones/view/90?key=k3y'));
    expect(api.changes()).toEqual([
      {
        method: 'POST',
        path: 'users/42/createzone/5',
        body: { Name: 'Herb bed', SunRequirementId: 6, WaterRequirementId: 1, Notes: '' },
      },
    ]);
  });
});

describe('editing a zone', () => {
  test('starts from the zone and saves its changes', async () => {
    const user = userEvent.setup();
    renderYards('/zones/edit/8');
    const name = await screen.findByRole('textbox', { name: 'Zone name' });
    await screen.findByRole('option', { name: 'Part Shade' });
    expect(screen.getByRole('combobox', { name: 'Sun' })).toHaveDisplayValue('Full Sun');
    await user.clear(name);
    await user.type(name, 'Sunny border');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sun' }), 'Part Shade');
    await user.click(screen.getByRole('button', { name: 'Save zone' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/zones/view/8'));
    expect(api.changes()[0]).toEqual({
      method: 'POST',
      path: 'users/42/zone',
      body: { Id: 8, YardId: 5, Name: 'Sunny border', SunRequirementId: 3, WaterRequirementId: 3, Notes: '' },
    });
  });
});
