import {
  careTipsResponseSchema,
  companionsResponseSchema,
  didYouMeanSchema,
  favoriteToggleResponseSchema,
  featuredPlantsResponseSchema,
  plantAttributeListsSchema,
  plantDetailsSchema,
  plantFertilizerSchema,
  plantNotesResponseSchema,
  plantPageSchema,
  plantSearchOptionsSchema,
  plantViewResponseSchema,
  productByIdResponseSchema,
  productCategoriesResponseSchema,
  searchSuggestionsSchema,
  suggestedProductsResponseSchema,
  suggestPlantsResponseSchema,
  type CareTip,
  type Companions,
  type DidYouMean,
  type DidYouMeanQuery,
  type FavoritesQuery,
  type FavoriteToggle,
  type FeaturedPlants,
  type FeaturedPlantsRequest,
  type PlantAttributeLists,
  type PlantDetails,
  type PlantDetailsQuery,
  type PlantFertilizer,
  type PlantPage,
  type PlantQuickSearchQuery,
  type PlantSearchFilter,
  type PlantSearchOptions,
  type PlantView,
  type Product,
  type ProductById,
  type ReferenceItem,
  type SearchSuggestions,
  type SearchSuggestionsQuery,
  type SuggestPlantsRequest,
  type SuggestPlantsResponse,
} from '../contracts';
import { parseWith, queryString, send } from './endpoint-helpers';
import { thriveApi } from './thrive-api';

/**
 * Lists and details carry the gardener's marks (favorite, notes) and scores in their zones,
 * so they provide 'PlantMarks' and 'Garden': a favorite toggled on the details page shows in
 * search results and favorites, and a plant added to a zone rescores everywhere.
 */
const MARKS_AND_GARDEN = ['PlantMarks', 'Garden'] as const;
const MARKS = ['PlantMarks'] as const;

export const plantsApi = thriveApi.injectEndpoints({
  endpoints: (build) => ({
    getPlantSearchOptions: build.query<PlantSearchOptions, void>({
      query: () => 'Common/0/PlantSearchOptions',
      transformResponse: parseWith(plantSearchOptionsSchema),
      keepUnusedDataFor: 3600,
    }),
    searchPlants: build.query<PlantPage, PlantSearchFilter>({
      query: (filter) => send('POST', 'users/0/PlantSearch/', filter),
      transformResponse: parseWith(plantPageSchema),
      providesTags: MARKS_AND_GARDEN,
    }),
    quickSearchPlants: build.query<PlantPage, PlantQuickSearchQuery>({
      query: (query) => `Plants/0/Search/${queryString(query)}`,
      transformResponse: parseWith(plantPageSchema),
      providesTags: MARKS,
    }),
    /**
     * What the search box suggests for the text typed so far (issue 18). The gardener's own
     * photos are among the pictures; a text's answer is kept a minute after its last use, so
     * backspacing and typing it again asks nothing.
     */
    getSearchSuggestions: build.query<SearchSuggestions, SearchSuggestionsQuery>({
      query: (query) => `Plants/0/Suggestions${queryString(query)}`,
      transformResponse: parseWith(searchSuggestionsSchema),
      keepUnusedDataFor: 60,
    }),
    /** For a search that found nothing: the closest words of the catalogue's names, or null. */
    getDidYouMean: build.query<DidYouMean, DidYouMeanQuery>({
      query: (query) => `Plants/0/DidYouMean${queryString(query)}`,
      transformResponse: parseWith(didYouMeanSchema),
    }),
    getPlant: build.query<PlantDetails, { id: number } & PlantDetailsQuery>({
      query: ({ id, ...query }) => `Users/{uid}/Plant/${id}/${queryString(query)}`,
      transformResponse: parseWith(plantDetailsSchema),
      providesTags: MARKS_AND_GARDEN,
    }),
    getPlantAttributes: build.query<PlantAttributeLists, { id: number; all?: boolean }>({
      query: ({ id, all = true }) => `plants/${id}/Attributes?all=${all ? 1 : 0}`,
      transformResponse: parseWith(plantAttributeListsSchema),
    }),
    getPlantFertilizer: build.query<PlantFertilizer, { plantId: number; zoneId: number }>({
      query: ({ plantId, zoneId }) => `plants/${plantId}/Fertilizer/${zoneId}`,
      transformResponse: parseWith(plantFertilizerSchema),
      providesTags: ['Garden'],
    }),
    getCareTips: build.query<CareTip[], number>({
      query: (plantId) => `Users/{uid}/CareTips/${plantId}/`,
      transformResponse: parseWith(careTipsResponseSchema),
    }),
    getSuggestedCompanions: build.query<Companions, { plantId: number; zoneId: number }>({
      query: ({ plantId, zoneId }) => `Plants/${plantId}/SuggestedCompanions/${zoneId}/`,
      transformResponse: parseWith(companionsResponseSchema),
      providesTags: MARKS_AND_GARDEN,
    }),
    getSuggestedProducts: build.query<Product[], number>({
      query: (plantId) => `Plants/${plantId}/SuggestProducts/`,
      transformResponse: parseWith(suggestedProductsResponseSchema),
    }),
    getProductCategories: build.query<ReferenceItem[], void>({
      query: () => 'partnerproducts/0/productCategories',
      transformResponse: parseWith(productCategoriesResponseSchema),
      keepUnusedDataFor: 3600,
    }),
    getProduct: build.query<ProductById, number>({
      query: (productId) => `partnerproducts/${productId}/getById/`,
      transformResponse: parseWith(productByIdResponseSchema),
    }),
    /** Records that the gardener looked at the plant; the details page shows the previous time. */
    recordPlantView: build.mutation<{ LastSeenAt: string }, { plantId: number } & PlantView>({
      query: ({ plantId, ...body }) => send('PATCH', `Users/{uid}/PlantView/${plantId}/`, body),
      transformResponse: parseWith(plantViewResponseSchema),
    }),
    savePlantNotes: build.mutation<
      { Notes: string; UpdatedAt: string | null },
      { plantId: number; Notes: string }
    >({
      query: ({ plantId, Notes }) => send('POST', `Users/{uid}/PlantNotes/${plantId}/`, { Notes }),
      transformResponse: parseWith(plantNotesResponseSchema),
      invalidatesTags: MARKS,
    }),
    toggleFavoritePlant: build.mutation<FavoriteToggle, number>({
      query: (plantId) => `users/{uid}/ToggleFavoritePlant/${plantId}`,
      transformResponse: parseWith(favoriteToggleResponseSchema),
      invalidatesTags: MARKS,
    }),
    getFavorites: build.query<PlantPage, FavoritesQuery>({
      query: (query) => `users/{uid}/favorites${queryString(query)}`,
      transformResponse: parseWith(plantPageSchema),
      providesTags: MARKS,
    }),
    getFeaturedPlants: build.query<FeaturedPlants, { sponsorId: number } & FeaturedPlantsRequest>({
      query: ({ sponsorId, ...page }) => send('POST', `Users/{uid}/FeaturedPlants/${sponsorId}/`, page),
      transformResponse: parseWith(featuredPlantsResponseSchema),
      providesTags: MARKS,
    }),
    suggestPlants: build.query<SuggestPlantsResponse, SuggestPlantsRequest>({
      query: (spot) => send('POST', 'Plants/0/SuggestPlants/', spot),
      transformResponse: parseWith(suggestPlantsResponseSchema),
      providesTags: MARKS_AND_GARDEN,
    }),
  }),
});

export const {
  useGetPlantSearchOptionsQuery,
  useSearchPlantsQuery,
  useQuickSearchPlantsQuery,
  useGetSearchSuggestionsQuery,
  useGetDidYouMeanQuery,
  useGetPlantQuery,
  useGetPlantAttributesQuery,
  useGetPlantFertilizerQuery,
  useGetCareTipsQuery,
  useGetSuggestedCompanionsQuery,
  useGetSuggestedProductsQuery,
  useGetProductCategoriesQuery,
  useGetProductQuery,
  useRecordPlantViewMutation,
  useSavePlantNotesMutation,
  useToggleFavoritePlantMutation,
  useGetFavoritesQuery,
  useGetFeaturedPlantsQuery,
  useSuggestPlantsQuery,
} = plantsApi;
