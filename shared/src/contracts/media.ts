import { z } from 'zod';
import { userPathSchema } from './identity';
import { DATABASE_ID_MAX, idSchema } from './database-ids';

/**
 * Photos, galleries and uploads (SPEC §2.6 plant-images widget, §2.7 Gallery, §3 Gallery and
 * Upload, §4 Upload status, §5 Photos and Upload location, §7 Favorites and gallery, Upload).
 */

/** SPEC §4 entity scope of an image: what it is a photo of. */
export const IMAGE_TYPES = { yard: 0, zone: 1, plant: 2, design: 3 } as const;
/** SPEC §4 names yard 0, zone 1 and plant 2; a landscape design (3) is ours. */
const IMAGE_TYPE_MAX = IMAGE_TYPES.design;
const IMAGE_TYPE_MESSAGE = 'The image type is 0 (yard), 1 (zone), 2 (plant) or 3 (design).';
export type ImageType = (typeof IMAGE_TYPES)[keyof typeof IMAGE_TYPES];

/** SPEC §4 Origin: where in the app a photo was uploaded from (0: anywhere else, e.g. the gallery). */
export const UPLOAD_ORIGINS = { other: 0, myYard: 1, plantSearch: 2, launchPad: 3 } as const;

/** SPEC §5 Photos: the longest side after compression in the browser. */
export const PHOTO_COMPRESSION_MAX_SIDE = 750;
/** Our bounds (SPEC §5: "Maximum file size, allowed type and queue-limit bounds: not shown"). */
export const UPLOAD_MAX_FILES = 10;
export const UPLOAD_MAX_FILE_BYTES = 15 * 1024 * 1024;
/** What the server accepts, by content: the types sharp reads and browsers show. */
export const UPLOAD_IMAGE_TYPES = [
  'image/jpeg',
  'image/png',
  'image/webp',
  'image/gif',
  'image/avif',
] as const;
export const GALLERY_NAME_MAX = 60;
export const GALLERY_PAGE_SIZE = 24;
export const GALLERY_PAGE_SIZE_MAX = 60;

/** The errors the gardener reads (ours; SPEC gives no wording). */
export const MEDIA_MESSAGES = {
  notAnImage: 'Only photos can be uploaded (JPEG, PNG, WebP, GIF or AVIF).',
  tooLarge: `A photo may be at most ${UPLOAD_MAX_FILE_BYTES / 1024 / 1024} MB.`,
  tooMany: `At most ${UPLOAD_MAX_FILES} photos can be uploaded at once.`,
  noFile: 'Choose a photo to upload.',
  quota: 'Your photo storage is full. Delete some photos to make room.',
  galleryName: 'Please enter a name for the gallery.',
  galleryNameTaken: 'You already have a gallery with that name.',
} as const;

const id = (what: string, min: 0 | 1 = 0) =>
  idSchema(min, {
    notWhole: `The ${what} must be a whole number.`,
    tooSmall: min === 0 ? `The ${what} must not be negative.` : `The ${what} must be above 0.`,
    tooLarge: `The ${what} is too large.`,
  });

/** An id in a JSON body: a number, never text. */
const bodyId = (what: string) =>
  z
    .number(`The ${what} must be a number.`)
    .int(`The ${what} must be a whole number.`)
    .min(0, `The ${what} must not be negative.`)
    .max(DATABASE_ID_MAX, `The ${what} is too large.`);

/**
 * One photo (SPEC §3 Image: PlantId, Thumbnail, IsFavorite, City, State, CreatedDate,
 * CommonName, BotanicalName), with what the app needs to show and act on it. Url and
 * Thumbnail are signed addresses under /media, good for a day or more; the served files
 * carry no EXIF (the location stays here, as Latitude and Longitude).
 */
export const galleryImageSchema = z.object({
  Id: z.number().int(),
  /** The gallery it belongs to, 0 for none. */
  GalleryId: z.number().int(),
  /** SPEC §4 entity scope (IMAGE_TYPES) and the id of that yard, zone or plant (0 for none). */
  Type: z.number().int(),
  EntityId: z.number().int(),
  PlantId: z.number().int(),
  Url: z.string(),
  Thumbnail: z.string(),
  Width: z.number().int(),
  Height: z.number().int(),
  IsFavorite: z.boolean(),
  /** A photo of a design shown to everyone with the design's style; false for every other photo. */
  Published: z.boolean(),
  City: z.string(),
  State: z.string(),
  Latitude: z.number(),
  Longitude: z.number(),
  /** ISO 8601 instant; the gallery list shows it as MM/dd/yyyy hh:mm a (SPEC §2.7). */
  CreatedDate: z.string(),
  CommonName: z.string(),
  BotanicalName: z.string(),
});
export type GalleryImage = z.infer<typeof galleryImageSchema>;

/** A named gallery in the list of galleries (SPEC §3 Gallery: Id, Type, Name), with its size. */
export const gallerySummarySchema = z.object({
  Id: z.number().int(),
  Type: z.number().int(),
  Name: z.string(),
  ImageCount: z.number().int(),
});
export type GallerySummary = z.infer<typeof gallerySummarySchema>;

/** GET users/{uid}/gallery?g&i&c&f: g 0 is every photo; i the page (from 0), c its size; f 1 favourites only. */
export const galleryQuerySchema = z.object({
  g: id('gallery id').default(0),
  i: id('page').default(0),
  c: z.coerce
    .number('The page size must be a number.')
    .int('The page size must be a whole number.')
    .min(1, 'The page size must be at least 1.')
    .max(GALLERY_PAGE_SIZE_MAX, `The page size must be at most ${GALLERY_PAGE_SIZE_MAX}.`)
    .default(GALLERY_PAGE_SIZE),
  f: z.coerce.number().int().min(0).max(1, 'f is 0 or 1.').default(0),
});
export type GalleryQuery = Partial<z.output<typeof galleryQuerySchema>>;

/**
 * The gardener's galleries and one page of the chosen one (SPEC §3 Gallery: Id, Type, Name,
 * Images[]). Gallery Id 0 is "All photos". Used space and quota are in bytes.
 */
export const galleryPageSchema = z.object({
  Galleries: z.array(gallerySummarySchema),
  Gallery: z.object({
    Id: z.number().int(),
    Type: z.number().int(),
    Name: z.string(),
    Images: z.array(galleryImageSchema),
  }),
  TotalRows: z.number().int(),
  PageIndex: z.number().int(),
  PageSize: z.number().int(),
  UsedBytes: z.number().int(),
  QuotaBytes: z.number().int(),
});
export type GalleryPage = z.infer<typeof galleryPageSchema>;

/** POST users/{uid}/gallery: Id 0 creates a gallery, an Id above 0 renames it. */
export const galleryInputSchema = z.object({
  Id: bodyId('gallery id').default(0),
  Type: z.number().int().min(0).max(2, 'The gallery type is 0, 1 or 2.').default(IMAGE_TYPES.plant),
  Name: z
    .string(MEDIA_MESSAGES.galleryName)
    .trim()
    .min(1, MEDIA_MESSAGES.galleryName)
    .max(GALLERY_NAME_MAX, `The gallery name must be at most ${GALLERY_NAME_MAX} characters.`),
});
export type GalleryInput = z.input<typeof galleryInputSchema>;

/** GET users/{uid}/image/?i&c&cid: image i alone (i above 0), else every image of entity c/cid. */
export const imageQuerySchema = z.object({
  i: id('image id').default(0),
  c: z.coerce.number().int().min(0).max(IMAGE_TYPE_MAX, IMAGE_TYPE_MESSAGE).default(IMAGE_TYPES.plant),
  cid: id('entity id').default(0),
});
export type ImageQuery = Partial<z.output<typeof imageQuerySchema>>;

/** POST users/{uid}/imageaction/?i&k=r|d&c&cid: r rotates image i a quarter turn clockwise, d deletes it. */
export const imageActionQuerySchema = imageQuerySchema.extend({
  i: id('image id').refine((value) => value > 0, 'Choose a photo.'),
  k: z.enum(['r', 'd'], 'k is r (rotate) or d (delete).'),
});
export type ImageActionQuery = ImageQuery & Pick<z.output<typeof imageActionQuerySchema>, 'i' | 'k'>;

/** The images a call leaves: image i, or the entity c/cid's images (SPEC §7 image calls). */
export const imageListSchema = z.array(galleryImageSchema);

/**
 * SPEC §3 Image reference (Id, Type, Key, plus IsFavorite when toggling): POST users/{uid}/image
 * sets IsFavorite (and moves the photo to GalleryId when given, 0 taking it out of galleries);
 * POST users/{uid}/rotate turns it a quarter turn clockwise. Key is the image's Url as served.
 */
export const imageReferenceSchema = z.object({
  Id: bodyId('image id').refine((value) => value > 0, 'Choose a photo.'),
  Type: z.number().int().min(0).max(IMAGE_TYPE_MAX, IMAGE_TYPE_MESSAGE).default(IMAGE_TYPES.plant),
  Key: z.string().max(2_000).default(''),
  IsFavorite: z.boolean().optional(),
  GalleryId: bodyId('gallery id').optional(),
  /** A design's photo only: show it with the design's style to every gardener, or stop. */
  Published: z.boolean().optional(),
});
export type ImageReference = z.input<typeof imageReferenceSchema>;

/**
 * POST upload/0/uploadFile/ (multipart; SPEC §3 Upload file): `file` parts, origin, imageType,
 * an optional id field named for what the photo is of (yardId, zoneId, plantId, designId) or galleryId,
 * latitude and longitude (0,0: unknown). The non-file fields, as the server reads them.
 */
export const uploadFieldsSchema = z.object({
  origin: z.coerce.number().int().min(0).max(3, 'origin is 0 to 3.').default(UPLOAD_ORIGINS.other),
  imageType: z.coerce
    .number()
    .int()
    .min(0)
    .max(IMAGE_TYPE_MAX, IMAGE_TYPE_MESSAGE)
    .default(IMAGE_TYPES.plant),
  yardId: id('yard id').default(0),
  zoneId: id('zone id').default(0),
  plantId: id('plant id').default(0),
  designId: id('design id').default(0),
  /** Photos of a design (imageType 3): 1 shows them with the design's style to every gardener. */
  published: z.coerce.number().int().min(0).max(1, 'published is 0 or 1.').default(0),
  galleryId: id('gallery id').default(0),
  latitude: z.coerce
    .number()
    .min(-90, 'The latitude is -90 to 90.')
    .max(90, 'The latitude is -90 to 90.')
    .default(0),
  longitude: z.coerce
    .number()
    .min(-180, 'The longitude is -180 to 180.')
    .max(180, 'The longitude is -180 to 180.')
    .default(0),
});
export type UploadFields = Partial<z.output<typeof uploadFieldsSchema>>;

/** What an upload answers: the photos it kept, in the order sent. */
export const uploadResponseSchema = z.object({ Images: z.array(galleryImageSchema) });
export type UploadResponse = z.infer<typeof uploadResponseSchema>;

/** POST users/{uid}/EmailTagImage: the photo of a plant's nursery tag, sent to the operators to identify. */
export const emailTagImageInputSchema = z.object({
  ImageId: bodyId('image id').refine((value) => value > 0, 'Choose the photo of the plant tag.'),
  Note: z.string().trim().max(1_000, 'The note must be at most 1000 characters.').default(''),
});
export type EmailTagImageInput = z.input<typeof emailTagImageInputSchema>;

/** `{uid}` paths of the image calls. */
export const imagePathSchema = userPathSchema;

/** DELETE users/{uid}/gallery/{id}: the gallery goes, its photos stay (in no gallery). */
export const galleryPathSchema = userPathSchema.extend({
  id: id('gallery id', 1),
});
