import { http, HttpResponse } from 'msw';
import { screen, waitFor, within } from '@testing-library/react';
import { setupFakeYardsApi } from '../testing/fake-yards-api';
import { overall, zone, zonePlant } from '../testing/fixtures';
import { renderYards } from '../testing/render-yards';

const api = setupFakeYardsApi();

const BORDER_PLANTS = ['Lavender', 'Hosta', 'Fern', 'Sage', 'Thyme', 'Rose', 'Iris', 'Aster'];

/** Two yards: a border bed of eight plants and a shady corner of one; a vegetable patch and an empty lawn. */
function twoYards() {
  api.data.zones = [
    zone({ Id: 8, Name: 'Border bed', PlantCount: 8 }),
    zone({ Id: 9, Name: 'Shady corner', SunRequirementId: 1, PlantCount: 1 }),
    zone({ Id: 12, YardId: 6, YardName: 'Back yard', Name: 'Vegetable patch', PlantCount: 1 }),
    zone({ Id: 13, YardId: 6, YardName: 'Back yard', Name: 'Lawn', PlantCount: 0 }),
  ];
  api.data.zonePlants = [
    ...BORDER_PLANTS.map((name, index) =>
      zonePlant({
        Id: 200 + index,
        PlantId: 3000 + index,
        CommonName: name,
        Thumbnail: `/media/${name}.svg`,
        Overall: overall(name === 'Hosta' ? 2 : 1),
      }),
    ),
    zonePlant({ Id: 300, PlantId: 4000, ZoneId: 9, CommonName: 'Astilbe', Overall: overall(0) }),
    zonePlant({ Id: 301, PlantId: 4001, ZoneId: 12, YardId: 6, CommonName: 'Tomato' }),
  ];
}

const card = async (name: string) => (await screen.findByRole('link', { name })).closest('li') as HTMLElement;
const pictureNames = (list: HTMLElement) =>
  within(list)
    .getAllByRole('listitem')
    .map((item) => item.textContent);

describe('zone cards (issue 17: zones shown with their plants)', () => {
  test("show the pictures of that zone's plants only, six of them and +N for the rest", async () => {
    twoYards();
    renderYards('/zones');
    const border = await card('Border bed');
    const pictures = await within(border).findByRole('list', { name: 'Plants in Border bed' });
    expect(pictureNames(pictures)).toEqual([...BORDER_PLANTS.slice(0, 6), '+2 more']);
    expect(pictures.querySelector('img')).toHaveAttribute('src', '/media/Lavender.svg');

    const shady = await card('Shady corner');
    const shadyPictures = await within(shady).findByRole('list', { name: 'Plants in Shady corner' });
    expect(pictureNames(shadyPictures)).toEqual(['Astilbe']);
  });

  test("show the zone's score summary bar beside its sun, water and plant count", async () => {
    twoYards();
    renderYards('/zones');
    const border = await card('Border bed');
    expect(
      await within(border).findByRole('img', { name: 'Thrive scores: 7 Good, 1 Borderline' }),
    ).toBeInTheDocument();
    expect(within(border).getByText('Full Sun')).toBeInTheDocument();
    expect(within(border).getByText('8 plants')).toBeInTheDocument();
    expect(
      await within(await card('Shady corner')).findByRole('img', { name: 'Thrive scores: 1 Poor' }),
    ).toBeInTheDocument();
    const lawn = await card('Lawn');
    expect(within(lawn).getByText('No plants yet')).toBeInTheDocument();
    expect(within(lawn).queryByRole('list', { name: /^Plants in/ })).not.toBeInTheDocument();
  });

  test('counts read as every count of the app does (countText): one plant, and grouped thousands', async () => {
    twoYards();
    api.data.zones[0] = zone({ Id: 8, Name: 'Border bed', PlantCount: 1204 });
    renderYards('/zones');
    expect(within(await card('Border bed')).getByText('1,204 plants')).toBeInTheDocument();
    expect(within(await card('Shady corner')).getByText('1 plant')).toBeInTheDocument();
  });

  test('ask for the plants once per yard, not once per zone', async () => {
    twoYards();
    renderYards('/zones');
    await within(await card('Vegetable patch')).findByRole('list', { name: 'Plants in Vegetable patch' });
    await within(await card('Border bed')).findByRole('list', { name: 'Plants in Border bed' });
    expect([...api.plantReads].sort()).toEqual([
      'users/42/ZonePlants/0?yid=5',
      'users/42/ZonePlants/0?yid=6',
    ]);
  });

  test('keep their text while the plants load, then show the pictures', async () => {
    twoYards();
    let answer: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    api.server.use(
      http.get('/api/users/:uid/ZonePlants/:zoneId', async () => {
        await answered;
        return HttpResponse.json(api.data.zonePlants);
      }),
    );
    renderYards('/zones');
    const border = await card('Border bed');
    expect(within(border).getByText('8 plants')).toBeInTheDocument();
    expect(within(border).queryByRole('list', { name: 'Plants in Border bed' })).not.toBeInTheDocument();
    expect(within(border).queryByRole('img')).not.toBeInTheDocument();
    // The strip's and the bar's room is kept, so the card does not jump when they arrive.
    expect(border.querySelector('.strip[aria-hidden="true"]')).toBeInTheDocument();
    expect(border.querySelector('.pending[aria-hidden="true"]')).toBeInTheDocument();
    answer();
    expect(await within(border).findByRole('list', { name: 'Plants in Border bed' })).toBeInTheDocument();
  });

  test('a failed plants load leaves the cards without pictures and without an error box, and is logged', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    api.server.use(
      http.get('/api/users/:uid/ZonePlants/:zoneId', () =>
        HttpResponse.json({ message: 'The garden is resting.' }, { status: 503 }),
      ),
    );
    renderYards('/zones');
    const border = await card('Border bed');
    await waitFor(() =>
      expect(warn).toHaveBeenCalledWith('[mfe-yards] Loading the plants of yard 5 failed', expect.anything()),
    );
    expect(within(border).getByText('2 plants')).toBeInTheDocument();
    expect(within(border).queryByRole('list', { name: /^Plants in/ })).not.toBeInTheDocument();
    expect(within(border).queryByRole('img')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
