import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  errorBodySchema,
  IDENTIFY_PHOTO_MAX_FILES,
  identificationKeyAnswerSchema,
  identificationKeyQuerySchema,
  identificationMethodsSchema,
  photoIdentificationSchema,
  PLANT_ID_MESSAGES,
  UPLOAD_MAX_FILE_BYTES,
  type ErrorBody,
} from '@thrive/shared/contracts';
import { badRequest } from '../../http-errors';
import { UPLOAD_FIELD_LIMITS, uploadParts } from '../media/upload-parts';
import { identificationKey } from './identification-key';
import { identificationPhotos } from './photo-parts';
import { identifyByPhoto } from './photo-identification';
import { PlantIdServiceError } from './plantnet-client';
import type { ExpertRouteDependencies } from '../common/expert-route-dependencies';

/**
 * Photo identifications per gardener and hour. The service is paid per call (Pl@ntNet's free
 * plan allows 500 a day for the whole app); a gardener identifying plant after plant on a
 * walk stays far below. Per instance by design, like every rate limit of the API.
 */
export const PHOTO_IDENTIFICATIONS_PER_HOUR = 30;

const refused = { 400: errorBodySchema, 403: errorBodySchema };
/** Besides bad input: too large (413), not multipart (415), too often (429), the service failing (5xx). */
const photoRefused = {
  ...refused,
  413: errorBodySchema,
  415: errorBodySchema,
  429: errorBodySchema,
  502: errorBodySchema,
  503: errorBodySchema,
  504: errorBodySchema,
};

/** Plant identification by photo or by a key over the catalogue (SPEC §1, §2.3; DESIGN §4 Providers). */
export const plantIdentificationRoutes: FastifyPluginAsyncZod<ExpertRouteDependencies> = async (
  app,
  { db, mediaUrls, providers },
) => {
  // Multipart for this plugin's photo call alone. One file more than allowed is let through
  // to be refused with our own message, rather than the upload's.
  await app.register(multipart, {
    limits: {
      fileSize: UPLOAD_MAX_FILE_BYTES,
      files: IDENTIFY_PHOTO_MAX_FILES + 1,
      parts: IDENTIFY_PHOTO_MAX_FILES * 2 + 2,
      ...UPLOAD_FIELD_LIMITS,
    },
  });

  app.get(
    '/Plants/0/IdentificationMethods/',
    {
      schema: {
        summary:
          'The ways of identifying a plant this app offers, the same for every gardener: PhotoService is true when a Pl@ntNet-compatible photo identification service is set up (IdentifyByPhoto answers); the identification key is always offered',
        response: { 200: identificationMethodsSchema, ...refused },
      },
    },
    async () => ({ PhotoService: providers.plantId !== null }),
  );

  app.get(
    '/Plants/0/IdentificationKey/',
    {
      schema: {
        summary:
          'The identification key: the catalogue plants the answers leave (one page), each question with what each option would leave, and the question to ask next',
        querystring: identificationKeyQuerySchema,
        response: { 200: identificationKeyAnswerSchema, ...refused },
      },
    },
    async (request) => identificationKey(db, mediaUrls, request.userId, request.query),
  );

  app.post(
    '/Plants/0/IdentifyByPhoto/',
    {
      config: {
        rateLimit: {
          max: PHOTO_IDENTIFICATIONS_PER_HOUR,
          timeWindow: '1 hour',
          keyGenerator: (request) => `identify-by-photo:${request.userId}`,
          errorResponseBuilder: () => ({ statusCode: 429, message: PLANT_ID_MESSAGES.tooOften }),
        },
      },
      schema: {
        summary: `Identify a plant from up to ${IDENTIFY_PHOTO_MAX_FILES} photos (multipart: image files, and an organs field for each: auto, leaf, flower, fruit or bark) with the configured Pl@ntNet-compatible service; results matched to the catalogue by botanical name`,
        consumes: ['multipart/form-data'],
        response: { 200: photoIdentificationSchema, ...photoRefused },
      },
    },
    async (request, reply) => {
      const service = providers.plantId;
      // Checked before the photos are read: without a service there is nothing to read them for.
      if (!service) throw badRequest(PLANT_ID_MESSAGES.notSetUp);
      const photos = await identificationPhotos(uploadParts(request));
      try {
        return await identifyByPhoto({ db, urls: mediaUrls, service }, request.userId, photos);
      } catch (error) {
        if (!(error instanceof PlantIdServiceError)) throw error;
        // Sent from here: the error handler would turn any 5xx into "something went wrong".
        request.log.warn({ detail: error.detail }, 'plant identification service failed');
        const body: ErrorBody = { message: error.message };
        return reply.code(error.statusCode).send(body);
      }
    },
  );
};
