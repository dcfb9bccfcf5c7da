import type { GallerySummary } from '@thrive/shared/contracts';

/** SPEC §3 Gallery: gallery 0 holds every photo. */
export const ALL_PHOTOS_ID = 0;
export const ALL_PHOTOS_NAME = 'All photos';

export interface GalleryOption {
  id: number;
  name: string;
  /** Unknown for All photos when the server does not list it. */
  count: number | null;
}

/** "Roses (3)". */
export const galleryOptionText = (option: GalleryOption) =>
  option.count === null ? option.name : `${option.name} (${option.count})`;

/** All photos first (with its count when the server lists it), then the named galleries. */
export function galleryOptions(galleries: GallerySummary[]): GalleryOption[] {
  const all = galleries.find((gallery) => gallery.Id === ALL_PHOTOS_ID);
  const named = galleries
    .filter((gallery) => gallery.Id !== ALL_PHOTOS_ID)
    .map((gallery) => ({ id: gallery.Id, name: gallery.Name, count: gallery.ImageCount }));
  return [{ id: ALL_PHOTOS_ID, name: ALL_PHOTOS_NAME, count: all ? all.ImageCount : null }, ...named];
}

/** The named gallery with this id, if any (All photos cannot be renamed or deleted). */
export const namedGallery = (galleries: GallerySummary[], id: number) =>
  id === ALL_PHOTOS_ID ? null : (galleries.find((gallery) => gallery.Id === id) ?? null);
