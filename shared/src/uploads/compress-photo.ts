import imageCompression, { type Options } from 'browser-image-compression';
import { PHOTO_COMPRESSION_MAX_SIDE } from '@thrive/shared/contracts';

/**
 * The library's options for SPEC §5 "compressed with a value of 750 ... keeping the type".
 * No web worker: the library's worker loads its own script from a CDN (its default libURL),
 * and nothing of the app may come from the internet; a 750 px photo is quick on the page's
 * own thread. EXIF is dropped (the location is read from the original before, and sent as
 * fields), and the orientation it held is applied to the pixels by the library.
 */
function compressionOptions(file: File, maxSide: number): Options {
  return {
    maxWidthOrHeight: maxSide,
    fileType: file.type,
    useWebWorker: false,
    preserveExif: false,
    // Quality 1 (the library's default) makes a 750 px JPEG about twice the size for no
    // difference a phone screen shows; a gardener's mobile data is worth more.
    initialQuality: 0.9,
  };
}

/**
 * SPEC §5 Photos: the photo resized in the browser so its longest side is at most `maxSide`,
 * in its own type and under its own name. A GIF is sent as it is (a canvas would keep one
 * frame of an animation and cannot write GIF). When the browser cannot decode the photo or
 * cannot write its type (AVIF, or WebP on older Safari, come back as PNG), the original goes
 * instead: the server checks and resizes what it receives anyway.
 */
export async function compressPhoto(file: File, maxSide = PHOTO_COMPRESSION_MAX_SIDE): Promise<File> {
  if (file.type === 'image/gif') return file;
  let compressed: File;
  try {
    compressed = await imageCompression(file, compressionOptions(file, maxSide));
  } catch (error) {
    console.warn('The photo could not be compressed; sending it as it is', error);
    return file;
  }
  if (compressed.type !== file.type) return file;
  if (compressed.name === file.name) return compressed;
  return new File([compressed], file.name, { type: file.type, lastModified: file.lastModified });
}
