import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupFakeGalleryApi } from '../testing/fake-gallery-api';
import { renderAccount } from '../testing/render-account';

const api = setupFakeGalleryApi();
const LAVENDER = 'photo of Lavender taken 03/01/2026 09:05 AM';

async function openLavender() {
  const user = userEvent.setup();
  renderAccount('/users/gallery');
  await screen.findByRole('list', { name: /^Photos in/ });
  await user.click(screen.getByRole('button', { name: `Edit ${LAVENDER}` }));
  return { user, dialog: screen.getByRole('dialog', { name: 'Lavender' }) };
}

describe('Tap to edit: the image menu (SPEC §2.5 image menu: rotate, delete; §7 rotate, imageaction k=d)', () => {
  test('shows the bigger picture with its details', async () => {
    const { dialog } = await openLavender();
    expect(within(dialog).getByRole('img', { name: `P${LAVENDER.slice(1)}` })).toHaveAttribute(
      'src',
      '/media/photos/2.jpg',
    );
    for (const text of ['Lavandula angustifolia', 'Columbus, OH', '03/01/2026 09:05 AM'])
      expect(within(dialog).getByText(text)).toBeInTheDocument();
  });

  test('Rotate sends POST rotate with the image reference (SPEC §3 Image reference: Id, Type, Key), and the dialog shows the turned photo', async () => {
    const { user, dialog } = await openLavender();
    await user.click(within(dialog).getByRole('button', { name: 'Rotate' }));
    await waitFor(() => expect(api.calls).toHaveLength(1));
    expect(api.calls[0]).toMatchObject({
      method: 'POST',
      path: '/api/users/42/rotate',
      body: { Id: 2, Type: 2, Key: '/media/photos/2.jpg' },
    });
    // Read again by its id: the dialog follows the photo's new file.
    await waitFor(() =>
      expect(within(dialog).getByRole('img', { name: `P${LAVENDER.slice(1)}` })).toHaveAttribute(
        'src',
        '/media/photos/2.jpg?turned',
      ),
    );
  });

  test('Delete asks "Delete this photo?" first; No keeps it, Yes sends k=d and the photo leaves the gallery', async () => {
    const { user, dialog } = await openLavender();
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    const question = screen.getByRole('dialog', { name: 'Warning!!!' });
    expect(question).toHaveTextContent('Delete this photo?');
    await user.click(within(question).getByRole('button', { name: 'Keep it' }));
    expect(api.calls).toEqual([]);
    expect(screen.getByRole('dialog', { name: 'Lavender' })).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await user.click(screen.getByRole('button', { name: 'Delete photo' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.calls).toEqual([
      {
        method: 'POST',
        path: '/api/users/42/imageaction/',
        query: { i: '2', k: 'd', c: '2', cid: '101' },
        body: undefined,
      },
    ]);
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: `Edit ${LAVENDER}` })).not.toBeInTheDocument(),
    );
    expect(screen.getByText('The photo was deleted.')).toBeInTheDocument();
  });

  test('the heart in the menu sends IsFavorite too', async () => {
    const { user, dialog } = await openLavender();
    await user.click(within(dialog).getByRole('button', { name: `Favorite ${LAVENDER}`, pressed: false }));
    await waitFor(() => expect(api.calls).toHaveLength(1));
    expect(api.calls[0]?.body).toEqual({ Id: 2, Type: 2, Key: '/media/photos/2.jpg', IsFavorite: true });
  });

  test('Move puts the photo in another gallery (GalleryId)', async () => {
    const { user, dialog } = await openLavender();
    const move = within(dialog).getByRole('button', { name: 'Move' });
    expect(move).toBeDisabled();
    await user.selectOptions(
      within(dialog).getByRole('combobox', { name: 'Gallery of this photo' }),
      'Roses',
    );
    await user.click(move);
    expect(await screen.findByText('The photo was moved to “Roses”.')).toBeInTheDocument();
    expect(api.calls[0]?.body).toEqual({ Id: 2, Type: 2, Key: '/media/photos/2.jpg', GalleryId: 10 });
    // The gallery behind the dialog counts it in Roses now.
    await waitFor(() =>
      expect(screen.getByRole('option', { name: 'Roses (3)', hidden: true })).toBeInTheDocument(),
    );
  });
});
