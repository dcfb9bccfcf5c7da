import { IMAGE_TYPES, type GalleryImage } from '../contracts';

/** A photo as the server answers an upload with it; pass only what the test is about. */
export function testGalleryImage(overrides: Partial<GalleryImage> = {}): GalleryImage {
  return {
    Id: 501,
    GalleryId: 0,
    Type: IMAGE_TYPES.plant,
    EntityId: 7,
    PlantId: 7,
    Url: '/media/501.jpg',
    Thumbnail: '/media/501-t.jpg',
    Width: 750,
    Height: 500,
    IsFavorite: false,
    Published: false,
    City: 'Raleigh',
    State: 'NC',
    Latitude: 35.77,
    Longitude: -78.63,
    CreatedDate: '2025-05-01T12:00:00.000Z',
    CommonName: 'Lavender',
    BotanicalName: 'Lavandula angustifolia',
    ...overrides,
  };
}
