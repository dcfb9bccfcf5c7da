import { UPLOAD_IMAGE_TYPES } from '@thrive/shared/contracts';

/**
 * The names of the types the server takes, for files the browser gives no type (some systems
 * leave it empty for a file whose extension they do not know).
 */
const IMAGE_EXTENSIONS = /\.(jpe?g|png|webp|gif|avif)$/i;

const ACCEPTED_TYPES: ReadonlySet<string> = new Set(UPLOAD_IMAGE_TYPES);

/** Whether a file is a photo the server accepts, judged by its type (else by its name). */
export function isImageFile(file: File): boolean {
  if (file.type) return ACCEPTED_TYPES.has(file.type.toLowerCase());
  return IMAGE_EXTENSIONS.test(file.name);
}

/**
 * SPEC §5 Photos: only image files may be picked, several at once. The rest are handed back
 * so the picker can say which were left out (a file chooser's "image/*" filter can be
 * switched off, and HEIC or SVG pass it but not the server).
 */
export function pickImageFiles(files: File[]): { images: File[]; refused: File[] } {
  const images: File[] = [];
  const refused: File[] = [];
  for (const file of files) (isImageFile(file) ? images : refused).push(file);
  return { images, refused };
}
