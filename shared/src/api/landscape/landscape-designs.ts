import { parseWith, send, thriveApi } from '@thrive/shared';
import { designQueryString } from './design-query-string';
import { doneMessageSchema, type DoneMessage } from '@thrive/shared/contracts';
import {
  copyPlantsToZoneResponseSchema,
  designPageSchema,
  designPlantPageSchema,
  designProductsSchema,
  designSchema,
  landscapeStyleDetailsSchema,
  togglePlantLandscapeResponseSchema,
  type CopyPlantsToZoneResponse,
  type Design,
  type DesignCriteria,
  type DesignInput,
  type DesignPage,
  type DesignPlantPage,
  type DesignPlantQuery,
  type DesignProducts,
  type LandscapeStyleDetails,
  type TogglePlantLandscapeQuery,
  type TogglePlantLandscapeResponse,
} from '@thrive/shared/landscape';

/**
 * Designs share the 'Garden' tag type (the shared list has no tag of their own) under one id,
 * so a design change refreshes the designs only, while a change to the zones (copying plants
 * into one) refreshes every 'Garden' reader, the designs among them.
 */
const DESIGNS = [{ type: 'Garden' as const, id: 'Designs' }];
const GARDEN = ['Garden' as const];

/** SPEC §7 "Landscape", the gardener's own designs (why in an entry of their own: landscape-styles.ts). */
const designsApi = thriveApi.injectEndpoints({
  endpoints: (build) => ({
    getDesigns: build.query<DesignPage, Partial<DesignCriteria>>({
      query: (filter) => `LandscapeDesign/0/UserList/${designQueryString(filter)}`,
      transformResponse: parseWith(designPageSchema),
      providesTags: DESIGNS,
    }),
    getDesign: build.query<Design, number>({
      query: (id) => `LandscapeDesign/${id}/User/`,
      transformResponse: parseWith(designSchema),
      providesTags: DESIGNS,
    }),
    /** Partner products matched to the design's materials rows; [] when none match. */
    getDesignProducts: build.query<DesignProducts, number>({
      query: (id) => `LandscapeDesign/${id}/Products/`,
      transformResponse: parseWith(designProductsSchema),
      providesTags: DESIGNS,
    }),
    /** The style a new design starts from (GET LandscapeDesign/{styleId}/Profile/). */
    getDesignStartStyle: build.query<LandscapeStyleDetails, number>({
      query: (styleId) => `LandscapeDesign/${styleId}/Profile/`,
      transformResponse: parseWith(landscapeStyleDetailsSchema),
    }),
    /** {styleId}: the style to start from, 0 for none; the body's ZoneId and CopyPlants start from a zone. */
    createDesign: build.mutation<Design, { styleId: number; design: DesignInput }>({
      query: ({ styleId, design }) => send('POST', `LandscapeDesign/${styleId}/User/0/`, design),
      transformResponse: parseWith(designSchema),
      invalidatesTags: DESIGNS,
    }),
    updateDesign: build.mutation<Design, { styleId: number; designId: number; design: DesignInput }>({
      query: ({ styleId, designId, design }) =>
        send('PUT', `LandscapeDesign/${styleId}/User/${designId}/`, design),
      transformResponse: parseWith(designSchema),
      invalidatesTags: DESIGNS,
    }),
    deleteDesign: build.mutation<DoneMessage, number>({
      query: (id) => send('DELETE', `LandscapeDesign/${id}/UserList/0/`),
      transformResponse: parseWith(doneMessageSchema),
      invalidatesTags: DESIGNS,
    }),
    /** Plants that score good where the design is. */
    searchDesignPlants: build.query<DesignPlantPage, { designId: number } & Partial<DesignPlantQuery>>({
      query: ({ designId, ...query }) =>
        `LandscapeDesign/${designId}/PlantSearch/${designQueryString(query)}`,
      transformResponse: parseWith(designPlantPageSchema),
      providesTags: DESIGNS,
    }),
    /** Adds a plant with its fertilizer, or takes it out when it is in the design already. */
    togglePlantLandscape: build.mutation<
      TogglePlantLandscapeResponse,
      { plantId: number } & TogglePlantLandscapeQuery
    >({
      query: ({ plantId, ...query }) =>
        `LandscapeDesign/{uid}/TogglePlantLandscape/${plantId}${designQueryString(query)}`,
      transformResponse: parseWith(togglePlantLandscapeResponseSchema),
      invalidatesTags: DESIGNS,
    }),
    deleteDesignPlant: build.mutation<DoneMessage, number>({
      query: (designPlantId) => `LandscapeDesign/{uid}/DeletePlantLandscape/${designPlantId}`,
      transformResponse: parseWith(doneMessageSchema),
      invalidatesTags: DESIGNS,
    }),
    copyDesignPlantsToZone: build.mutation<CopyPlantsToZoneResponse, { designId: number; zoneId: number }>({
      query: ({ designId, zoneId }) =>
        send('POST', `LandscapeDesign/${designId}/CopyPlantsToZone/`, { ZoneId: zoneId }),
      transformResponse: parseWith(copyPlantsToZoneResponseSchema),
      // The zone's plants, its scores and tasks change.
      invalidatesTags: GARDEN,
    }),
  }),
});

export const {
  useGetDesignsQuery,
  useGetDesignQuery,
  useGetDesignProductsQuery,
  useGetDesignStartStyleQuery,
  useCreateDesignMutation,
  useUpdateDesignMutation,
  useDeleteDesignMutation,
  useSearchDesignPlantsQuery,
  useTogglePlantLandscapeMutation,
  useDeleteDesignPlantMutation,
  useCopyDesignPlantsToZoneMutation,
} = designsApi;
