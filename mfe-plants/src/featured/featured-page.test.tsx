import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { manyPlants } from '../testing/fixtures';
import { setupFakePlantsApi } from '../testing/fake-plants-api';
import { renderPlants } from '../testing/render-plants';
import { NO_SPONSOR_TITLE } from './featured-page';

const api = setupFakePlantsApi();
const featuredCalls = () => api.calls.filter((call) => call.path.includes('/FeaturedPlants/'));

describe('featured plants (plants/featured?pid=...)', () => {
  test('shows the sponsor banner linked to its site and its featured plants; records link kind 42', async () => {
    renderPlants('/plants/featured?pid=3&key=k3y', { carried: { key: 'k3y' } });
    expect(screen.getByRole('heading', { name: 'Featured Plants' })).toBeInTheDocument();
    const banner = await screen.findByRole('link', { name: /Greenleaf Nursery/ });
    expect(banner).toHaveAttribute('href', 'https://greenleaf.example.org/');
    expect(banner).toHaveAttribute('target', '_blank');
    expect(within(banner).getByRole('img', { name: 'Greenleaf Nursery' })).toHaveAttribute(
      'src',
      '/assets/sponsors/greenleaf.png',
    );
    const plants = screen.getByRole('list', { name: 'Featured plants' });
    expect(within(plants).getByRole('link', { name: 'Lavender' })).toHaveAttribute(
      'href',
      '/plants/details/7?key=k3y',
    );
    expect(within(plants).getByRole('link', { name: 'Rosemary' })).toBeInTheDocument();
    expect(featuredCalls()[0]).toEqual({
      method: 'POST',
      path: 'Users/42/FeaturedPlants/3/',
      body: { i: 0, c: 25 },
    });
    await waitFor(() => expect(api.linkKinds()).toEqual([42]));
  });

  test('following the sponsor banner reports engagement with the sponsor (Engagement/)', async () => {
    const user = userEvent.setup();
    renderPlants('/plants/featured?pid=3');
    const banner = await screen.findByRole('link', { name: /Greenleaf Nursery/ });
    banner.addEventListener('click', (event) => event.preventDefault());
    await user.click(banner);
    await waitFor(() =>
      expect(api.engagements()).toEqual([
        {
          Kind: 'sponsor-banner',
          Data: { SponsorId: 3, Sponsor: 'Greenleaf Nursery', Where: 'featured-plants' },
        },
      ]),
    );
  });

  test('pages through many featured plants', async () => {
    const user = userEvent.setup();
    const items = manyPlants(30);
    api.data.featured[3] = { ...api.data.featured[3]!, Items: items, TotalRows: 30 };
    renderPlants('/plants/featured?pid=3');
    const pages = await screen.findByRole('navigation', { name: 'Featured plant pages' });
    expect(pages).toHaveTextContent('1 of 2');
    await user.click(within(pages).getByRole('button', { name: 'Next page' }));
    expect(await screen.findByRole('link', { name: 'Plant 26' })).toBeInTheDocument();
    expect(featuredCalls().at(-1)?.body).toEqual({ i: 1, c: 25 });
  });

  test('SPEC §2.3, §4: without a selected sponsor it says featured plants come from a partner garden centre, promises no chooser, offers plant search, and calls nothing', () => {
    renderPlants('/plants/featured?key=k3y', { carried: { key: 'k3y' } });
    expect(screen.getByText(NO_SPONSOR_TITLE)).toBeInTheDocument();
    expect(
      screen.getByText(/Featured plants come from a partner garden centre, and none is selected for you\./),
    ).toBeInTheDocument();
    // The Launch Pad has no sponsor chooser (SPEC §2.3): the page must not send the gardener there for one.
    expect(screen.queryByText(/Launch Pad/)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Search all plants' })).toHaveAttribute(
      'href',
      '/plants/search?key=k3y',
    );
    expect(featuredCalls()).toEqual([]);
  });

  test('an unknown sponsor says so and records no visit (link kind 42)', async () => {
    renderPlants('/plants/featured?pid=99');
    expect(await screen.findByText('Sponsor not found')).toBeInTheDocument();
    expect(api.linkKinds()).toEqual([]);
  });
});
