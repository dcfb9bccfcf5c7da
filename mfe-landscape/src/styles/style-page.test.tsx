import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupFakeStylesApi } from '../testing/fake-styles-api';
import { palettePlant } from '../testing/style-fixtures';
import { renderStyles } from '../testing/render-styles';

const api = setupFakeStylesApi();

describe('a landscape style (SPEC §1 learn a style)', () => {
  test('shows the plan, description, profile, tips, palette, pictures and the way to design a bed', async () => {
    renderStyles('/styles/3?key=k3y', { carried: { key: 'k3y' } });
    expect(await screen.findByRole('heading', { level: 2, name: 'Cottage Garden' })).toBeInTheDocument();

    const hero = screen.getAllByRole('figure')[0]!;
    expect(within(hero).getByRole('img', { name: 'Planting plan of Cottage Garden' })).toHaveAttribute(
      'src',
      '/api/LandscapeStyles/3/Plan.svg?v=abc',
    );
    expect(
      await within(hero).findByText('Planting plan of Cottage Garden: 10 plants, tallest at the back'),
    ).toBeInTheDocument();
    expect(screen.getByText(/A relaxed, abundant mix of flowers and herbs\./)).toBeInTheDocument();

    const profile = screen.getByRole('region', { name: 'Suits' });
    const terms = within(profile)
      .getAllByRole('term')
      .map((term) => term.textContent);
    const values = within(profile)
      .getAllByRole('definition')
      .map((value) => value.textContent);
    expect(Object.fromEntries(terms.map((term, index) => [term, values[index]]))).toEqual({
      Sun: 'Full Sun, Part Sun',
      Water: 'Medium',
      'Hardiness zones': '5a to 7b',
      'Growth rate': 'Fast',
      Effort: 'Low',
      Attracts: 'Bees',
      Cost: '$ (under $15)',
    });

    const tips = screen.getByRole('list', { name: 'How to plant it' });
    expect(
      within(tips)
        .getAllByRole('listitem')
        .map((tip) => tip.textContent),
    ).toEqual(['Plant in drifts of three or five.', 'Let some flowers set seed.']);

    const plants = await screen.findByRole('list', { name: 'Plants of Cottage Garden' });
    expect(within(plants).getByRole('link', { name: 'Hollyhock' })).toHaveAttribute(
      'href',
      '/plants/details/21?key=k3y',
    );
    expect(within(plants).getByRole('link', { name: 'Foxglove' })).toBeInTheDocument();

    const gallery = await screen.findByRole('list', { name: 'Pictures of Cottage Garden' });
    expect(
      within(gallery)
        .getAllByRole('img')
        .map((image) => image.getAttribute('alt')),
    ).toEqual(['Planting plan of Cottage Garden', 'Front border, a bed in the Cottage Garden style']);
    expect(within(gallery).getByText('Front border')).toBeInTheDocument();

    expect(screen.getByRole('link', { name: 'Design a bed in this style' })).toHaveAttribute(
      'href',
      '/styles/designs/new?style=3&key=k3y',
    );
    expect(screen.getByRole('link', { name: 'Back to styles' })).toHaveAttribute('href', '/styles?key=k3y');
  });

  test('asks for the palette a page at a time and for the published pictures only', async () => {
    renderStyles('/styles/3');
    await screen.findByRole('list', { name: 'Pictures of Cottage Garden' });
    await screen.findByRole('list', { name: 'Plants of Cottage Garden' });
    expect(api.calls).toEqual(
      expect.arrayContaining([
        '/api/LandscapeStyles/3/PlantSearch/?i=0&c=25',
        '/api/LandscapeStyles/3/Images/?published=1',
      ]),
    );
  });

  test('a style with no photos yet and an empty palette says so', async () => {
    api.data.palettes = {};
    renderStyles('/styles/5');
    expect(await screen.findByText('This style has no plants yet.')).toBeInTheDocument();
    expect(
      await screen.findByText('No gardener has published a photo of a bed in this style yet.'),
    ).toBeInTheDocument();
  });

  test('pages through a long palette', async () => {
    api.data.palettes = {
      3: Array.from({ length: 27 }, (_, index) =>
        palettePlant({ Id: 100 + index, CommonName: `Plant ${index + 1}` }),
      ),
    };
    const user = userEvent.setup();
    renderStyles('/styles/3');
    const pages = await screen.findByRole('navigation', { name: 'Plant pages' });
    await user.click(within(pages).getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(api.calls).toContain('/api/LandscapeStyles/3/PlantSearch/?i=1&c=25'));
    expect(await screen.findByRole('link', { name: 'Plant 27' })).toBeInTheDocument();
  });

  test('an unknown style, or an address that names none, says there is no such style', async () => {
    const first = renderStyles('/styles/99');
    expect(await screen.findByText('There is no such style.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to styles' })).toBeInTheDocument();
    first.unmount();
    renderStyles('/styles/cottage');
    expect(screen.getByText('There is no such style.')).toBeInTheDocument();
  });
});
