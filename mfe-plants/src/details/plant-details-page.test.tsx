import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { NO_PLANT_IMAGE } from '@thrive/shared';
import { ADD_PHOTO_LABEL, ADD_PICTURE_TEXT } from '@thrive/shared/plant-details';
import { setupFakePlantDetailsApi } from '../testing/fake-plant-details-api';
import { installCarouselLayout } from '../testing/carousel-layout';
import { openSection } from '../testing/fold-sections';
import { renderPlants } from '../testing/render-plants';
import { companionItem, overall, zoneScore } from '../testing/plant-details-fixtures';

const api = setupFakePlantDetailsApi();
installCarouselLayout();

async function openLavender(path = '/plants/details/7?key=k3y') {
  const view = renderPlants(path, { carried: { key: 'k3y' } });
  await screen.findByRole('heading', { level: 2, name: 'Lavender' });
  return view;
}

describe('the plant details page (Users/{uid}/Plant/{id}/)', () => {
  test('shows the plant’s names, description and requirements, with the header title', async () => {
    const { store } = await openLavender();
    expect(store.getState().ui.headerTitle).toBe('Lavender');
    expect(screen.getByText('Lavandula angustifolia')).toBeInTheDocument();
    expect(screen.getByText('Also known as English lavender')).toBeInTheDocument();
    expect(screen.getByText('A fragrant evergreen shrub with purple flower spikes.')).toBeInTheDocument();
    const facts = await openSection('Requirements');
    const fact = (label: string) => within(facts).getByText(label).closest('div')?.querySelector('dd');
    expect(fact('Sun')).toHaveTextContent('Full Sun to Part Shade');
    expect(fact('Water')).toHaveTextContent('Dry to Medium');
    expect(fact('Hardiness zones')).toHaveTextContent('5a to 9b');
    expect(fact('Height')).toHaveTextContent('1 ft 6 in to 3 ft');
    expect(fact('Spread')).toHaveTextContent('2 ft');
    expect(fact('Bloom colors')).toHaveTextContent('Purple, Blue');
    expect(fact('Flowers in')).toHaveTextContent('Early Summer, Mid Summer');
    expect(fact('Growth rate')).toHaveTextContent('Moderate');
    expect(fact('Leaf retention')).toHaveTextContent('Evergreen');
    expect(fact('Effort')).toHaveTextContent('Low');
  });

  test('asks for the zone the gardener came from and the device location it has', async () => {
    renderPlants('/plants/details/7?zid=8', { carried: { lat: '35.77', lon: '-78.63' } });
    await screen.findByRole('heading', { level: 2, name: 'Lavender' });
    expect(api.calls.find((call) => call.path.startsWith('Users/42/Plant/'))?.path).toBe(
      'Users/42/Plant/7/?zid=8&lat=35.77&lng=-78.63',
    );
  });

  test('records the view once with the device location, then link kind 37, and shows the last visit', async () => {
    api.data.plant.LastSeenAt = '2025-04-01T15:00:00.000Z';
    renderPlants('/plants/details/7', { carried: { lat: '35.77', lon: '-78.63' } });
    expect(await screen.findByText(/Last seen:/)).toHaveTextContent('2025');
    await waitFor(() => expect(api.linkKinds()).toEqual([37]));
    expect(api.calls.filter((call) => call.path.includes('/PlantView/'))).toEqual([
      { method: 'PATCH', path: 'Users/42/PlantView/7/', body: { Latitude: 35.77, Longitude: -78.63 } },
    ]);
  });

  test('records the view with null coordinates when the device location is not known (0,0)', async () => {
    renderPlants('/plants/details/7', { carried: { lat: '0', lon: '0' } });
    expect(
      await screen.findByText('This is the first time you have looked at this plant.'),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(api.calls.find((call) => call.path.includes('/PlantView/'))?.body).toEqual({
        Latitude: null,
        Longitude: null,
      }),
    );
  });

  test('the heart toggles the favourite (aria-pressed) and records link kinds 34 then 36', async () => {
    const user = userEvent.setup();
    await openLavender();
    const heart = screen.getByRole('button', { name: 'Favorite Lavender' });
    expect(heart).toHaveAttribute('aria-pressed', 'false');
    await user.click(heart);
    await waitFor(() => expect(heart).toHaveAttribute('aria-pressed', 'true'));
    await waitFor(() => expect(api.linkKinds()).toContain(34));
    await user.click(heart);
    await waitFor(() => expect(heart).toHaveAttribute('aria-pressed', 'false'));
    await waitFor(() => expect(api.linkKinds()).toContain(36));
    expect(api.calls.filter((call) => call.path.includes('ToggleFavoritePlant'))).toHaveLength(2);
  });

  test('without photos, the signed-in gardener is asked to add a picture, which opens the photo chooser', async () => {
    const { container } = await openLavender();
    // The upload code arrives on demand; then the prompt opens the chooser.
    await waitFor(() => expect(screen.getByRole('button', { name: ADD_PICTURE_TEXT })).toBeEnabled());
    const chooser = container.querySelector<HTMLInputElement>('input[type="file"]');
    expect(chooser).toHaveAttribute('accept', 'image/*');
    const click = jest.spyOn(chooser!, 'click');
    await userEvent.setup().click(screen.getByRole('button', { name: ADD_PICTURE_TEXT }));
    expect(click).toHaveBeenCalled();
    expect(screen.queryByRole('img', { name: 'No picture of Lavender yet' })).not.toBeInTheDocument();
  });

  test('a photo that fails to load shows the fallback image (SPEC §8)', async () => {
    api.data.plant.Images = [{ Id: 1, Url: '/media/broken.jpg', Thumbnail: '/media/broken-t.jpg' }];
    await openLavender();
    const photo = screen.getByRole('img', { name: 'Lavender, photo 1 of 1' });
    fireEvent.error(photo);
    expect(screen.getByRole('img', { name: 'Lavender: picture not available' })).toHaveAttribute(
      'src',
      NO_PLANT_IMAGE,
    );
  });

  test('a plant without photos shows its drawing, not the fallback, with "Add photo" under it', async () => {
    api.data.plant.Illustration = '/api/Plants/7/Illustration.svg?v=3f2a';
    await openLavender();
    expect(screen.getByRole('img', { name: 'Drawing of Lavender' })).toHaveAttribute(
      'src',
      '/api/Plants/7/Illustration.svg?v=3f2a',
    );
    expect(await screen.findByRole('button', { name: ADD_PHOTO_LABEL })).toBeEnabled();
    expect(screen.queryByRole('button', { name: ADD_PICTURE_TEXT })).not.toBeInTheDocument();
  });

  test('an unknown plant says so and links back to the search with the carried parameters', async () => {
    renderPlants('/plants/details/99?key=k3y', { carried: { key: 'k3y' } });
    expect(await screen.findByText('We could not find that plant.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to plant search' })).toHaveAttribute(
      'href',
      '/plants/search?key=k3y',
    );
  });

  test('an address that is not a plant id is not found either, without asking the server', async () => {
    renderPlants('/plants/details/rose');
    expect(await screen.findByText('We could not find that plant.')).toBeInTheDocument();
    expect(api.calls).toEqual([]);
  });

  test('a failing details call shows the server’s message (SPEC §8)', async () => {
    api.server.use(
      http.get('/api/Users/:uid/Plant/:id/', () =>
        HttpResponse.json({ message: 'The plant catalogue is being updated.' }, { status: 503 }),
      ),
    );
    renderPlants('/plants/details/7');
    expect(await screen.findByRole('alert')).toHaveTextContent('The plant catalogue is being updated.');
  });

  test('while loading, the page says SPEC’s text and drives the shell’s plant-details spinner', async () => {
    const { store } = renderPlants('/plants/details/7');
    expect(screen.getByText('Retrieving plant details...')).toHaveAttribute('role', 'status');
    expect(store.getState().ui.pendingPlantDetailLoads).toBe(1);
    await screen.findByRole('heading', { level: 2, name: 'Lavender' });
    expect(store.getState().ui.pendingPlantDetailLoads).toBe(0);
  });

  test('a failing care-tips call shows its message in its section and leaves the rest of the page', async () => {
    api.server.use(
      http.get('/api/Users/:uid/CareTips/:id/', () =>
        HttpResponse.json({ message: 'Care tips are resting.' }, { status: 500 }),
      ),
    );
    await openLavender();
    const tips = await openSection('Care tips');
    expect(await within(tips).findByRole('alert')).toHaveTextContent('Care tips are resting.');
    expect(await screen.findByRole('heading', { name: 'Border bed' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Requirements' })).toBeInTheDocument();
  });

  test('care tips are grouped by care category', async () => {
    await openLavender();
    const tips = await openSection('Care tips');
    const watering = (await within(tips).findByRole('heading', { name: 'Watering' })).closest('li')!;
    expect(within(watering).getByText('Water deeply once a week.')).toBeInTheDocument();
    expect(within(watering).getByText('Let the soil dry between waterings.')).toBeInTheDocument();
    expect(
      within(tips)
        .getAllByRole('heading', { level: 4 })
        .map((h) => h.textContent),
    ).toEqual(['Watering', 'Pruning']);
  });

  test('attribute icons open the expert’s tip and record link kind 30', async () => {
    const user = userEvent.setup();
    await openLavender();
    await openSection('Attributes', user);
    await user.click(await screen.findByRole('button', { name: 'Deer: expert tip' }));
    const dialog = await screen.findByRole('dialog', { name: 'Resistant to: Deer' });
    expect(within(dialog).getByText('Deer avoid its strong scent.')).toBeInTheDocument();
    await waitFor(() => expect(api.linkKinds()).toContain(30));
    expect(screen.queryByRole('heading', { name: 'Toxicity' })).not.toBeInTheDocument();
  });

  test('companions are asked for in the zone the gardener came from and open with link kind 29', async () => {
    const user = userEvent.setup();
    await openLavender('/plants/details/7?zid=9&key=k3y');
    const section = await openSection('Suggested companions', user);
    expect(
      await within(section).findByText(
        'These plants score good in Border bed and share no pest with Lavender.',
      ),
    ).toBeInTheDocument();
    expect(api.calls.filter((call) => call.path.includes('SuggestedCompanions')).map((c) => c.path)).toEqual([
      'Plants/7/SuggestedCompanions/9/',
    ]);
    api.data.plant = { ...api.data.plant, Id: 12, CommonName: 'Purple coneflower' };
    await user.click(within(section).getByRole('link', { name: companionItem().CommonName }));
    expect(screen.getByTestId('location')).toHaveTextContent('/plants/details/12?zid=9&key=k3y');
    await screen.findByRole('heading', { level: 2, name: 'Purple coneflower' });
    await waitFor(() => expect(api.linkKinds()).toContain(29));
  });

  const companionPaths = () =>
    api.calls.filter((call) => call.path.includes('SuggestedCompanions')).map((c) => c.path);

  test('without a zone in the address, companions are asked for in the zone where the plant grows', async () => {
    await openLavender();
    const section = await openSection('Suggested companions');
    await within(section).findByRole('link', { name: 'Purple coneflower' });
    expect(companionPaths()).toEqual(['Plants/7/SuggestedCompanions/9/']);
  });

  test('for a plant the gardener does not grow, companions are asked for in their zone where it does best', async () => {
    api.data.scorecard = [zoneScore(), zoneScore({ ZoneId: 11, ZoneName: 'Patio', Overall: overall(0) })];
    await openLavender();
    const section = await openSection('Suggested companions');
    await within(section).findByRole('link', { name: 'Purple coneflower' });
    expect(companionPaths()).toEqual(['Plants/7/SuggestedCompanions/8/']);
  });

  test('a search user sees no scores in zones (SPEC §2.4: no My Yard, no Thrive) and companions for the plant itself', async () => {
    renderPlants('/plants/details/7', { identity: { GotoSearch: true } });
    await screen.findByRole('heading', { level: 2, name: 'Lavender' });
    const section = await openSection('Suggested companions');
    await within(section).findByRole('link', { name: 'Purple coneflower' });
    expect(screen.queryByRole('link', { name: /Thrive Scorecard/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Set up my yard/ })).not.toBeInTheDocument();
    expect(api.calls.some((call) => call.path.includes('PlantThriveScorecard'))).toBe(false);
    expect(companionPaths()).toEqual(['Plants/7/SuggestedCompanions/0/']);
  });
});
