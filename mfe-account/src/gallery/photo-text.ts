import { format } from 'date-fns';
import type { GalleryImage } from '@thrive/shared/contracts';

/** SPEC §2.7: the list shows the created date as MM/dd/yyyy hh:mm a. */
const PHOTO_DATE_FORMAT = 'MM/dd/yyyy hh:mm a';

/** The photo's created date in the gardener's time zone, or '' when the server sent none. */
export function photoDate(createdDate: string): string {
  const date = new Date(createdDate);
  return Number.isNaN(date.getTime()) ? '' : format(date, PHOTO_DATE_FORMAT);
}

/** "Ames, IA", or whichever part is known. */
export function photoPlace(image: Pick<GalleryImage, 'City' | 'State'>): string {
  return [image.City, image.State].filter((part) => part.trim()).join(', ');
}

/**
 * What the photo is, for screen readers and the buttons that act on it: "photo of Lavender
 * taken 04/05/2026 02:30 PM". Lower case, so it reads inside a button name ("Edit photo of…").
 */
export function photoDescription(image: Pick<GalleryImage, 'CommonName' | 'CreatedDate'>): string {
  const name = image.CommonName.trim();
  const date = photoDate(image.CreatedDate);
  return ['photo', name && `of ${name}`, date && `taken ${date}`].filter(Boolean).join(' ');
}

/** The image's alt text: its description, capitalised. */
export function photoAlt(image: Pick<GalleryImage, 'CommonName' | 'CreatedDate'>): string {
  const text = photoDescription(image);
  return text.charAt(0).toUpperCase() + text.slice(1);
}

const KB = 1024;
const MB = KB * 1024;
const GB = MB * 1024;

/** One decimal at most, none when it is .0: 12.3, 500. */
const amount = (value: number) => String(Math.round(value * 10) / 10);

/** A size as the gardener reads it: "340 KB", "12.3 MB", "1.5 GB" (binary units, as the upload limit). */
export function storageSize(bytes: number): string {
  const size = Math.max(0, bytes);
  if (size >= GB) return `${amount(size / GB)} GB`;
  if (size >= MB) return `${amount(size / MB)} MB`;
  if (size === 0) return '0 MB';
  return `${amount(Math.max(size / KB, 0.1))} KB`;
}

/** "Using 12.3 MB of 500 MB". */
export function storageUse(usedBytes: number, quotaBytes: number): string {
  return `Using ${storageSize(usedBytes)} of ${storageSize(quotaBytes)}`;
}
