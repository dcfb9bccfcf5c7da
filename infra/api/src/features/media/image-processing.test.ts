import { crc32 } from 'node:zlib';
import sharp, { type Color } from 'sharp';
import exifr from 'exifr';
import { MEDIA_MESSAGES } from '@thrive/shared/contracts';
import { blackPng } from '../../testing/megapixel-png';
import { NotAnImageError, TooManyPixelsError } from './image-processing-types';
import {
  MAX_INPUT_PIXELS,
  processUpload,
  rotateQuarterTurn,
  STORED_MAX_SIDE,
  THUMBNAIL_SIDE,
  TOO_MANY_PIXELS_MESSAGE,
} from './image-processing';

// Every test picture is made here: no image file is kept in the repository.

const RED = { r: 220, g: 20, b: 20 };
const BLUE = { r: 20, g: 20, b: 220 };

/** Red left half, blue right half: shows which way a picture was turned. Half opaque when translucent. */
async function halves(width: number, height: number, translucent = false) {
  const half = Math.floor(width / 2);
  const channels = translucent ? 4 : 3;
  const alpha = translucent ? 0.5 : 1;
  const block = (color: typeof RED, w: number) =>
    sharp({ create: { width: w, height, channels, background: { ...color, alpha } } })
      .raw()
      .toBuffer();
  return sharp({ create: { width, height, channels, background: { ...BLUE, alpha } } }).composite([
    { input: await block(RED, half), raw: { width: half, height, channels }, left: 0, top: 0 },
  ]);
}

const plain = (width: number, height: number, background: Color = '#3a7') =>
  sharp({ create: { width, height, channels: 3, background } });

/** Noise: compresses badly, so that cutting the file cuts into the picture data, not the header. */
function noise(width: number, height: number) {
  const data = Buffer.alloc(width * height * 3);
  for (let i = 0; i < data.length; i++) data[i] = (Math.imul(i, 2654435761) >>> 24) & 0xff;
  return sharp(data, { raw: { width, height, channels: 3 } });
}

/** Seattle, as a phone writes it: 47°36'0" N, 122°19'48" W. */
const GPS_EXIF = {
  IFD3: {
    GPSLatitudeRef: 'N',
    GPSLatitude: '47/1 36/1 0/1',
    GPSLongitudeRef: 'W',
    GPSLongitude: '122/1 19/1 48/1',
  },
};

async function colorAt(image: Buffer, x: number, y: number) {
  const [r = 0, , b = 0] = await sharp(image)
    .extract({ left: x, top: y, width: 1, height: 1 })
    .removeAlpha()
    .raw()
    .toBuffer();
  return r > b ? 'red' : 'blue';
}

async function expectNoMetadata(file: Buffer) {
  const metadata = await sharp(file).metadata();
  expect(metadata.exif).toBeUndefined();
  expect(metadata.xmp).toBeUndefined();
  expect(metadata.orientation).toBeUndefined();
  expect(await exifr.parse(file).catch(() => undefined)).toBeUndefined();
  expect(await exifr.gps(file).catch(() => undefined)).toBeUndefined();
}

async function expectTooManyPixels(bytes: Buffer) {
  const attempt = processUpload(bytes);
  await expect(attempt).rejects.toBeInstanceOf(TooManyPixelsError);
  await expect(attempt).rejects.toThrow(TOO_MANY_PIXELS_MESSAGE);
}

async function expectRefused(bytes: Buffer) {
  const attempt = processUpload(bytes);
  await expect(attempt).rejects.toBeInstanceOf(NotAnImageError);
  await expect(attempt).rejects.toThrow(MEDIA_MESSAGES.notAnImage);
}

describe('processUpload: location and metadata', () => {
  test('returns the EXIF GPS position as data and serves files with no EXIF at all', async () => {
    const input = await plain(600, 400).jpeg().withExif(GPS_EXIF).toBuffer();
    // The test picture really carries the position, as a camera's would.
    expect(await exifr.gps(input)).toEqual({ latitude: 47.6, longitude: expect.closeTo(-122.33, 5) });
    expect((await sharp(input).metadata()).exif).toBeDefined();

    const processed = await processUpload(input);

    expect(processed.gps).toEqual({ latitude: 47.6, longitude: expect.closeTo(-122.33, 5) });
    await expectNoMetadata(processed.original.body);
    await expectNoMetadata(processed.thumbnail.body);
  });

  test('a photo without EXIF, or with EXIF but no position, has gps null', async () => {
    expect((await processUpload(await plain(50, 50).jpeg().toBuffer())).gps).toBeNull();
    const noGps = await plain(50, 50)
      .jpeg()
      .withExif({ IFD0: { Make: 'Garden Cam' } })
      .toBuffer();
    expect((await processUpload(noGps)).gps).toBeNull();
  });

  test('turns the picture upright by its EXIF orientation, then drops the tag', async () => {
    // Orientation 6: the camera was turned; the picture shows turned a quarter clockwise.
    const input = await (await halves(300, 200)).jpeg().withMetadata({ orientation: 6 }).toBuffer();
    const processed = await processUpload(input);
    expect([processed.width, processed.height]).toEqual([200, 300]);
    expect(await sharp(processed.original.body).metadata()).toMatchObject({ width: 200, height: 300 });
    expect(await colorAt(processed.original.body, 100, 10)).toBe('red');
    expect(await colorAt(processed.original.body, 100, 290)).toBe('blue');
    await expectNoMetadata(processed.original.body);
  });
});

describe('processUpload: size', () => {
  test('bounds the longest side to STORED_MAX_SIDE, keeping the proportions', async () => {
    const processed = await processUpload(await plain(3000, 1000).jpeg().toBuffer());
    expect([processed.width, processed.height]).toEqual([STORED_MAX_SIDE, 683]);
    expect(await sharp(processed.original.body).metadata()).toMatchObject({
      width: STORED_MAX_SIDE,
      height: 683,
    });

    const tall = await processUpload(await plain(1000, 3000).png().toBuffer());
    expect([tall.width, tall.height]).toEqual([683, STORED_MAX_SIDE]);
  });

  test('never enlarges a small picture', async () => {
    const processed = await processUpload(await plain(120, 90).jpeg().toBuffer());
    expect([processed.width, processed.height]).toEqual([120, 90]);
  });

  test('the thumbnail is a centred square crop of THUMBNAIL_SIDE', async () => {
    const processed = await processUpload(await (await halves(900, 300)).jpeg().toBuffer());
    expect(await sharp(processed.thumbnail.body).metadata()).toMatchObject({
      width: THUMBNAIL_SIDE,
      height: THUMBNAIL_SIDE,
      format: 'jpeg',
    });
    // The middle third of a red|blue picture: red on the left, blue on the right.
    expect(await colorAt(processed.thumbnail.body, 20, 160)).toBe('red');
    expect(await colorAt(processed.thumbnail.body, 300, 160)).toBe('blue');
  });
});

describe('processUpload: formats', () => {
  test('JPEG, GIF and AVIF are stored as JPEG with a JPEG thumbnail', async () => {
    for (const input of [
      await plain(80, 60).jpeg().toBuffer(),
      await plain(80, 60).gif().toBuffer(),
      await plain(80, 60).avif({ effort: 0 }).toBuffer(),
    ]) {
      const processed = await processUpload(input);
      expect(processed.original).toMatchObject({ contentType: 'image/jpeg', extension: 'jpg' });
      expect(processed.thumbnail).toMatchObject({ contentType: 'image/jpeg', extension: 'jpg' });
      expect((await sharp(processed.original.body).metadata()).format).toBe('jpeg');
    }
  });

  test('a PNG with transparency stays PNG with its alpha, and its thumbnail is WebP', async () => {
    const input = await sharp({
      create: { width: 80, height: 60, channels: 4, background: { r: 0, g: 128, b: 0, alpha: 0.4 } },
    })
      .png()
      .toBuffer();
    const processed = await processUpload(input);
    expect(processed.original).toMatchObject({ contentType: 'image/png', extension: 'png' });
    expect(await sharp(processed.original.body).metadata()).toMatchObject({ format: 'png', hasAlpha: true });
    expect(processed.thumbnail).toMatchObject({ contentType: 'image/webp', extension: 'webp' });
    expect(await sharp(processed.thumbnail.body).metadata()).toMatchObject({
      format: 'webp',
      hasAlpha: true,
    });
  });

  test('a PNG without transparency (no alpha, or alpha all opaque) becomes JPEG', async () => {
    const opaqueAlpha = await sharp({
      create: { width: 80, height: 60, channels: 4, background: { r: 0, g: 128, b: 0, alpha: 1 } },
    })
      .png()
      .toBuffer();
    for (const input of [await plain(80, 60).png().toBuffer(), opaqueAlpha]) {
      const processed = await processUpload(input);
      expect(processed.original.contentType).toBe('image/jpeg');
      expect(processed.thumbnail.contentType).toBe('image/jpeg');
    }
  });

  test('WebP stays WebP; its thumbnail is WebP only when it keeps an alpha channel', async () => {
    const opaque = await processUpload(await plain(80, 60).webp().toBuffer());
    expect(opaque.original).toMatchObject({ contentType: 'image/webp', extension: 'webp' });
    expect(opaque.thumbnail.contentType).toBe('image/jpeg');

    const input = await sharp({
      create: { width: 80, height: 60, channels: 4, background: { r: 0, g: 0, b: 200, alpha: 0.5 } },
    })
      .webp()
      .toBuffer();
    const transparent = await processUpload(input);
    expect(transparent.original.contentType).toBe('image/webp');
    expect(transparent.thumbnail.contentType).toBe('image/webp');
  });

  test('a transparent GIF becomes JPEG on white, not black', async () => {
    const input = await sharp({
      create: { width: 40, height: 40, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } },
    })
      .gif()
      .toBuffer();
    const processed = await processUpload(input);
    const [r = 0] = await sharp(processed.original.body).raw().toBuffer();
    expect(r).toBeGreaterThan(240);
  });
});

describe('processUpload: only real pictures of the accepted types (by content, not name)', () => {
  test.each([
    ['a text file (say, notes.txt renamed photo.jpg)', Buffer.from('Water the roses on Tuesday.\n')],
    ['an HTML page', Buffer.from('<!doctype html><html><body><script>alert(1)</script></body></html>')],
    [
      'an SVG (may carry script)',
      Buffer.from('<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>'),
    ],
    ['nothing at all', Buffer.alloc(0)],
    [
      'a JPEG signature followed by junk',
      Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64, 7)]),
    ],
  ])('refuses %s', async (_what, bytes) => {
    await expectRefused(bytes);
  });

  test('refuses picture types outside UPLOAD_IMAGE_TYPES (TIFF)', async () => {
    await expectRefused(await plain(20, 20).tiff().toBuffer());
  });

  test('refuses a truncated JPEG and a truncated PNG', async () => {
    const jpeg = await noise(800, 600).jpeg({ quality: 95 }).toBuffer();
    await expectRefused(jpeg.subarray(0, Math.floor(jpeg.length * 0.6)));
    const png = await noise(400, 300).png().toBuffer();
    await expectRefused(png.subarray(0, Math.floor(png.length * 0.6)));
  });

  test('refuses a decompression bomb: a small PNG claiming 20 000 × 20 000 pixels', async () => {
    const png = Buffer.from(await plain(1, 1).png().toBuffer());
    // IHDR data (width, height) starts at byte 16; its CRC covers the chunk type and data.
    png.writeUInt32BE(20_000, 16);
    png.writeUInt32BE(20_000, 20);
    png.writeUInt32BE(crc32(png.subarray(12, 29)) >>> 0, 29);
    expect(await sharp(png, { limitInputPixels: false }).metadata()).toMatchObject({ width: 20_000 });
    await expectTooManyPixels(png);
  });
});

describe(`processUpload: at most ${MAX_INPUT_PIXELS / 1_000_000} megapixels, checked before decoding`, () => {
  test('refuses a whole, valid PNG of 100 megapixels (12 KB) by its header, saying the limit plainly', async () => {
    const png = blackPng(10_000, 10_000);
    expect(png.length).toBeLessThan(20_000);
    await expectTooManyPixels(png);
    expect(TOO_MANY_PIXELS_MESSAGE).toContain('more than 40 megapixels');
  });

  test('one row over the limit is refused; the limit is width × height, whatever the shape', async () => {
    await expectTooManyPixels(blackPng(8_000, 5_001));
    await expectTooManyPixels(blackPng(40_000_001, 1));
  });
});

describe('rotateQuarterTurn', () => {
  test('turns a stored JPEG a quarter clockwise: width and height swap, left becomes top', async () => {
    const stored = (await processUpload(await (await halves(300, 200)).jpeg().toBuffer())).original.body;
    const rotated = await rotateQuarterTurn(stored);
    expect([rotated.width, rotated.height]).toEqual([200, 300]);
    expect(rotated.original).toMatchObject({ contentType: 'image/jpeg', extension: 'jpg' });
    expect(await sharp(rotated.original.body).metadata()).toMatchObject({ width: 200, height: 300 });
    expect(await colorAt(rotated.original.body, 100, 10)).toBe('red');
    expect(await colorAt(rotated.original.body, 100, 290)).toBe('blue');
    expect(await sharp(rotated.thumbnail.body).metadata()).toMatchObject({
      width: THUMBNAIL_SIDE,
      height: THUMBNAIL_SIDE,
    });
    await expectNoMetadata(rotated.original.body);
  });

  test('keeps a PNG a PNG with its alpha, and a WebP a WebP', async () => {
    const png = await (await halves(60, 40, true)).png().toBuffer();
    const rotatedPng = await rotateQuarterTurn(png);
    expect(rotatedPng.original.contentType).toBe('image/png');
    expect(await sharp(rotatedPng.original.body).metadata()).toMatchObject({
      width: 40,
      height: 60,
      hasAlpha: true,
    });
    expect(rotatedPng.thumbnail.contentType).toBe('image/webp');

    const rotatedWebp = await rotateQuarterTurn(await plain(60, 40).webp().toBuffer());
    expect(rotatedWebp.original.contentType).toBe('image/webp');
    expect([rotatedWebp.width, rotatedWebp.height]).toEqual([40, 60]);
  });

  test('refuses bytes that are not a stored picture', async () => {
    await expect(rotateQuarterTurn(Buffer.from('not a picture'))).rejects.toBeInstanceOf(NotAnImageError);
    await expect(rotateQuarterTurn(await plain(20, 20).tiff().toBuffer())).rejects.toBeInstanceOf(
      NotAnImageError,
    );
  });
});
