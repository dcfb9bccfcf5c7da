import pLimit from 'p-limit';
import sharp, { type Sharp } from 'sharp';
import exifr from 'exifr';
import { fileTypeFromBuffer } from 'file-type';
import { MEDIA_MESSAGES, UPLOAD_IMAGE_TYPES } from '@thrive/shared/contracts';
import {
  NotAnImageError,
  TooManyPixelsError,
  type EncodedImage,
  type ProcessedImage,
  type ProcessedUpload,
} from './image-processing-types';

/** The longest side of a stored photo: sharp on any screen the app runs on, a few hundred KB. */
export const STORED_MAX_SIDE = 2048;
/** Gallery and plant-card thumbnails are squares of this side. */
export const THUMBNAIL_SIDE = 320;
/**
 * Pictures with more pixels than this are refused before they are decoded, from the size their
 * header declares: decoding costs memory by the pixel (a 389 KB PNG declaring 100 megapixels
 * took 0.9 s and 71 MiB), and 40 megapixels is more than a phone's or camera's usual photo.
 */
export const MAX_INPUT_PIXELS = 40_000_000;
/** The refusal, in words for a gardener rather than in pixels. */
export const TOO_MANY_PIXELS_MESSAGE =
  'This photo is too big for us to take: it has more than 40 megapixels. ' +
  'Please send a smaller copy (a photo at your phone’s usual size fits).';

const JPEG_QUALITY = 82;
const WEBP_QUALITY = 82;
const THUMBNAIL_QUALITY = 78;

/*
 * Memory on a small server, measured with 12 MP JPEGs on 2 cores (peak RSS of the process):
 * libvips' operation cache keeps up to 50 MB of results to speed up repeated operations on the
 * same input, but every upload is a new input, so it only costs memory (+15-25 MB): off. One
 * libvips thread per image instead of one per core: 190 vs 205 MB for one upload, 280 vs 305 MB
 * for three at once, at ~10% more time for a single upload and none when several run together;
 * the other core stays free for the event loop.
 */
sharp.cache(false);
sharp.concurrency(1);

/*
 * One picture is decoded at a time in the whole process: each one in progress holds its
 * decoded pixels, and libuv would otherwise run four at once. Measured with ten 4 MB photos
 * uploaded together (`npm run bench`): the gateway's peak memory, not the time, is what
 * several at once would cost, since one picture already keeps a core busy.
 */
const oneImageAtATime = pLimit(1);

type OutputFormat = 'jpeg' | 'png' | 'webp';
type AcceptedType = (typeof UPLOAD_IMAGE_TYPES)[number];

const isAccepted = (mime: string): mime is AcceptedType =>
  (UPLOAD_IMAGE_TYPES as readonly string[]).includes(mime);

/** Decoded, oriented and bounded pixels, from which the stored files are encoded. */
interface Pixels {
  data: Buffer;
  width: number;
  height: number;
  channels: 1 | 2 | 3 | 4;
}

const notAnImage = (cause?: unknown) => new NotAnImageError(MEDIA_MESSAGES.notAnImage, { cause });

/**
 * Opens untrusted bytes: refuses corrupt or truncated data rather than guessing, and a picture
 * over MAX_INPUT_PIXELS (libvips' own guard, behind the header check of checkPixelCount).
 */
const openInput = (bytes: Buffer): Sharp =>
  sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error', pages: 1 });

/**
 * Reads the picture's size from its header alone (sharp's metadata decodes no pixels) and
 * refuses one over MAX_INPUT_PIXELS before anything decodes it.
 * @throws TooManyPixelsError over the limit; NotAnImageError for a header libvips cannot read.
 */
async function checkPixelCount(bytes: Buffer): Promise<void> {
  const { width, height } = await sharp(bytes, { limitInputPixels: false, pages: 1 })
    .metadata()
    .catch((error: unknown) => {
      throw notAnImage(error);
    });
  if (!width || !height) throw notAnImage();
  if (width * height > MAX_INPUT_PIXELS) throw new TooManyPixelsError(TOO_MANY_PIXELS_MESSAGE);
}

/**
 * Decodes once to raw pixels (sRGB, 8 bits): both files are encoded from them, and the alpha
 * channel can be checked for real transparency. Anything libvips cannot decode is not a photo.
 */
async function decode(pipeline: Sharp): Promise<Pixels> {
  try {
    const { data, info } = await pipeline.raw().toBuffer({ resolveWithObject: true });
    return { data, width: info.width, height: info.height, channels: info.channels };
  } catch (error) {
    throw notAnImage(error);
  }
}

/** True when some pixel is not fully opaque (an alpha channel of all 255 is no transparency). */
function isTransparent({ data, channels }: Pixels): boolean {
  if (channels !== 2 && channels !== 4) return false;
  for (let i = channels - 1; i < data.length; i += channels) if (data[i] !== 255) return true;
  return false;
}

const rawInput = ({ data, width, height, channels }: Pixels): Sharp =>
  sharp(data, { raw: { width, height, channels } });

/** JPEG has no alpha: transparent parts (a GIF's, an AVIF's) become white, not black. */
function encode(pipeline: Sharp, format: OutputFormat, quality: number): Promise<Buffer> {
  switch (format) {
    case 'jpeg':
      // mozjpeg saves ~10% of bytes for 3-4× the CPU time: not worth it on a small server.
      return pipeline.flatten({ background: '#ffffff' }).jpeg({ quality, mozjpeg: false }).toBuffer();
    case 'png':
      return pipeline.png().toBuffer();
    case 'webp':
      return pipeline.webp({ quality }).toBuffer();
  }
}

const FILE_OF: Record<OutputFormat, Omit<EncodedImage, 'body'>> = {
  jpeg: { contentType: 'image/jpeg', extension: 'jpg' },
  png: { contentType: 'image/png', extension: 'png' },
  webp: { contentType: 'image/webp', extension: 'webp' },
};

/**
 * The stored picture and its square thumbnail, encoded from the same pixels. Sharp writes no
 * metadata unless asked (withMetadata/keepExif, never called here): no EXIF, no GPS, no
 * orientation tag — the pixels are already upright.
 */
async function encodeBoth(pixels: Pixels, format: OutputFormat): Promise<ProcessedImage> {
  const keepsAlpha = format !== 'jpeg' && (pixels.channels === 2 || pixels.channels === 4);
  const thumbnailFormat: OutputFormat = keepsAlpha ? 'webp' : 'jpeg';
  const [original, thumbnail] = await Promise.all([
    encode(rawInput(pixels), format, format === 'webp' ? WEBP_QUALITY : JPEG_QUALITY),
    encode(
      rawInput(pixels).resize(THUMBNAIL_SIDE, THUMBNAIL_SIDE, { fit: 'cover', position: 'centre' }),
      thumbnailFormat,
      THUMBNAIL_QUALITY,
    ),
  ]);
  return {
    original: { body: original, ...FILE_OF[format] },
    thumbnail: { body: thumbnail, ...FILE_OF[thumbnailFormat] },
    width: pixels.width,
    height: pixels.height,
  };
}

/** The position a camera wrote into the EXIF, kept as data (the served files lose it). */
async function gpsOf(bytes: Buffer): Promise<ProcessedUpload['gps']> {
  try {
    const gps = (await exifr.gps(bytes)) as { latitude?: unknown; longitude?: unknown } | undefined;
    const { latitude, longitude } = gps ?? {};
    if (typeof latitude !== 'number' || typeof longitude !== 'number') return null;
    if (!(Math.abs(latitude) <= 90 && Math.abs(longitude) <= 180)) return null; // also NaN
    return { latitude, longitude };
  } catch {
    return null; // unreadable or absent EXIF is no position, not a bad photo
  }
}

/**
 * Checks an upload by its content (never its name or declared type) and makes the files to
 * store: turned upright by its EXIF orientation, at most STORED_MAX_SIDE on its longest side
 * (never enlarged), re-encoded without any metadata. JPEG, GIF and AVIF become JPEG; a PNG
 * stays PNG only when it has transparency; WebP stays WebP.
 * @throws TooManyPixelsError (a NotAnImageError) for a picture over MAX_INPUT_PIXELS, before decoding.
 * @throws NotAnImageError for anything that is not a decodable picture of an accepted type.
 */
export function processUpload(bytes: Buffer): Promise<ProcessedUpload> {
  return oneImageAtATime(() => checkAndEncode(bytes));
}

async function checkAndEncode(bytes: Buffer): Promise<ProcessedUpload> {
  const type = await fileTypeFromBuffer(bytes).catch(() => undefined);
  if (!type || !isAccepted(type.mime)) throw notAnImage();
  await checkPixelCount(bytes);
  const pixels = await decode(
    openInput(bytes)
      .rotate()
      .resize(STORED_MAX_SIDE, STORED_MAX_SIDE, { fit: 'inside', withoutEnlargement: true }),
  );
  const format: OutputFormat =
    type.mime === 'image/webp' ? 'webp' : type.mime === 'image/png' && isTransparent(pixels) ? 'png' : 'jpeg';
  const [processed, gps] = await Promise.all([encodeBoth(pixels, format), gpsOf(bytes)]);
  return { ...processed, gps };
}

const STORED_FORMATS: Record<string, OutputFormat> = { jpeg: 'jpeg', png: 'png', webp: 'webp' };

/**
 * A stored picture (one processUpload made) turned a quarter turn clockwise, re-encoded in its
 * own format with a new thumbnail.
 * @throws NotAnImageError when the bytes are not a stored JPEG, PNG or WebP.
 */
export function rotateQuarterTurn(original: Buffer): Promise<ProcessedImage> {
  return oneImageAtATime(() => turnClockwise(original));
}

async function turnClockwise(original: Buffer): Promise<ProcessedImage> {
  const input = openInput(original);
  const metadata = await input.metadata().catch((error: unknown) => {
    throw notAnImage(error);
  });
  const format = STORED_FORMATS[metadata.format];
  if (!format) throw notAnImage();
  return encodeBoth(await decode(input.rotate(90)), format);
}
