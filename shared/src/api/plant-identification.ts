import {
  identificationKeyAnswerSchema,
  identificationMethodsSchema,
  photoIdentificationSchema,
  type IdentificationKeyAnswer,
  type IdentificationKeyQuery,
  type IdentificationMethods,
  type PhotoIdentification,
  type PhotoOrgan,
} from '../contracts';
import { parseWith, queryString, send } from './endpoint-helpers';
import { thriveApi } from './thrive-api';

interface PhotoIdentificationRequest {
  photos: File[];
  /** What the photos show; one for all of them. */
  organ: PhotoOrgan;
}

/** The multipart body of Plants/0/IdentifyByPhoto/: `images` files, then an `organs` field each. */
function photoIdentificationForm({ photos, organ }: PhotoIdentificationRequest): FormData {
  const form = new FormData();
  for (const photo of photos) form.append('images', photo, photo.name);
  for (let index = 0; index < photos.length; index += 1) form.append('organs', organ);
  return form;
}

/** SPEC §1 and §2.3 plant identification; only mfe-plants (plants/identify) asks. */
const identifyApi = thriveApi.injectEndpoints({
  endpoints: (build) => ({
    /** Whether a photo service is set up: the same for every gardener, and rarely changed. */
    getIdentificationMethods: build.query<IdentificationMethods, void>({
      query: () => 'Plants/0/IdentificationMethods/',
      transformResponse: parseWith(identificationMethodsSchema),
      keepUnusedDataFor: 3600,
    }),
    getIdentificationKey: build.query<IdentificationKeyAnswer, IdentificationKeyQuery>({
      query: (query) => `Plants/0/IdentificationKey/${queryString(query)}`,
      transformResponse: parseWith(identificationKeyAnswerSchema),
      // Candidates carry the gardener's favourite hearts and photos.
      providesTags: ['PlantMarks', 'Photos'],
    }),
    identifyByPhoto: build.mutation<PhotoIdentification, PhotoIdentificationRequest>({
      query: (request) => send('POST', 'Plants/0/IdentifyByPhoto/', photoIdentificationForm(request)),
      transformResponse: parseWith(photoIdentificationSchema),
    }),
  }),
});

export const { useGetIdentificationKeyQuery, useGetIdentificationMethodsQuery, useIdentifyByPhotoMutation } =
  identifyApi;
