import { MEDIA_MESSAGES } from '@thrive/shared/contracts';
import { isImageFile, pickImageFiles } from './pick-image-files';

const file = (name: string, type: string) => new File(['x'], name, { type });

describe('SPEC §5 Photos: only image files may be picked, multiple allowed', () => {
  test('several photos are all kept, in the order picked', () => {
    const photos = [file('a.jpg', 'image/jpeg'), file('b.png', 'image/png'), file('c.webp', 'image/webp')];
    expect(pickImageFiles(photos)).toEqual({ images: photos, refused: [] });
  });

  test('files that are not photos are handed back as refused', () => {
    const rose = file('rose.jpg', 'image/jpeg');
    const notes = file('notes.pdf', 'application/pdf');
    const clip = file('clip.mp4', 'video/mp4');
    expect(pickImageFiles([notes, rose, clip])).toEqual({ images: [rose], refused: [notes, clip] });
  });

  test.each(['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif', 'IMAGE/JPEG'])(
    'the types the server takes are images: %s',
    (type) => expect(isImageFile(file('photo', type))).toBe(true),
  );

  test('image types the server refuses are refused here too (its message names the ones it takes)', () => {
    expect(isImageFile(file('photo.heic', 'image/heic'))).toBe(false);
    expect(isImageFile(file('logo.svg', 'image/svg+xml'))).toBe(false);
    expect(MEDIA_MESSAGES.notAnImage).toContain('JPEG, PNG, WebP, GIF or AVIF');
  });

  test('a file the browser gives no type is judged by its name', () => {
    expect(isImageFile(file('IMG_0001.JPG', ''))).toBe(true);
    expect(isImageFile(file('readme.txt', ''))).toBe(false);
  });
});
