import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import imageCompression from 'browser-image-compression';
import { gps } from 'exifr';
import { PHOTO_TAGS, storeDeviceLocation, thriveApi } from '@thrive/shared';
import {
  IMAGE_TYPES,
  MEDIA_MESSAGES,
  UPLOAD_MAX_FILE_BYTES,
  UPLOAD_ORIGINS,
  type GalleryImage,
} from '@thrive/shared/contracts';
import { installNodeFile, photoFile, testGalleryImage, testStore } from '@thrive/shared/testing';
import { PhotoPicker } from './photo-picker';
import { UploadQueueList } from './upload-queue-list';
import { useUploadQueue } from './use-upload-queue';
import type { UploadTarget } from './upload-types';
import { FakeXhr, installFakeXhr, lastXhr } from './testing/fake-xhr';

// The test photos have no EXIF: exifr is replaced at its edge. The compression library, which
// needs a canvas jsdom lacks, is replaced for every test (tools/jest/__mocks__).
jest.mock('exifr', () => ({ gps: jest.fn() }));
const compress = jest.mocked(imageCompression);
const exifGps = jest.mocked(gps);

installFakeXhr();
installNodeFile();

const target: UploadTarget = { origin: UPLOAD_ORIGINS.plantSearch, imageType: IMAGE_TYPES.plant, plantId: 7 };

function Uploader({ onUploaded }: { onUploaded?: (images: GalleryImage[]) => void }) {
  const queue = useUploadQueue({ target, onUploaded });
  return (
    <>
      <PhotoPicker onPick={queue.add} />
      <UploadQueueList items={queue.items} onRetry={queue.retry} onRemove={queue.remove} />
      <output>{queue.busy ? 'busy' : 'idle'}</output>
      <button type="button" onClick={queue.clearFinished}>
        Clear finished
      </button>
    </>
  );
}

function renderUploader(onUploaded = jest.fn()) {
  const store = testStore();
  const dispatch = jest.spyOn(store, 'dispatch');
  const view = render(
    <Provider store={store}>
      <Uploader onUploaded={onUploaded} />
    </Provider>,
  );
  const input = view.container.querySelector<HTMLInputElement>('input[type="file"]')!;
  const user = userEvent.setup();
  const pick = (...files: File[]) => user.upload(input, files);
  return { ...view, store, dispatch, onUploaded, pick, user };
}

const bar = (name: string) => screen.getByRole('progressbar', { name });
const answer = (status: number, body?: unknown) => act(async () => lastXhr().respond(status, body));
const sent = (count: number) => waitFor(() => expect(FakeXhr.requests).toHaveLength(count));

beforeEach(() => {
  compress.mockImplementation(async (file) => file);
  exifGps.mockResolvedValue(undefined as never);
});

describe('the upload queue (SPEC §4 Upload status)', () => {
  test('one upload at a time: the second file waits until the first is done', async () => {
    const { pick } = renderUploader();
    await pick(photoFile('a.jpg'), photoFile('b.jpg'));
    await sent(1);
    expect(bar('a.jpg')).toHaveAttribute('aria-valuetext', 'Uploading 0%');
    expect(bar('b.jpg')).toHaveAttribute('aria-valuetext', 'Waiting');
    expect(screen.getByRole('status', { hidden: true })).toHaveTextContent('busy');
    expect(
      lastXhr()
        .files()
        .map((file) => file.name),
    ).toEqual(['a.jpg']);

    act(() => lastXhr().progress(40, 100));
    expect(bar('a.jpg')).toHaveAttribute('aria-valuenow', '40');
    expect(screen.getByText('Uploading 40%')).toBeInTheDocument();
    expect(FakeXhr.requests).toHaveLength(1);

    await answer(200, { Images: [testGalleryImage({ Id: 1 })] });
    await sent(2);
    expect(bar('a.jpg')).toHaveAttribute('aria-valuenow', '100');
    expect(screen.getByText('Done')).toBeInTheDocument();
    expect(
      lastXhr()
        .files()
        .map((file) => file.name),
    ).toEqual(['b.jpg']);

    await answer(200, { Images: [testGalleryImage({ Id: 2 })] });
    expect(screen.getAllByText('Done')).toHaveLength(2);
    expect(screen.getByRole('status', { hidden: true })).toHaveTextContent('idle');
  });

  test('each file: location from the original’s EXIF first, then compressed, then sent', async () => {
    exifGps.mockResolvedValue({ latitude: 51.48, longitude: -0.29 });
    const compressed = new File([new Uint8Array(100)], 'rose.jpg', { type: 'image/jpeg' });
    compress.mockResolvedValue(compressed);
    const original = photoFile('rose.jpg', 'image/jpeg', 80_000);
    const { pick } = renderUploader();
    await pick(original);
    await sent(1);
    expect(exifGps).toHaveBeenCalledWith(original);
    expect(compress).toHaveBeenCalledWith(original, expect.objectContaining({ maxWidthOrHeight: 750 }));
    expect(exifGps.mock.invocationCallOrder[0]).toBeLessThan(compress.mock.invocationCallOrder[0]!);
    expect(lastXhr().files()[0]!.size).toBe(100);
    expect(lastXhr().fields()).toMatchObject({ plantId: '7', latitude: '51.48', longitude: '-0.29' });
  });

  test('without GPS data in the photo, the stored device location is sent', async () => {
    storeDeviceLocation({ lat: 35.77, lon: -78.63 });
    const { pick } = renderUploader();
    await pick(photoFile());
    await sent(1);
    expect(lastXhr().fields()).toMatchObject({ latitude: '35.77', longitude: '-78.63' });
  });

  test('Done holds the response: the photos go to onUploaded and every photo view refreshes', async () => {
    const { pick, onUploaded, dispatch } = renderUploader();
    await pick(photoFile());
    await sent(1);
    const image = testGalleryImage({ Id: 77 });
    await answer(201, { Images: [image] });
    expect(onUploaded).toHaveBeenCalledWith([image]);
    expect(dispatch).toHaveBeenCalledWith(thriveApi.util.invalidateTags([...PHOTO_TAGS]));
  });

  test('Error shows the server’s message at progress 0; retry sends the file again', async () => {
    const { pick, user, onUploaded } = renderUploader();
    await pick(photoFile('a.jpg'));
    await sent(1);
    await answer(400, { statusCode: 400, message: MEDIA_MESSAGES.quota });
    expect(bar('a.jpg')).toHaveAttribute('aria-valuenow', '0');
    expect(screen.getByText(`Failed: ${MEDIA_MESSAGES.quota}`)).toBeInTheDocument();
    expect(onUploaded).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Retry a.jpg' }));
    await sent(2);
    expect(bar('a.jpg')).toHaveAttribute('aria-valuetext', 'Uploading 0%');
    await answer(200, { Images: [testGalleryImage()] });
    expect(bar('a.jpg')).toHaveAttribute('aria-valuetext', 'Done');
  });

  test('a network failure marks the file failed with the network message', async () => {
    const { pick } = renderUploader();
    await pick(photoFile('a.jpg'));
    await sent(1);
    await act(async () => lastXhr().failNetwork());
    expect(bar('a.jpg').getAttribute('aria-valuetext')).toMatch(/^Failed: Could not reach the server/);
  });

  test('removing the file being sent cancels it, and the next one starts', async () => {
    const { pick, user } = renderUploader();
    await pick(photoFile('a.jpg'), photoFile('b.jpg'));
    await sent(1);
    const first = lastXhr();
    await user.click(screen.getByRole('button', { name: 'Cancel a.jpg' }));
    expect(first.aborted).toBe(true);
    expect(screen.queryByRole('progressbar', { name: 'a.jpg' })).not.toBeInTheDocument();
    await sent(2);
    expect(lastXhr().files()[0]!.name).toBe('b.jpg');
  });

  test('a photo still too large once compressed fails without being sent', async () => {
    compress.mockResolvedValue(
      new File([new Uint8Array(UPLOAD_MAX_FILE_BYTES + 1)], 'huge.png', { type: 'image/png' }),
    );
    const { pick } = renderUploader();
    await pick(photoFile('huge.png', 'image/png'));
    await waitFor(() =>
      expect(bar('huge.png')).toHaveAttribute('aria-valuetext', `Failed: ${MEDIA_MESSAGES.tooLarge}`),
    );
    expect(FakeXhr.requests).toHaveLength(0);
  });

  test('clearing the finished takes the done files out of the list', async () => {
    const { pick, user } = renderUploader();
    await pick(photoFile('a.jpg'));
    await sent(1);
    await answer(200, { Images: [testGalleryImage()] });
    await user.click(screen.getByRole('button', { name: 'Clear finished' }));
    expect(screen.queryByRole('list', { name: 'Photo uploads' })).not.toBeInTheDocument();
  });
});
