import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { SnackbarProvider } from 'notistack';
import type { PlantListItem } from '../../contracts/plant-search';
import { createAppStore } from '../../store/store';
import { setupTestServer } from '../../testing/msw-server';
import { testStore } from '../../testing/test-store';
import { THRIVE_TOOLTIPS } from '../../thrive/tooltips';
import { NO_PLANT_IMAGE } from '../plant-thumbnail';
import { PlantCard } from './plant-card';
import { PLANT_VIEW_ACTIONS, PlantGrid, plantViewFromAction } from './plant-grid';

const server = setupTestServer();

function plant(overrides: Partial<PlantListItem> = {}): PlantListItem {
  return {
    Id: 7,
    CommonName: 'Lavender',
    BotanicalName: 'Lavandula angustifolia',
    OtherNames: [],
    CategoryId: 4,
    CategoryName: 'Perennials',
    Thumbnail: '/media/plants/7-thumb.jpg',
    SunRequirementId: 1,
    AltSunRequirementId: 0,
    WaterRequirementId: 2,
    ZoneLowId: 9,
    ZoneHighId: 17,
    IsFavorite: false,
    Thrive: null,
    ...overrides,
  };
}

function renderWithApp(ui: React.ReactNode, { signedIn = true } = {}) {
  const store = testStore({ identity: signedIn ? {} : null, carried: { key: 'k3y', av: '2.1' } });
  return render(
    <Provider store={store}>
      <SnackbarProvider>
        <MemoryRouter>{ui}</MemoryRouter>
      </SnackbarProvider>
    </Provider>,
  );
}

/** Answers ToggleFavoritePlant by flipping `favorite`; records link clicks. */
function fakeFavorites(start = false) {
  const state = { favorite: start, toggles: 0, linkClicks: [] as unknown[] };
  server.use(
    http.get('/api/users/42/ToggleFavoritePlant/7', () => {
      state.toggles += 1;
      state.favorite = !state.favorite;
      return HttpResponse.json({ PlantId: 7, IsFavorite: state.favorite });
    }),
    http.patch('/api/users/42/LinkClick', async ({ request }) => {
      state.linkClicks.push(await request.json());
      return HttpResponse.json({ code: 0 });
    }),
  );
  return state;
}

describe('PlantCard', () => {
  test('shows the names and category and links to the details page with the carried parameters', () => {
    renderWithApp(<PlantCard plant={plant()} />);
    const card = screen.getByRole('article', { name: 'Lavender' });
    expect(within(card).getByText('Lavandula angustifolia')).toBeInTheDocument();
    expect(within(card).getByText('Perennials')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Lavender' })).toHaveAttribute(
      'href',
      '/plants/details/7?key=k3y&av=2.1',
    );
  });

  test('carries the zone id to the details page when the list is about a zone', () => {
    renderWithApp(<PlantCard plant={plant()} zoneId={8} />);
    expect(screen.getByRole('link', { name: 'Lavender' })).toHaveAttribute(
      'href',
      '/plants/details/7?zid=8&key=k3y&av=2.1',
    );
  });

  test('an image that fails to load is swapped for the fallback image (SPEC §8), then a drawn sprout', () => {
    const { container } = renderWithApp(<PlantCard plant={plant()} />);
    const image = container.querySelector('img');
    expect(image).toHaveAttribute('src', '/media/plants/7-thumb.jpg');
    expect(image).toHaveAttribute('alt', '');
    fireEvent.error(image as HTMLImageElement);
    expect(container.querySelector('img')).toHaveAttribute('src', NO_PLANT_IMAGE);
    fireEvent.error(container.querySelector('img') as HTMLImageElement);
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('[data-fallback="placeholder"]')).toBeInTheDocument();
  });

  test('a plant without a photo shows the fallback image at once', () => {
    const { container } = renderWithApp(<PlantCard plant={plant({ Thumbnail: '' })} />);
    expect(container.querySelector('img')).toHaveAttribute('src', NO_PLANT_IMAGE);
  });

  test('the heart toggles the favourite, is pressed, is announced and records link kinds 34 and 36', async () => {
    const user = userEvent.setup();
    const api = fakeFavorites();
    renderWithApp(<PlantCard plant={plant()} />);
    const heart = screen.getByRole('button', { name: 'Favorite Lavender' });
    expect(heart).toHaveAttribute('aria-pressed', 'false');
    await user.click(heart);
    await waitFor(() => expect(heart).toHaveAttribute('aria-pressed', 'true'));
    expect(await screen.findByRole('status')).toHaveTextContent('Lavender added to your favorites.');
    await user.click(heart);
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent('Lavender removed from your favorites.'),
    );
    expect(heart).toHaveAttribute('aria-pressed', 'false');
    expect(api.toggles).toBe(2);
    await waitFor(() =>
      expect(api.linkClicks).toEqual([
        { UserId: 42, LinkClick: 34 },
        { UserId: 42, LinkClick: 36 },
      ]),
    );
  });

  test('a failed toggle goes back and shows the server message', async () => {
    const user = userEvent.setup();
    server.use(
      http.get('/api/users/42/ToggleFavoritePlant/7', () =>
        HttpResponse.json({ message: 'That plant is not in the catalogue.' }, { status: 404 }),
      ),
    );
    renderWithApp(<PlantCard plant={plant({ IsFavorite: true })} />);
    const heart = screen.getByRole('button', { name: 'Favorite Lavender' });
    expect(heart).toHaveAttribute('aria-pressed', 'true');
    await user.click(heart);
    expect(await screen.findByText('That plant is not in the catalogue.')).toBeInTheDocument();
    expect(heart).toHaveAttribute('aria-pressed', 'true');
  });

  test('the overall thrive score shows with its tooltip when the list was asked about a zone', () => {
    renderWithApp(
      <PlantCard plant={plant({ Thrive: { Score: 1, Tooltip: THRIVE_TOOLTIPS.overall.good } })} />,
    );
    expect(screen.getByRole('button', { name: 'Overall for Lavender: Good' })).toHaveAccessibleDescription(
      THRIVE_TOOLTIPS.overall.good,
    );
  });

  test('signed out there is no heart; extra actions sit beside it', () => {
    renderWithApp(<PlantCard plant={plant()} actions={<button type="button">Add to zone</button>} />, {
      signedIn: false,
    });
    expect(screen.queryByRole('button', { name: 'Favorite Lavender' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add to zone' })).toBeInTheDocument();
  });
});

describe('PlantGrid', () => {
  test('lists the cards under a name, in the list or the grid layout', () => {
    const plants = [plant(), plant({ Id: 8, CommonName: 'Hosta' })];
    const { rerender } = renderWithApp(<PlantGrid plants={plants} label="Search results" />);
    const list = screen.getByRole('list', { name: 'Search results' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(list).toHaveAttribute('data-view', 'list');
    expect(within(list).getByRole('article', { name: 'Hosta' })).toHaveClass('list');
    rerender(
      <Provider store={createAppStore()}>
        <MemoryRouter>
          <PlantGrid plants={plants} label="Search results" view="grid" />
        </MemoryRouter>
      </Provider>,
    );
    expect(screen.getByRole('list', { name: 'Search results' })).toHaveClass('gridCards');
    expect(screen.getByRole('article', { name: 'Hosta' })).toHaveClass('grid');
  });

  test('the toolbar action offers the other view (SPEC §2.5 grid view 5, list view 6)', () => {
    expect(PLANT_VIEW_ACTIONS.list.code).toBe(5);
    expect(PLANT_VIEW_ACTIONS.grid.code).toBe(6);
    expect(plantViewFromAction(5)).toBe('grid');
    expect(plantViewFromAction(6)).toBe('list');
    expect(plantViewFromAction(3)).toBeNull();
  });
});
