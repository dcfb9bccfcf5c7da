import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MEDIA_MESSAGES } from '@thrive/shared/contracts';
import { setupFakeGalleryApi } from '../testing/fake-gallery-api';
import { renderAccount } from '../testing/render-account';

const api = setupFakeGalleryApi();
const location = () => screen.getByTestId('location');
const chooser = () => screen.getByRole('combobox', { name: 'Gallery' });
const photos = (name: RegExp) => screen.findByRole('list', { name });

describe('Galleries: create, rename, delete (SPEC §3 Gallery, §7 POST users/{uid}/gallery)', () => {
  test('create: the server’s 400 shows under the name; a free name creates the gallery and shows it', async () => {
    api.data.saveError = MEDIA_MESSAGES.galleryNameTaken;
    const user = userEvent.setup();
    renderAccount('/users/gallery');
    await photos(/^Photos in All photos$/);
    await user.click(screen.getByRole('button', { name: 'New gallery' }));
    const dialog = screen.getByRole('dialog', { name: 'New gallery' });
    const name = within(dialog).getByRole('textbox', { name: /Gallery name/ });
    await user.type(name, 'Roses');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(name).toHaveAttribute('aria-invalid', 'true'));
    expect(name).toHaveAccessibleDescription(MEDIA_MESSAGES.galleryNameTaken);
    expect(name).toHaveFocus();

    api.data.saveError = '';
    await user.clear(name);
    await user.type(name, 'Herbs');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.calls.map((call) => call.body)).toEqual([
      { Id: 0, Type: 2, Name: 'Roses' },
      { Id: 0, Type: 2, Name: 'Herbs' },
    ]);
    // The new gallery is the one shown.
    expect(await screen.findByText('No photos in “Herbs” yet')).toBeInTheDocument();
    expect(location()).toHaveTextContent('/users/gallery?g=11');
    expect(chooser()).toHaveDisplayValue('Herbs (0)');
  });

  test('an empty name is flagged before anything is sent', async () => {
    const user = userEvent.setup();
    renderAccount('/users/gallery');
    await photos(/^Photos in/);
    await user.click(screen.getByRole('button', { name: 'New gallery' }));
    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect(screen.getByRole('textbox', { name: /Gallery name/ })).toHaveAccessibleDescription(
      MEDIA_MESSAGES.galleryName,
    );
    expect(api.calls).toEqual([]);
  });

  test('the name’s message stays while the name is blank and goes once it is a name', async () => {
    const user = userEvent.setup();
    renderAccount('/users/gallery');
    await photos(/^Photos in/);
    await user.click(screen.getByRole('button', { name: 'New gallery' }));
    await user.click(screen.getByRole('button', { name: 'Create' }));
    const name = screen.getByRole('textbox', { name: /Gallery name/ });
    expect(name).toHaveAccessibleDescription(MEDIA_MESSAGES.galleryName);
    await user.type(name, '  ');
    expect(name).toHaveAccessibleDescription(MEDIA_MESSAGES.galleryName);
    await user.type(name, 'Herbs');
    expect(name).toHaveAttribute('aria-invalid', 'false');
    expect(name).not.toHaveAccessibleDescription(MEDIA_MESSAGES.galleryName);
    expect(api.calls).toEqual([]);
  });

  test('rename sends the gallery’s Id with the new name', async () => {
    const user = userEvent.setup();
    renderAccount('/users/gallery?g=10');
    await photos(/^Photos in Roses$/);
    await user.click(screen.getByRole('button', { name: 'Rename the gallery Roses' }));
    const dialog = screen.getByRole('dialog', { name: 'Rename “Roses”' });
    const name = within(dialog).getByRole('textbox', { name: /Gallery name/ });
    expect(name).toHaveValue('Roses');
    await user.clear(name);
    await user.type(name, 'Old roses');
    await user.click(within(dialog).getByRole('button', { name: 'Rename' }));
    expect(await photos(/^Photos in Old roses$/)).toBeInTheDocument();
    expect(api.calls).toEqual([
      {
        method: 'POST',
        path: '/api/users/42/gallery',
        query: {},
        body: { Id: 10, Type: 2, Name: 'Old roses' },
      },
    ]);
  });

  test('delete asks first, then deletes the gallery; its photos stay in All photos', async () => {
    const user = userEvent.setup();
    renderAccount('/users/gallery?g=10');
    await photos(/^Photos in Roses$/);
    await user.click(screen.getByRole('button', { name: 'Delete the gallery Roses' }));
    const dialog = screen.getByRole('dialog');
    expect(dialog).toHaveTextContent('Delete the gallery “Roses”?');
    expect(dialog).toHaveTextContent('Its photos are not deleted: they stay in All photos.');
    await user.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    expect(api.calls).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Delete the gallery Roses' }));
    await user.click(screen.getByRole('button', { name: 'Delete gallery' }));
    const all = await photos(/^Photos in All photos$/);
    expect(within(all).getAllByRole('listitem')).toHaveLength(3);
    expect(api.calls).toEqual([
      { method: 'DELETE', path: '/api/users/42/gallery/10', query: {}, body: undefined },
    ]);
    await waitFor(() => expect(location()).toHaveTextContent(/^\/users\/gallery$/));
    expect(screen.queryByRole('option', { name: /Roses/ })).not.toBeInTheDocument();
  });

  test('All photos can be neither renamed nor deleted', async () => {
    renderAccount('/users/gallery');
    await photos(/^Photos in All photos$/);
    expect(screen.queryByRole('button', { name: /Rename/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Delete the gallery/ })).not.toBeInTheDocument();
  });
});
