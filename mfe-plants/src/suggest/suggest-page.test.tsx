import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { SUGGEST_MESSAGES } from '@thrive/shared/contracts';
import { setupFakeSuggestApi, suggestions } from '../testing/fake-suggest-api';
import { renderPlants } from '../testing/render-plants';

const api = setupFakeSuggestApi();
const field = (name: string) => screen.getByRole('combobox', { name });
const group = (name: string) => screen.getByRole('group', { name });

async function openSuggest() {
  const user = userEvent.setup();
  const view = renderPlants('/plants/suggest');
  // The lists have arrived once the zones and the wishes are offered.
  await within(await screen.findByRole('combobox', { name: 'One of your zones' })).findByRole('option', {
    name: 'Border bed',
  });
  await within(field('Sun')).findByRole('option', { name: 'Full Sun' });
  await screen.findByRole('group', { name: 'Attracts' });
  return { user, ...view };
}

async function describeSpot(user: UserEvent, { sun = 'Full Sun', water = 'Medium', zone = '7a' } = {}) {
  if (sun) await user.selectOptions(field('Sun'), sun);
  if (water) await user.selectOptions(field('Water'), water);
  if (zone) await user.selectOptions(field('Hardiness zone'), zone);
}

const submit = (user: UserEvent) => user.click(screen.getByRole('button', { name: 'Suggest plants' }));
const resultsHeading = () =>
  screen.findByRole('heading', { name: 'Plants for Full Sun · Dry to Medium · zone 7b' });

describe('suggest a plant: the spot (SPEC §2.3, SUGGEST_MESSAGES)', () => {
  test.each([
    ['sun', 'Sun', { sun: '' }],
    ['water', 'Water', { water: '' }],
    ['zone', 'Hardiness zone', { zone: '' }],
  ] as const)(
    'SUGGEST_MESSAGES.%s shows under the %s field when it is not chosen',
    async (rule, label, left) => {
      const { user } = await openSuggest();
      await describeSpot(user, left);
      await submit(user);
      expect(field(label)).toHaveAccessibleDescription(SUGGEST_MESSAGES[rule]);
      expect(field(label)).toHaveFocus();
      const others = Object.values(SUGGEST_MESSAGES).filter((message) => message !== SUGGEST_MESSAGES[rule]);
      for (const message of others) expect(screen.queryByText(message)).not.toBeInTheDocument();
      expect(api.suggestBodies).toEqual([]);
    },
  );

  test('a message goes as soon as its field is chosen; the others stay until theirs are', async () => {
    const { user } = await openSuggest();
    await describeSpot(user, { sun: '', water: '' });
    await submit(user);
    expect(field('Sun')).toHaveAccessibleDescription(SUGGEST_MESSAGES.sun);
    expect(field('Water')).toHaveAccessibleDescription(SUGGEST_MESSAGES.water);
    await user.selectOptions(field('Sun'), 'Full Sun');
    expect(field('Sun')).toHaveAttribute('aria-invalid', 'false');
    expect(screen.queryByText(SUGGEST_MESSAGES.sun)).not.toBeInTheDocument();
    expect(field('Water')).toHaveAccessibleDescription(SUGGEST_MESSAGES.water);
    expect(api.suggestBodies).toEqual([]);
  });

  test('picking one of the gardener’s zones fills sun, water and hardiness and sends ZoneId', async () => {
    const { user } = await openSuggest();
    await user.selectOptions(field('One of your zones'), 'Border bed');
    expect(field('Sun')).toHaveDisplayValue('Full Sun');
    expect(field('Water')).toHaveDisplayValue('Dry to Medium');
    expect(field('Hardiness zone')).toHaveDisplayValue('7b');
    await submit(user);
    await resultsHeading();
    expect(api.suggestBodies).toEqual([
      expect.objectContaining({ ZoneId: 8, YardId: 0, SunRequirementId: 6, WaterRequirementId: 2 }),
    ]);
  });

  test('changing a value the zone filled describes another spot: the zone is let go', async () => {
    const { user } = await openSuggest();
    await user.selectOptions(field('One of your zones'), 'Border bed');
    await user.selectOptions(field('Sun'), 'Part Shade');
    expect(field('One of your zones')).toHaveDisplayValue('-Describe the spot below-');
    await submit(user);
    await resultsHeading();
    expect(api.suggestBodies[0]).toMatchObject({ ZoneId: 0, SunRequirementId: 3, HardinessZoneId: 14 });
  });

  test('a yard of the gardener’s gives the hardiness zone (YardId)', async () => {
    const { user } = await openSuggest();
    await describeSpot(user, { zone: 'Front yard (zone 7b)' });
    await submit(user);
    await resultsHeading();
    expect(api.suggestBodies[0]).toMatchObject({ YardId: 5, HardinessZoneId: 0, SunRequirementId: 6 });
  });

  test('size, categories, wishes and toxicities to avoid go in the request', async () => {
    const { user } = await openSuggest();
    await describeSpot(user);
    await user.type(screen.getByRole('spinbutton', { name: 'Largest height' }), '3');
    await user.type(screen.getByRole('spinbutton', { name: 'Largest spread' }), '50');
    await user.selectOptions(field('Largest spread unit'), 'cm');
    await user.click(within(group('Categories')).getByRole('checkbox', { name: 'Perennials' }));
    await user.click(within(group('Attracts')).getByRole('checkbox', { name: 'Butterflies' }));
    await user.click(within(group('Attracts')).getByRole('checkbox', { name: 'Hummingbirds' }));
    await user.click(within(group('Resistant to')).getByRole('checkbox', { name: 'Deer' }));
    await user.click(within(group('Tolerates')).getByRole('checkbox', { name: 'Drought' }));
    await user.click(within(group('Avoid plants that are')).getByRole('checkbox', { name: 'Toxic to Cats' }));
    await submit(user);
    await resultsHeading();
    expect(api.suggestBodies).toEqual([
      {
        ZoneId: 0,
        YardId: 0,
        SunRequirementId: 6,
        WaterRequirementId: 3,
        HardinessZoneId: 13,
        MaxHeight: { Min: null, Max: 3, Unit: 'ft' },
        MaxSpread: { Min: null, Max: 50, Unit: 'cm' },
        Categories: [5],
        Attractants: [1, 2],
        Resistances: [1],
        Tolerances: [1],
        Avoid: [2],
        i: 0,
        c: 25,
      },
    ]);
  });

  test('the server’s 400 messages show under their fields, with its message above', async () => {
    api.data.suggest = {
      status: 400,
      body: {
        message: 'Please check the spot.',
        fields: { 'body.HardinessZoneId': 'Zone 7a is unknown here.' },
      },
    };
    const { user } = await openSuggest();
    await describeSpot(user);
    await submit(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('Please check the spot.');
    expect(field('Hardiness zone')).toHaveAccessibleDescription('Zone 7a is unknown here.');
    expect(field('Hardiness zone')).toHaveFocus();
    // Another zone is chosen: the server's word on the one it was sent no longer applies.
    await user.selectOptions(field('Hardiness zone'), '7b');
    expect(field('Hardiness zone')).toHaveAttribute('aria-invalid', 'false');
    expect(screen.queryByText('Zone 7a is unknown here.')).not.toBeInTheDocument();
  });
});

describe('suggest a plant: the suggestions', () => {
  test('are headed by the spot and show each plant’s thrive score and the wishes it meets', async () => {
    const { user } = await openSuggest();
    await user.selectOptions(field('One of your zones'), 'Border bed');
    await submit(user);
    expect(await resultsHeading()).toHaveFocus();
    const [coneflower, lavender] = within(
      screen.getByRole('list', { name: 'Suggested plants' }),
    ).getAllByRole('listitem');
    expect(within(coneflower!).getByText('Meets: Butterflies, Deer')).toBeInTheDocument();
    expect(
      within(coneflower!).getByRole('button', { name: 'Overall for Purple Coneflower: Good' }),
    ).toBeVisible();
    expect(within(coneflower!).getByRole('link', { name: 'Purple Coneflower' })).toHaveAttribute(
      'href',
      '/plants/details/301',
    );
    expect(within(lavender!).queryByText(/^Meets:/)).not.toBeInTheDocument();
  });

  test('come in pages: the next page asks for i=1 and shows "2 of 3"', async () => {
    api.data.suggest = suggestions({ TotalRows: 60 });
    const { user } = await openSuggest();
    await user.selectOptions(field('One of your zones'), 'Border bed');
    await submit(user);
    await resultsHeading();
    expect(screen.getByText('1 of 3')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByText('2 of 3')).toBeInTheDocument();
    expect(api.suggestBodies.map((body) => body.i)).toEqual([0, 1]);
  });

  test('none found: it explains and suggests loosening the wishes, then searches the spot alone', async () => {
    api.data.suggest = suggestions({ Items: [], TotalRows: 0 });
    const { user } = await openSuggest();
    await describeSpot(user);
    await user.click(within(group('Attracts')).getByRole('checkbox', { name: 'Butterflies' }));
    await submit(user);
    expect(
      await screen.findByText('No plants we know will thrive in this spot with these limits'),
    ).toBeVisible();
    expect(screen.getByText(/Try loosening your wishes/)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Try without limits' }));
    await waitFor(() => expect(api.suggestBodies).toHaveLength(2));
    expect(api.suggestBodies[1]).toMatchObject({ SunRequirementId: 6, Attractants: [], Categories: [] });
  });

  test('a failed search shows the server’s message and can be tried again', async () => {
    api.data.suggest = { status: 500, body: { message: 'The suggestions are resting.' } };
    const { user } = await openSuggest();
    await describeSpot(user);
    await submit(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('The suggestions are resting.');
    api.data.suggest = suggestions();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await resultsHeading()).toBeInTheDocument();
  });

  test('Change the spot shows the form as left; Back to the suggestions asks nothing new', async () => {
    const { user } = await openSuggest();
    await user.selectOptions(field('One of your zones'), 'Border bed');
    await submit(user);
    await resultsHeading();
    await user.click(screen.getByRole('button', { name: 'Change the spot' }));
    expect(field('One of your zones')).toHaveDisplayValue('Border bed');
    await user.click(screen.getByRole('button', { name: 'Back to the suggestions' }));
    expect(await resultsHeading()).toBeInTheDocument();
    expect(api.suggestBodies).toHaveLength(1);
  });
});
