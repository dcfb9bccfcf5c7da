import imageCompression from 'browser-image-compression';
import { PHOTO_COMPRESSION_MAX_SIDE } from '@thrive/shared/contracts';
import { compressPhoto } from './compress-photo';
import { installNodeFile, photoFile } from '@thrive/shared/testing';

// jsdom has no canvas to draw on: the library is replaced at its edge (tools/jest/__mocks__),
// and what we ask of it is what is checked.
const compress = jest.mocked(imageCompression);

installNodeFile();

describe('SPEC §5 Photos: compressed with 750 keeping the type', () => {
  test('asks for the longest side at most 750, in the photo’s own type, on the page’s thread', async () => {
    const original = photoFile('rose.png', 'image/png', 50_000);
    const smaller = new File([new Uint8Array(9_000)], 'rose.png', { type: 'image/png' });
    compress.mockResolvedValue(smaller);
    const result = await compressPhoto(original);
    expect(PHOTO_COMPRESSION_MAX_SIDE).toBe(750);
    expect(compress).toHaveBeenCalledWith(
      original,
      expect.objectContaining({ maxWidthOrHeight: 750, fileType: 'image/png', useWebWorker: false }),
    );
    expect(result).toBe(smaller);
  });

  test('nothing is loaded from the internet: no web worker, so no CDN libURL', async () => {
    compress.mockImplementation(async (file) => file);
    await compressPhoto(photoFile());
    const options = compress.mock.calls[0]![1];
    expect(options.useWebWorker).toBe(false);
    expect(options.libURL ?? '').not.toMatch(/^https?:/);
  });

  test('another limit can be asked for', async () => {
    compress.mockImplementation(async (file) => file);
    await compressPhoto(photoFile(), 200);
    expect(compress.mock.calls[0]![1].maxWidthOrHeight).toBe(200);
  });

  test('the compressed photo keeps the original’s name and type', async () => {
    compress.mockResolvedValue(new File([new Uint8Array(10)], 'blob', { type: 'image/jpeg' }));
    const result = await compressPhoto(photoFile('IMG_2044.jpg', 'image/jpeg', 90_000));
    expect(result.name).toBe('IMG_2044.jpg');
    expect(result.type).toBe('image/jpeg');
    expect(result.size).toBe(10);
  });

  test('when the browser cannot write the type (AVIF comes back as PNG) the original is sent', async () => {
    const original = photoFile('leaf.avif', 'image/avif');
    compress.mockResolvedValue(new File([new Uint8Array(10)], 'leaf.avif', { type: 'image/png' }));
    expect(await compressPhoto(original)).toBe(original);
  });

  test('a GIF is sent as it is (a canvas keeps one frame and cannot write GIF)', async () => {
    const gif = photoFile('bee.gif', 'image/gif');
    expect(await compressPhoto(gif)).toBe(gif);
    expect(compress).not.toHaveBeenCalled();
  });

  test('a photo the browser cannot decode is sent as it is, for the server to judge', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    compress.mockRejectedValue(new Error('The source image could not be decoded.'));
    const original = photoFile();
    expect(await compressPhoto(original)).toBe(original);
    expect(warn).toHaveBeenCalled();
  });
});
