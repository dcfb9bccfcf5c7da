import { sponsorCodeResponseSchema, type SponsorAdRequest } from '../contracts';
import { parseWith, send } from './endpoint-helpers';
import { thriveApi } from './thrive-api';

/** SPEC §7 POST Users/{uid}/SponsorAd (SPEC §3 "Partner banner request"); only the shell sends it. */
const sponsorAdApi = thriveApi.injectEndpoints({
  endpoints: (build) => ({
    recordSponsorAd: build.mutation<{ code: number }, SponsorAdRequest>({
      query: (ad) => send('POST', 'Users/{uid}/SponsorAd', ad),
      transformResponse: parseWith(sponsorCodeResponseSchema),
    }),
  }),
});

export const { useRecordSponsorAdMutation } = sponsorAdApi;
