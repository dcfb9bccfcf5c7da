/** The square cut from the middle of a width × height picture: its left, top and side. */
export function centredSquare(width: number, height: number): { left: number; top: number; side: number } {
  const side = Math.min(width, height);
  return { left: Math.floor((width - side) / 2), top: Math.floor((height - side) / 2), side };
}

interface Decoded {
  source: CanvasImageSource;
  width: number;
  height: number;
  release(): void;
}

/** The photo's pixels, turned upright as its EXIF orientation says (as a browser shows it). */
async function decode(file: File): Promise<Decoded> {
  if (typeof createImageBitmap === 'function') {
    const bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
    return { source: bitmap, width: bitmap.width, height: bitmap.height, release: () => bitmap.close() };
  }
  // Older Safari has no createImageBitmap for files: an <img> of an object URL does the same.
  const url = URL.createObjectURL(file);
  const image = new Image();
  try {
    image.src = url;
    await image.decode();
  } catch (error) {
    URL.revokeObjectURL(url);
    throw error;
  }
  return {
    source: image,
    width: image.naturalWidth,
    height: image.naturalHeight,
    release: () => URL.revokeObjectURL(url),
  };
}

function canvasBlob(canvas: HTMLCanvasElement, type: string): Promise<Blob> {
  return new Promise((resolve, reject) =>
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('The photo could not be cut.'))), type),
  );
}

/**
 * SPEC §5 Photos: "A crop variant makes a centred square of the given size": the largest
 * square in the middle of the photo, scaled to `size` × `size`, in the photo's type where
 * the browser can write it and under the photo's name.
 */
export async function cropSquare(file: File, size: number): Promise<File> {
  const picture = await decode(file);
  try {
    const { left, top, side } = centredSquare(picture.width, picture.height);
    const canvas = document.createElement('canvas');
    canvas.width = size;
    canvas.height = size;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('The photo could not be cut.');
    context.drawImage(picture.source, left, top, side, side, 0, 0, size, size);
    const blob = await canvasBlob(canvas, file.type);
    return new File([blob], file.name, { type: blob.type, lastModified: file.lastModified });
  } finally {
    picture.release();
  }
}
