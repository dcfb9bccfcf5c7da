import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TOOLBAR_ACTIONS, toolbarActionClicked } from '@thrive/shared';
import { setupFakeGalleryApi } from '../testing/fake-gallery-api';
import { renderAccount } from '../testing/render-account';
import { fakePhotoUploads, photoFile } from '@thrive/shared/testing';

const api = setupFakeGalleryApi();
const uploads = fakePhotoUploads((photo) => api.data.photos.unshift(photo));

beforeEach(() => {
  uploads.reset();
  api.server.use(uploads.handler);
  // compressPhoto says that it sends the original.
  jest.spyOn(console, 'warn').mockImplementation(() => {});
});

const fileInput = (container: HTMLElement) =>
  container.querySelector<HTMLInputElement>('input[type="file"]')!;

describe('Uploading to the gallery (SPEC §4 Upload status, §7 POST upload/0/uploadFile/)', () => {
  test('SPEC §4: one file at a time, each waiting, then uploading, then Done; the gallery shows the new photos', async () => {
    let release = () => {};
    uploads.data.gate = new Promise<void>((resolve) => (release = resolve));
    const user = userEvent.setup();
    const { container } = renderAccount('/users/gallery?g=10');
    await screen.findByRole('list', { name: 'Photos in Roses' });
    await user.upload(fileInput(container), [photoFile('tomato.jpg'), photoFile('basil.jpg')]);
    const queue = await screen.findByRole('list', { name: 'Photo uploads' });
    const states = () =>
      within(queue)
        .getAllByRole('progressbar')
        .map((bar) => `${bar.getAttribute('aria-label')}: ${bar.getAttribute('aria-valuetext')}`);
    await waitFor(() => expect(uploads.uploads).toHaveLength(1));
    expect(states()).toEqual([expect.stringMatching(/^tomato\.jpg: Uploading \d+%$/), 'basil.jpg: Waiting']);
    release();
    await waitFor(() => expect(states()).toEqual(['tomato.jpg: Done', 'basil.jpg: Done']));
    // One at a time, into the gallery on screen, as a plant photo from "anywhere else".
    expect(uploads.uploads).toEqual([
      expect.objectContaining({ origin: '0', imageType: '2', galleryId: '10', file: 'tomato.jpg' }),
      expect.objectContaining({ origin: '0', imageType: '2', galleryId: '10', file: 'basil.jpg' }),
    ]);
    await waitFor(async () =>
      expect(
        within(await screen.findByRole('list', { name: 'Photos in Roses' })).getAllByRole('listitem'),
      ).toHaveLength(4),
    );
    await user.click(screen.getByRole('button', { name: 'Clear finished uploads' }));
    expect(screen.queryByRole('list', { name: 'Photo uploads' })).not.toBeInTheDocument();
  });

  test('a failed upload says why and can be retried', async () => {
    uploads.data.failWith = 'Your photo storage is full. Delete some photos to make room.';
    const user = userEvent.setup();
    const { container } = renderAccount('/users/gallery');
    await screen.findByRole('list', { name: /^Photos in/ });
    await user.upload(fileInput(container), photoFile('fern.jpg'));
    expect(
      await screen.findByText('Failed: Your photo storage is full. Delete some photos to make room.'),
    ).toBeInTheDocument();
    uploads.data.failWith = '';
    await user.click(screen.getByRole('button', { name: 'Retry fern.jpg' }));
    await waitFor(() =>
      expect(screen.getByRole('progressbar', { name: 'fern.jpg' })).toHaveAttribute('aria-valuetext', 'Done'),
    );
    expect(uploads.uploads).toHaveLength(2);
  });

  test('SPEC §2.5 code 7: the toolbar’s upload action opens the photo chooser', async () => {
    const { container, store } = renderAccount('/users/gallery');
    await screen.findByRole('list', { name: /^Photos in/ });
    const choose = jest.spyOn(fileInput(container), 'click');
    act(() => {
      store.dispatch(toolbarActionClicked(TOOLBAR_ACTIONS.Upload));
    });
    expect(choose).toHaveBeenCalledTimes(1);
  });

  test('an empty gallery’s Add photos uploads the first photos', async () => {
    api.data.photos = [];
    const user = userEvent.setup();
    const { container } = renderAccount('/users/gallery');
    expect(await screen.findByText('No photos yet')).toBeInTheDocument();
    await user.upload(fileInput(container), photoFile('first.jpg'));
    expect(await screen.findByRole('list', { name: 'Photos in All photos' })).toBeInTheDocument();
    expect(uploads.uploads).toEqual([expect.objectContaining({ galleryId: '0', file: 'first.jpg' })]);
  });
});
