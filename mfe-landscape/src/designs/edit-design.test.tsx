import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LINK_KINDS } from '@thrive/shared/contracts';
import { setupFakeDesignsApi } from '../testing/fake-designs-api';
import { renderDesigns } from '../testing/render-designs';

const api = setupFakeDesignsApi();

describe('an existing design', () => {
  test('starts from the design and saves its changes with PUT', async () => {
    const user = userEvent.setup();
    renderDesigns('/styles/designs/5');
    const name = await screen.findByRole('textbox', { name: 'Design name' });
    expect(name).toHaveValue('Sunny border');
    expect(within(screen.getByTestId('design-figures')).getByText('48 sq ft 0 sq in')).toBeInTheDocument();
    await user.clear(name);
    await user.type(name, 'Sunny edge');
    await user.click(screen.getByRole('button', { name: 'Save design' }));
    await waitFor(() => expect(api.changes()).toHaveLength(1));
    expect(api.changes()[0]).toMatchObject({
      method: 'PUT',
      path: 'LandscapeDesign/0/User/5/',
      body: { Name: 'Sunny edge', SunRequirementId: 6, LengthFt: 12, WidthFt: 4, SoilDepth: 6 },
    });
    expect(await screen.findByText('The design was saved.')).toBeInTheDocument();
  });

  test('shows its plants with their fertilizer; Remove takes one out and records link kind 39', async () => {
    const user = userEvent.setup();
    renderDesigns('/styles/designs/5');
    const plants = await screen.findByRole('list', { name: 'Plants in this design' });
    expect(within(plants).getAllByRole('article')).toHaveLength(2);
    expect(within(plants).getAllByText('Fertilizer: Compost or well-rotted manure')).toHaveLength(2);
    await user.click(within(plants).getByRole('button', { name: 'Remove Lavender from the design' }));
    expect(await screen.findByText('The plant was removed from the design.')).toBeInTheDocument();
    expect(api.changes()).toEqual([
      { method: 'GET', path: 'LandscapeDesign/42/DeletePlantLandscape/301', body: undefined },
    ]);
    expect(api.linkClicks()).toEqual([{ UserId: 42, LinkClick: LINK_KINDS.PlantRemoveFromDesign }]);
    expect(LINK_KINDS.PlantRemoveFromDesign).toBe(39);
  });

  test('Add plants: a plant that suits the bed goes in with the fertilizer chosen for it', async () => {
    const user = userEvent.setup();
    renderDesigns('/styles/designs/5');
    const results = await screen.findByRole('list', { name: 'Plants that suit this design' });
    // Lavender is in the design already: its button takes it out instead.
    expect(
      within(results).getByRole('button', { name: 'Remove Lavender from the design' }),
    ).toBeInTheDocument();
    await user.click(within(results).getByRole('button', { name: 'Add Coneflower to the design' }));
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByRole('option', { name: 'Compost or well-rotted manure' });
    await user.selectOptions(
      within(dialog).getByRole('combobox', { name: 'Fertilizer' }),
      'Compost or well-rotted manure',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('The plant was added to the design.')).toBeInTheDocument();
    expect(api.changes()).toEqual([
      {
        method: 'GET',
        path: 'LandscapeDesign/42/TogglePlantLandscape/2003?designId=5&fertilizerId=3',
        body: undefined,
      },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  test('Copy plants to a zone: the count added, with a link to the zone', async () => {
    const user = userEvent.setup();
    renderDesigns('/styles/designs/5');
    const zone = await screen.findByRole('combobox', { name: 'Zone' });
    await screen.findByRole('option', { name: 'Front yard – Border bed' });
    await user.click(screen.getByRole('button', { name: 'Copy plants' }));
    expect(zone).toHaveAccessibleDescription('Please choose a zone.');
    expect(api.changes()).toEqual([]);

    await user.selectOptions(zone, 'Front yard – Border bed');
    // The message goes as soon as a zone is chosen.
    expect(zone).toHaveAttribute('aria-invalid', 'false');
    expect(zone).not.toHaveAccessibleDescription('Please choose a zone.');
    await user.click(screen.getByRole('button', { name: 'Copy plants' }));
    expect(await screen.findByText(/2 plants added to Border bed\./)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View Border bed' })).toHaveAttribute('href', '/zones/view/8');
    expect(api.changes()).toEqual([
      { method: 'POST', path: 'LandscapeDesign/5/CopyPlantsToZone/', body: { ZoneId: 8 } },
    ]);
  });
});
