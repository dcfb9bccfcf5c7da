import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  selectHeaderTitle,
  selectToolbarActions,
  TOOLBAR_ACTIONS,
  toolbarActionClicked,
} from '@thrive/shared';
import { galleryPhoto, setupFakeGalleryApi } from '../testing/fake-gallery-api';
import { renderAccount } from '../testing/render-account';

const api = setupFakeGalleryApi();
const location = () => screen.getByTestId('location');
const photos = (name = /^Photos in/) => screen.findByRole('list', { name });
const photoItems = async () => within(await photos()).getAllByRole('listitem');

describe('My Gallery (SPEC §2.7 Gallery section, §7 GET users/{uid}/gallery)', () => {
  test('SPEC §2.7: the list shows city, state, created date (MM/dd/yyyy hh:mm a), common and botanical name', async () => {
    const { store } = renderAccount('/users/gallery');
    expect(screen.getByRole('heading', { level: 2, name: 'My Gallery' })).toBeInTheDocument();
    expect(selectHeaderTitle(store.getState())).toBe('My Gallery');
    const list = await photos(/^Photos in All photos$/);
    expect(list).toHaveAttribute('data-view', 'list');
    const lavender = within(list).getAllByRole('listitem')[1]!;
    for (const text of ['Lavender', 'Lavandula angustifolia', 'Columbus, OH', '03/01/2026 09:05 AM'])
      expect(within(lavender).getByText(text)).toBeInTheDocument();
    expect(within(lavender).getByRole('img')).toHaveAttribute(
      'alt',
      'Photo of Lavender taken 03/01/2026 09:05 AM',
    );
    expect(screen.getByRole('heading', { name: '3 photos' })).toBeInTheDocument();
    expect(api.reads).toEqual([{ g: '0', i: '0', c: '24', f: '0' }]);
  });

  test('shows the storage used: "Using 12.3 MB of 500 MB"', async () => {
    renderAccount('/users/gallery');
    expect(await screen.findByText('Using 12.3 MB of 500 MB')).toBeInTheDocument();
  });

  test('SPEC §2.5 codes 5 and 6: the toolbar switches to the grid (3 a row, pictures only) and back', async () => {
    const { store } = renderAccount('/users/gallery');
    await photos();
    expect(selectToolbarActions(store.getState())).toEqual([
      { code: TOOLBAR_ACTIONS.GridView, label: 'Grid view' },
      { code: TOOLBAR_ACTIONS.Upload, label: 'Add photos' },
    ]);
    act(() => {
      store.dispatch(toolbarActionClicked(TOOLBAR_ACTIONS.GridView));
    });
    expect(await photos()).toHaveAttribute('data-view', 'grid');
    expect(screen.queryByText('Columbus, OH')).not.toBeInTheDocument();
    expect(
      screen.getByRole('img', { name: 'Photo of Lavender taken 03/01/2026 09:05 AM' }),
    ).toBeInTheDocument();
    expect(location()).toHaveTextContent('/users/gallery?view=grid');
    expect(selectToolbarActions(store.getState())).toContainEqual({
      code: TOOLBAR_ACTIONS.ListView,
      label: 'List view',
    });
    act(() => {
      store.dispatch(toolbarActionClicked(TOOLBAR_ACTIONS.ListView));
    });
    expect(await photos()).toHaveAttribute('data-view', 'list');
    expect(location()).toHaveTextContent(/^\/users\/gallery$/);
  });

  test('choosing a gallery reads it with g and keeps it in the address', async () => {
    const user = userEvent.setup();
    renderAccount('/users/gallery');
    await photos();
    const chooser = screen.getByRole('combobox', { name: 'Gallery' });
    expect(
      within(chooser)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['All photos', 'Roses (2)']);
    await user.selectOptions(chooser, 'Roses (2)');
    const roses = await photos(/^Photos in Roses$/);
    expect(within(roses).getAllByRole('listitem')).toHaveLength(2);
    expect(api.reads.at(-1)).toEqual({ g: '10', i: '0', c: '24', f: '0' });
    expect(location()).toHaveTextContent('/users/gallery?g=10');
    expect(screen.getByText('New photos go into “Roses”.')).toBeInTheDocument();
  });

  test('the favorites-only filter asks f=1', async () => {
    const user = userEvent.setup();
    renderAccount('/users/gallery');
    await photos();
    await user.click(screen.getByRole('checkbox', { name: 'Favorites only' }));
    await waitFor(async () => expect(await photoItems()).toHaveLength(1));
    expect(api.reads.at(-1)).toMatchObject({ f: '1' });
    expect(screen.getByRole('heading', { name: '1 favorite photo' })).toBeInTheDocument();
  });

  test('SPEC §2.7 favorite toggle: the heart sends IsFavorite with the image reference', async () => {
    const user = userEvent.setup();
    renderAccount('/users/gallery');
    await photos();
    const heart = screen.getByRole('button', {
      name: 'Favorite photo of Lavender taken 03/01/2026 09:05 AM',
    });
    expect(heart).toHaveAttribute('aria-pressed', 'false');
    await user.click(heart);
    await waitFor(() => expect(heart).toHaveAttribute('aria-pressed', 'true'));
    expect(api.calls).toEqual([
      {
        method: 'POST',
        path: '/api/users/42/image',
        query: {},
        body: { Id: 2, Type: 2, Key: '/media/photos/2.jpg', IsFavorite: true },
      },
    ]);
  });

  test('SPEC §2.6 paginator: pages of 24, "1 of 2", the next page asks i=1', async () => {
    api.data.photos = Array.from({ length: 30 }, (_, n) => galleryPhoto({ Id: 100 + n }));
    const user = userEvent.setup();
    renderAccount('/users/gallery');
    expect(await photoItems()).toHaveLength(24);
    expect(screen.getByRole('navigation', { name: 'Photo pages' })).toHaveTextContent('1 of 2');
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByText('2 of 2')).toBeInTheDocument();
    await waitFor(async () => expect(await photoItems()).toHaveLength(6));
    expect(api.reads.at(-1)).toEqual({ g: '0', i: '1', c: '24', f: '0' });
    expect(location()).toHaveTextContent('/users/gallery?i=1');
  });

  test('with no photos it says so and offers Add photos', async () => {
    api.data.photos = [];
    renderAccount('/users/gallery');
    expect(await screen.findByText('No photos yet')).toBeInTheDocument();
    expect(screen.getByText(/Add photos of your plants/)).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Add photos' })).toHaveLength(1);
    expect(screen.queryByRole('list', { name: /^Photos in/ })).not.toBeInTheDocument();
  });

  test('a failed load shows the server’s message and can be tried again', async () => {
    api.data.failList = true;
    const user = userEvent.setup();
    renderAccount('/users/gallery');
    expect(await screen.findByRole('alert')).toHaveTextContent('Photos are resting.');
    api.data.failList = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await photoItems()).toHaveLength(3);
  });
});
