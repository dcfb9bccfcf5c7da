import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { photoCreditSchema, UPLOAD_MAX_FILE_BYTES } from '@thrive/shared/contracts';
import type { Database } from '../db/database';
import { badRequest } from '../http-errors';
import type { MediaStorage } from '../features/common/media-storage';
import { addImportedPhoto, ImportedPhotoError } from '../features/plant-photos/add-imported-photo';
import { knownSourceIds, plantsWantingPhotos } from '../features/plant-photos/photo-wanted';

/** A photo as the CLI sends it: base64 grows the bytes by a third, and JSON wraps them. */
const PHOTO_BODY_LIMIT = Math.ceil((UPLOAD_MAX_FILE_BYTES * 4) / 3) + 64 * 1024;
const SOURCE_IDS_MAX = 100;

export const wantedPlantsResponseSchema = z.object({
  plants: z.array(z.object({ id: z.number().int(), botanicalName: z.string() })),
});
export const knownSourcesResponseSchema = z.object({ known: z.array(z.string()) });
const addPhotoRequestSchema = z.object({
  plantId: z.number().int().positive(),
  sourceId: z.string().min(1).max(200),
  credit: photoCreditSchema,
  /** The downloaded file, base64. */
  image: z.string().min(1),
});
export const addPhotoResponseSchema = z.discriminatedUnion('status', [
  z.object({ status: z.literal('imported'), id: z.number().int() }),
  z.object({ status: z.literal('already imported') }),
]);

/**
 * `npm run data -- fetch-images` while a server holds the embedded database: the CLI talks
 * to Commons itself and hands each photo here to be kept (processed, stored, its row added).
 * Loopback only, with this run's admin token.
 */
export const plantPhotoAdminRoutes: FastifyPluginAsyncZod<{ db: Database; storage: MediaStorage }> = async (
  app,
  { db, storage },
) => {
  app.get(
    '/admin/data/plant-photos/wanted',
    {
      config: { access: 'admin' },
      schema: {
        hide: true,
        querystring: z.object({
          all: z.coerce.number().int().min(0).max(1).default(0),
          limit: z.coerce.number().int().positive().optional(),
        }),
        response: { 200: wantedPlantsResponseSchema },
      },
    },
    async (request) => ({
      plants: await plantsWantingPhotos(db, { all: request.query.all === 1, limit: request.query.limit }),
    }),
  );

  app.post(
    '/admin/data/plant-photos/known',
    {
      config: { access: 'admin' },
      schema: {
        hide: true,
        body: z.object({ sourceIds: z.array(z.string().max(200)).max(SOURCE_IDS_MAX) }),
        response: { 200: knownSourcesResponseSchema },
      },
    },
    async (request) => ({ known: await knownSourceIds(db, request.body.sourceIds) }),
  );

  app.post(
    '/admin/data/plant-photos',
    {
      bodyLimit: PHOTO_BODY_LIMIT,
      config: { access: 'admin' },
      schema: { hide: true, body: addPhotoRequestSchema, response: { 200: addPhotoResponseSchema } },
    },
    async (request) => {
      const { image, ...photo } = request.body;
      try {
        return await addImportedPhoto(db, storage, { ...photo, bytes: Buffer.from(image, 'base64') });
      } catch (error) {
        if (error instanceof ImportedPhotoError) throw badRequest(error.message);
        throw error;
      }
    },
  );
};
