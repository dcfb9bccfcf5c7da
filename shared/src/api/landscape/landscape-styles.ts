import { thriveApi, plantPageSchema, type PlantPage } from '@thrive/shared';
import {
  landscapeStyleDetailsSchema,
  landscapeStyleImagesSchema,
  landscapeStylePageSchema,
  type LandscapeStyleDetails,
  type LandscapeStyleImages,
  type LandscapeStylePage,
  type LandscapeStylePlantsQuery,
  type LandscapeStyleSearchQuery,
} from '@thrive/shared/landscape';

/**
 * `?a=1&b=x` from the values of a query that say something: empty comma lists and
 * unset values are left out, so an unfiltered search is a short address.
 */
function styleQueryString(query: Record<string, unknown>): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    params.set(name, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

/**
 * The landscape styles calls (SPEC §7 "Landscape"), exported by the @thrive/shared/landscape-api
 * entry: only the landscape area sends them, so the launch pad does not carry them. They reach
 * the rest of the package by entry name ('@thrive/shared'), so the entry's chunk carries no
 * second copy of the api and its store.
 */
const stylesApi = thriveApi.injectEndpoints({
  endpoints: (build) => ({
    /** The Design filter (SPEC §3): its id lists travel as comma lists. */
    searchLandscapeStyles: build.query<LandscapeStylePage, LandscapeStyleSearchQuery>({
      query: (filter) => `LandscapeStyles/0/Search/${styleQueryString(filter)}`,
      transformResponse: (body: unknown) => landscapeStylePageSchema.parse(body),
      // Styles are reference data: they change only with a data release.
      keepUnusedDataFor: 600,
    }),
    /** SPEC names the style's profile call under LandscapeDesign; its id is a style id. */
    getLandscapeStyleProfile: build.query<LandscapeStyleDetails, number>({
      query: (styleId) => `LandscapeDesign/${styleId}/Profile/`,
      transformResponse: (body: unknown) => landscapeStyleDetailsSchema.parse(body),
      keepUnusedDataFor: 600,
    }),
    /** The palette, scored for the gardener: it changes with their garden and favourites. */
    getLandscapeStylePlants: build.query<PlantPage, { styleId: number } & LandscapeStylePlantsQuery>({
      query: ({ styleId, ...page }) => `LandscapeStyles/${styleId}/PlantSearch/${styleQueryString(page)}`,
      transformResponse: (body: unknown) => plantPageSchema.parse(body),
      providesTags: ['PlantMarks', 'Garden'],
    }),
    /** The plan, then the photos gardeners published (SPEC §3 image filter: published, default true). */
    getLandscapeStyleImages: build.query<LandscapeStyleImages, number>({
      query: (styleId) => `LandscapeStyles/${styleId}/Images/?published=1`,
      transformResponse: (body: unknown) => landscapeStyleImagesSchema.parse(body),
      providesTags: ['Photos'],
    }),
  }),
});

export const {
  useSearchLandscapeStylesQuery,
  useGetLandscapeStyleProfileQuery,
  useGetLandscapeStylePlantsQuery,
  useGetLandscapeStyleImagesQuery,
} = stylesApi;
