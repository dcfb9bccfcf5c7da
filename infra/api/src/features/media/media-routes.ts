import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  doneMessageSchema,
  emailTagImageInputSchema,
  errorBodySchema,
  feedbackResponseSchema,
  galleryImageSchema,
  galleryInputSchema,
  galleryPageSchema,
  galleryPathSchema,
  galleryQuerySchema,
  gallerySummarySchema,
  IMAGE_TYPES,
  imageActionQuerySchema,
  imageListSchema,
  imagePathSchema,
  imageQuerySchema,
  imageReferenceSchema,
  plantPathSchema,
  UPLOAD_MAX_FILE_BYTES,
  UPLOAD_MAX_FILES,
  uploadResponseSchema,
} from '@thrive/shared/contracts';
import type { Database } from '../../db/database';
import { plantRequestsEmail } from '../common/operators-email';
import { deleteGallery, galleryPage, saveGallery } from './gallery-service';
import { imageAction, rotateImage, updateImage } from './image-actions';
import { imagesOf } from './image-lists';
import type { MediaStorage } from '../common/media-storage';
import type { MediaUrls } from '../common/media-urls';
import { emailTagImage, TAG_PHOTOS_PER_DAY } from './tag-photo-email';
import { UPLOAD_FIELD_LIMITS, uploadParts } from './upload-parts';
import { uploadPhotos } from './upload-photos';
import { knownPlant } from '../common/known-plant';

interface Options {
  db: Database;
  clock: () => Date;
  storage: MediaStorage;
  mediaUrls: MediaUrls;
  /** The most bytes one gardener's photos may take in storage. */
  quotaBytes: number;
  /** Who identifies plant tags: the operators who read plant requests. */
  operatorsEmail?: string;
}

const refused = { 400: errorBodySchema, 403: errorBodySchema };
/** What an upload can be refused with besides bad input: too large (413), not multipart (415). */
const uploadRefused = { ...refused, 404: errorBodySchema, 413: errorBodySchema, 415: errorBodySchema };
const MULTIPART = ['multipart/form-data'];

/**
 * SPEC §7 "Favorites and gallery", "Upload", POST Plants/{id}/UploadImages and
 * POST users/{uid}/EmailTagImage: the gardener's photos (DESIGN §4 Uploads). Every photo
 * address answered is signed (media-urls.ts); the files themselves are served under /media.
 */
export const mediaRoutes: FastifyPluginAsyncZod<Options> = async (
  app,
  { db, clock, storage, mediaUrls, quotaBytes, operatorsEmail = plantRequestsEmail() },
) => {
  // Multipart for the uploads of this plugin alone; every other route keeps JSON only.
  await app.register(multipart, {
    limits: {
      fileSize: UPLOAD_MAX_FILE_BYTES,
      files: UPLOAD_MAX_FILES,
      parts: UPLOAD_MAX_FILES + UPLOAD_FIELD_LIMITS.fields,
      ...UPLOAD_FIELD_LIMITS,
    },
  });
  const uploads = { db, storage, urls: mediaUrls, quotaBytes, clock };
  const actions = { db, storage, urls: mediaUrls };

  app.post(
    '/upload/0/uploadFile',
    {
      schema: {
        summary:
          'Upload photos (multipart: file parts, origin, imageType, yardId/zoneId/plantId, galleryId, latitude, longitude); all or none are kept',
        consumes: MULTIPART,
        response: { 200: uploadResponseSchema, ...uploadRefused },
      },
    },
    async (request) => uploadPhotos(uploads, request.userId, uploadParts(request)),
  );

  app.post(
    '/Plants/:id/UploadImages',
    {
      // Plants are catalogue data: anyone may photograph one.
      config: { idScope: 'reference' },
      schema: {
        summary: 'Upload photos of a plant (multipart, as upload/0/uploadFile/)',
        consumes: MULTIPART,
        params: plantPathSchema,
        response: { 200: uploadResponseSchema, ...uploadRefused },
      },
    },
    async (request) => {
      // An unknown plant in the path is 404, as for every path id, before any file is read.
      const plant = await knownPlant(db, request.params.id);
      return uploadPhotos(uploads, request.userId, uploadParts(request), {
        imageType: String(IMAGE_TYPES.plant),
        plantId: String(plant.id),
      });
    },
  );

  app.get(
    '/users/:uid/gallery',
    {
      schema: {
        summary:
          'The galleries and one page of photos of one (g 0: all photos; f=1: favourites), with the storage used',
        params: imagePathSchema,
        querystring: galleryQuerySchema,
        response: { 200: galleryPageSchema, ...refused },
      },
    },
    async (request) => galleryPage(db, mediaUrls, request.userId, request.query, quotaBytes),
  );

  app.post(
    '/users/:uid/gallery',
    {
      schema: {
        summary: 'Create (Id 0) or rename a gallery; each of a gardener’s galleries has its own name',
        params: imagePathSchema,
        body: galleryInputSchema,
        response: { 200: gallerySummarySchema, ...refused },
      },
    },
    async (request) => saveGallery(db, request.userId, request.body),
  );

  app.delete(
    '/users/:uid/gallery/:id',
    {
      config: { idScope: 'gallery' },
      schema: {
        summary: 'Delete a gallery; its photos are kept, in no gallery',
        params: galleryPathSchema,
        response: { 200: doneMessageSchema, ...refused, 404: errorBodySchema },
      },
    },
    async (request) => {
      await deleteGallery(db, request.userId, request.params.id);
      return { message: 'The gallery was deleted. Its photos are still in All photos.' };
    },
  );

  app.get(
    '/users/:uid/image',
    {
      schema: {
        summary: 'Photo i alone (i above 0), else the photos of yard (c 0), zone (c 1) or plant (c 2) cid',
        params: imagePathSchema,
        querystring: imageQuerySchema,
        response: { 200: imageListSchema, ...refused },
      },
    },
    async (request) => imagesOf(db, mediaUrls, request.userId, request.query),
  );

  app.post(
    '/users/:uid/imageaction',
    {
      schema: {
        summary:
          'Rotate (k=r) or delete (k=d) photo i; answers the photos of c/cid (cid above 0), else what is left of i',
        params: imagePathSchema,
        querystring: imageActionQuerySchema,
        response: { 200: imageListSchema, ...refused, 409: errorBodySchema },
      },
    },
    async (request) => imageAction(actions, request.userId, request.query),
  );

  app.post(
    '/users/:uid/image',
    {
      schema: {
        summary: 'Mark a photo favourite or not (IsFavorite), or move it to a gallery (GalleryId, 0: none)',
        params: imagePathSchema,
        body: imageReferenceSchema,
        response: { 200: galleryImageSchema, ...refused },
      },
    },
    async (request) => updateImage(actions, request.userId, request.body),
  );

  app.post(
    '/users/:uid/rotate',
    {
      schema: {
        summary: 'Turn a photo a quarter turn clockwise',
        params: imagePathSchema,
        body: imageReferenceSchema,
        response: { 200: galleryImageSchema, ...refused, 409: errorBodySchema },
      },
    },
    async (request) => rotateImage(actions, request.userId, request.body),
  );

  app.post(
    '/users/:uid/EmailTagImage',
    {
      schema: {
        summary: `Send the photo of a plant’s nursery tag to the operators to identify (at most ${TAG_PHOTOS_PER_DAY} a day)`,
        params: imagePathSchema,
        body: emailTagImageInputSchema,
        response: { 200: feedbackResponseSchema, ...refused, 429: errorBodySchema },
      },
    },
    async (request) =>
      emailTagImage(db, mediaUrls, request.userId, request.body, { to: operatorsEmail, at: clock() }),
  );
};
