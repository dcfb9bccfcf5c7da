import {
  advertiserSchema,
  controlCodesResponseSchema,
  menuUrlsResponseSchema,
  sponsorsResponseSchema,
  type Advertiser,
  type ControlCode,
  type MenuUrl,
  type Sponsor,
  type SponsorQuery,
} from '../contracts/sponsor';
import { plantAttributesResponseSchema, type PlantAttributesResponse } from '../contracts/reference';
import { thriveApi } from './thrive-api';

/** GET Users/0/Sponsor's filter (SPEC §3 Sponsor filter); without lat and lng, the gardener's own sponsors. */
export type SponsorSearch = Partial<SponsorQuery>;

/** The query string of a sponsor search; PartnerTypes go as a comma list. */
function sponsorParams({ lat, lng, PartnerTypes, Distance }: SponsorSearch) {
  const params: Record<string, string> = {};
  if (lat !== undefined) params.lat = String(lat);
  if (lng !== undefined) params.lng = String(lng);
  if (PartnerTypes?.length) params.PartnerTypes = PartnerTypes.join(',');
  if (Distance !== undefined) params.Distance = String(Distance);
  return Object.keys(params).length ? params : undefined;
}

/** SPEC §7 "Common and sponsor": menu urls, control codes and sponsors. */
export const commonApi = thriveApi.injectEndpoints({
  endpoints: (build) => ({
    getMenuUrls: build.query<MenuUrl[], void>({
      query: () => 'Common/0/MenuUrls',
      transformResponse: (body: unknown) => menuUrlsResponseSchema.parse(body),
    }),
    /** Group 1 app versions, 2 colours, 0 every group (CONTROL_CODE_GROUPS). */
    getControlCodes: build.query<ControlCode[], number>({
      query: (groupId) => `Common/${groupId}/ControlCodes`,
      transformResponse: (body: unknown) => controlCodesResponseSchema.parse(body),
    }),
    getSponsors: build.query<Sponsor[], SponsorSearch | void>({
      query: (search) => ({ url: 'Users/0/Sponsor', params: sponsorParams(search ?? {}) }),
      transformResponse: (body: unknown) => sponsorsResponseSchema.parse(body),
      providesTags: ['Sponsor'],
    }),
    getAdvertiser: build.query<Advertiser, number>({
      query: (sponsorId) => `Partners/${sponsorId}/Advertiser/`,
      transformResponse: (body: unknown) => advertiserSchema.parse(body),
    }),
    /**
     * GET Common/{id}/PlantAttributes: with 0, every attractant, resistance, tolerance and
     * toxicity (SPEC §3 Attribute catalogue), for filters; with a plant id, that plant's.
     */
    getPlantAttributeCatalogue: build.query<PlantAttributesResponse, number>({
      query: (id) => `Common/${id}/PlantAttributes`,
      transformResponse: (body: unknown) => plantAttributesResponseSchema.parse(body),
      keepUnusedDataFor: 3600,
    }),
  }),
});

export const {
  useGetMenuUrlsQuery,
  useGetControlCodesQuery,
  useGetSponsorsQuery,
  useGetAdvertiserQuery,
  useGetPlantAttributeCatalogueQuery,
} = commonApi;
