import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { THRIVE_TOOLTIPS } from '@thrive/shared/thrive';
import { setupFakePlantDetailsApi } from '../testing/fake-plant-details-api';
import { renderPlants } from '../testing/render-plants';
import { zoneScore } from '../testing/plant-details-fixtures';

const api = setupFakePlantDetailsApi();

async function zonesOfLavender(path = '/plants/details/7', identity = { YardCount: 1 }) {
  renderPlants(path, { identity });
  await screen.findByRole('heading', { level: 2, name: 'Lavender' });
  const section = screen.getByRole('region', { name: 'How it will do in your zones' });
  await within(section).findByRole('heading', { name: 'Border bed' });
  return section;
}

async function openFertilizerDialog() {
  const user = userEvent.setup();
  await zonesOfLavender();
  await user.click(screen.getByRole('button', { name: 'Add to zone Border bed' }));
  const dialog = await screen.findByRole('dialog', { name: "Let's choose a fertilizing strategy" });
  const select = within(dialog).getByRole('combobox', { name: 'Fertilizer' });
  await within(select).findByRole('option', { name: 'Compost or well-rotted manure' });
  return { user, dialog, select };
}

describe('how the plant will do in the gardener’s zones', () => {
  test('each zone shows its sun, water, freeze and overall scores with their tooltips', async () => {
    const section = await zonesOfLavender();
    expect(
      within(section).getByRole('button', { name: 'Sun for Lavender in Shady corner: Poor' }),
    ).toHaveAccessibleDescription(THRIVE_TOOLTIPS.sun.tooLittle);
    expect(
      within(section).getByRole('button', { name: 'Overall for Lavender in Border bed: Good' }),
    ).toHaveAccessibleDescription(THRIVE_TOOLTIPS.overall.good);
    expect(
      within(section).getByRole('button', { name: 'Remove from zone Shady corner' }),
    ).toBeInTheDocument();
  });

  test('a score’s tip opens on a tap in a layer of its own, not inside the zone’s row, so a phone’s edge cannot cut it', async () => {
    const user = userEvent.setup();
    const section = await zonesOfLavender();
    const sun = within(section).getByRole('button', { name: 'Sun for Lavender in Shady corner: Poor' });
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    await user.click(sun);
    const tip = await screen.findByRole('tooltip');
    expect(tip).toHaveTextContent(THRIVE_TOOLTIPS.sun.tooLittle);
    expect(section).not.toContainElement(tip);
    expect(sun).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });

  test('the zone the gardener came from (zid) comes first and is marked', async () => {
    api.data.plant.ZoneScore = api.data.scorecard[1]!;
    const section = await zonesOfLavender('/plants/details/7?zid=9');
    expect(
      within(section)
        .getAllByRole('heading', { level: 4 })
        .map((h) => h.textContent),
    ).toEqual(['Shady corner', 'Border bed']);
    expect(within(section).getByText('The zone you came from')).toBeInTheDocument();
  });

  test('Thrive Scorecard links to every yard’s scorecard and records link kind 31', async () => {
    const user = userEvent.setup();
    await zonesOfLavender();
    const link = screen.getByRole('link', { name: 'Thrive Scorecard' });
    expect(link).toHaveAttribute('href', '/thrive/table/0');
    await user.click(link);
    await waitFor(() => expect(api.linkKinds()).toContain(31));
  });

  test('a gardener without yards is invited to set one up', async () => {
    api.data.scorecard = [];
    renderPlants('/plants/details/7?key=k3y', { identity: { YardCount: 0 }, carried: { key: 'k3y' } });
    const invite = await screen.findByRole('link', { name: 'Set up my yard' });
    expect(invite).toHaveAttribute('href', '/yards/setup?key=k3y');
    expect(screen.getByText('Set up your yard to see how this plant will do there.')).toBeInTheDocument();
  });

  test('Add to zone opens the fertilizer dialog with the options, the recommended ones marked, and the advice', async () => {
    const { dialog, select } = await openFertilizerDialog();
    expect(within(select).getByRole('option', { name: '-Select Fertilizer-' })).toHaveValue('0');
    const recommended = within(select).getByRole('group', { name: 'Recommended for this plant' });
    expect(
      within(recommended).getByRole('option', { name: 'Compost or well-rotted manure' }),
    ).toBeInTheDocument();
    expect(
      within(dialog).getByText('Lavender likes lean soil: a thin layer of compost in spring is plenty.'),
    ).toBeInTheDocument();
    expect(api.calls.map((call) => call.path)).toContain('plants/7/Fertilizer/8');
  });

  test('SPEC §5 Fertilizer popup: Continue is disabled while no fertilizer is selected (value 0)', async () => {
    const { user, dialog, select } = await openFertilizerDialog();
    const carryOn = within(dialog).getByRole('button', { name: 'Continue' });
    expect(select).toHaveValue('0');
    expect(carryOn).toBeDisabled();
    await user.selectOptions(select, 'Compost or well-rotted manure');
    expect(carryOn).toBeEnabled();
    await user.selectOptions(select, '-Select Fertilizer-');
    expect(carryOn).toBeDisabled();
  });

  test('Continue adds the plant to the zone with the chosen fertilizerId (TogglePlantZone)', async () => {
    const { user, dialog, select } = await openFertilizerDialog();
    await user.selectOptions(select, 'Slow-release granules');
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    await waitFor(() =>
      expect(api.changes()).toEqual([
        { method: 'POST', path: 'users/42/TogglePlantZone/8', body: { plantId: 7, fertilizerId: 2 } },
      ]),
    );
    expect(await screen.findByText('Lavender was added to the zone.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  test('Cancel closes the dialog without adding the plant', async () => {
    const { user, dialog } = await openFertilizerDialog();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.changes()).toEqual([]);
  });

  test('SPEC §5 Fertilizer popup: the sun and moisture warnings show when the zone’s id is above 0 and a message exists', async () => {
    api.data.sunMessage = THRIVE_TOOLTIPS.sun.tooMuch;
    api.data.moistureMessage = THRIVE_TOOLTIPS.water.tooMuch;
    const { dialog } = await openFertilizerDialog();
    expect(await within(dialog).findByText(THRIVE_TOOLTIPS.sun.tooMuch)).toBeInTheDocument();
    expect(await within(dialog).findByText(THRIVE_TOOLTIPS.water.tooMuch)).toBeInTheDocument();
    expect(api.calls.map((call) => call.path)).toEqual(
      expect.arrayContaining(['common/7/sunmessage/1', 'common/7/moisturemessage/2']),
    );
  });

  test('SPEC §5 Fertilizer popup: no warning when a message is empty, none asked for when the zone’s id is 0', async () => {
    api.data.zones[0] = { ...api.data.zones[0]!, SunRequirementId: 0 };
    api.data.sunMessage = THRIVE_TOOLTIPS.sun.tooMuch;
    api.data.moistureMessage = '';
    const { dialog } = await openFertilizerDialog();
    await waitFor(() => expect(api.calls.map((call) => call.path)).toContain('common/7/moisturemessage/2'));
    expect(api.calls.map((call) => call.path)).not.toContain('common/7/sunmessage/0');
    expect(within(dialog).queryByText(THRIVE_TOOLTIPS.sun.tooMuch)).not.toBeInTheDocument();
    expect(dialog.querySelector('[data-warning]')).toBeNull();
  });

  test('Remove from zone asks first, then toggles the plant out and records link kind 38', async () => {
    const user = userEvent.setup();
    await zonesOfLavender();
    await user.click(screen.getByRole('button', { name: 'Remove from zone Shady corner' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove Lavender from Shady corner?' });
    expect(api.changes()).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Yes' }));
    await waitFor(() =>
      expect(api.changes()).toEqual([
        { method: 'POST', path: 'users/42/TogglePlantZone/9', body: { plantId: 7, fertilizerId: 0 } },
      ]),
    );
    expect(await screen.findByText('Lavender was removed from the zone.')).toBeInTheDocument();
    await waitFor(() => expect(api.linkKinds()).toContain(38));
  });

  test('answering No to the removal keeps the plant in the zone', async () => {
    const user = userEvent.setup();
    await zonesOfLavender();
    await user.click(screen.getByRole('button', { name: 'Remove from zone Shady corner' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'No' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.changes()).toEqual([]);
    expect(api.linkKinds()).not.toContain(38);
  });

  test('a zone where the plant grows is not offered to add it again', async () => {
    api.data.scorecard = [zoneScore({ PlantZoneId: 300 })];
    const section = await zonesOfLavender();
    expect(within(section).queryByRole('button', { name: /Add to zone/ })).not.toBeInTheDocument();
    expect(within(section).getByText('Growing here')).toBeInTheDocument();
  });
});
