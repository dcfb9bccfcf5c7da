import {
  doneMessageSchema,
  feedbackResponseSchema,
  galleryPageSchema,
  gallerySummarySchema,
  imageListSchema,
  galleryImageSchema,
  type DoneMessage,
  type EmailTagImageInput,
  type FeedbackResponse,
  type GalleryImage,
  type GalleryInput,
  type GalleryPage,
  type GalleryQuery,
  type GallerySummary,
  type ImageActionQuery,
  type ImageQuery,
  type ImageReference,
} from '../contracts';
import { thriveApi } from './thrive-api';
import { parseWith, queryString, send } from './endpoint-helpers';

/**
 * A photo shows in the gallery, on its plant's details page and as its plant's thumbnail in
 * zones, so a change to one refreshes all of them (plant answers provide 'PlantMarks' and
 * 'Garden').
 */
export const PHOTO_TAGS = ['Photos', 'PlantMarks', 'Garden'] as const;

/** The gallery and the image calls of SPEC §7 "Favorites and gallery"; uploads are in `@thrive/shared/uploads`. */
export const mediaApi = thriveApi.injectEndpoints({
  endpoints: (build) => ({
    getGallery: build.query<GalleryPage, GalleryQuery>({
      query: (query) => `users/{uid}/gallery${queryString(query)}`,
      transformResponse: parseWith(galleryPageSchema),
      providesTags: ['Photos'],
    }),
    /** Id 0 creates a gallery, above 0 renames it; a taken name is a 400 with its message. */
    saveGallery: build.mutation<GallerySummary, GalleryInput>({
      query: (body) => send('POST', 'users/{uid}/gallery', body),
      transformResponse: parseWith(gallerySummarySchema),
      invalidatesTags: ['Photos'],
    }),
    /** Deletes gallery `id`; its photos stay, in All photos. */
    deleteGallery: build.mutation<DoneMessage, number>({
      query: (id) => send('DELETE', `users/{uid}/gallery/${id}`),
      transformResponse: parseWith(doneMessageSchema),
      invalidatesTags: ['Photos'],
    }),
    getImages: build.query<GalleryImage[], ImageQuery>({
      query: (query) => `users/{uid}/image/${queryString(query)}`,
      transformResponse: parseWith(imageListSchema),
      providesTags: ['Photos'],
    }),
    /** Rotate (k=r) or delete (k=d) a photo; answers what is left of c/cid's photos. */
    imageAction: build.mutation<GalleryImage[], ImageActionQuery>({
      query: (query) => send('POST', `users/{uid}/imageaction/${queryString(query)}`),
      transformResponse: parseWith(imageListSchema),
      invalidatesTags: [...PHOTO_TAGS],
    }),
    /** Sets IsFavorite, or moves the photo to GalleryId. */
    updateImage: build.mutation<GalleryImage, ImageReference>({
      query: (body) => send('POST', 'users/{uid}/image', body),
      transformResponse: parseWith(galleryImageSchema),
      invalidatesTags: ['Photos'],
    }),
    rotateImage: build.mutation<GalleryImage, ImageReference>({
      query: (body) => send('POST', 'users/{uid}/rotate', body),
      transformResponse: parseWith(galleryImageSchema),
      invalidatesTags: [...PHOTO_TAGS],
    }),
    emailTagImage: build.mutation<FeedbackResponse, EmailTagImageInput>({
      query: (body) => send('POST', 'users/{uid}/EmailTagImage', body),
      transformResponse: parseWith(feedbackResponseSchema),
    }),
  }),
});

export const {
  useGetGalleryQuery,
  useSaveGalleryMutation,
  useDeleteGalleryMutation,
  useGetImagesQuery,
  useImageActionMutation,
  useUpdateImageMutation,
  useRotateImageMutation,
  useEmailTagImageMutation,
} = mediaApi;
