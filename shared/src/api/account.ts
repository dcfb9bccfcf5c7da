import type { z } from 'zod';
import {
  countriesResponseSchema,
  doneMessageSchema,
  feedbackResponseSchema,
  plantTagIdToggleSchema,
  profileSchema,
  referenceListResponseSchema,
  statesResponseSchema,
  type DoneMessage,
  type FeedbackInput,
  type FeedbackResponse,
  type PlantTagIdToggle,
  type Profile,
  type ProfileInput,
  type ReferenceItem,
} from '../contracts';
import { updateIdentity } from '../session/update-identity';
import { thriveApi } from './thrive-api';
import { parseWith, send } from './endpoint-helpers';

export type Country = z.infer<typeof countriesResponseSchema>[number];
export type CountryState = z.infer<typeof statesResponseSchema>[number];

/** Countries, states and genders change only with a data release. */
const REFERENCE_LIST_SECONDS = 3600;

/**
 * My Profile, Settings and Suggestions & Feedback (SPEC §7 "User profile and settings"). The
 * profile holds the identity's Firstname and Email, so it is read again whenever the identity
 * is ('Identity'); a saved profile or plant tag switch is put in the identity at once.
 */
export const accountApi = thriveApi.injectEndpoints({
  endpoints: (build) => ({
    getProfile: build.query<Profile, void>({
      query: () => 'users/{uid}/profile',
      transformResponse: parseWith(profileSchema),
      providesTags: ['Identity'],
    }),
    /** POST users/{uid}: a 400 carries the server's message (another account's email, say). */
    saveProfile: build.mutation<Profile, ProfileInput>({
      query: (body) => send('POST', 'users/{uid}', body),
      transformResponse: parseWith(profileSchema),
      invalidatesTags: ['Identity'],
      async onQueryStarted(_input, { dispatch, queryFulfilled }) {
        const saved = await queryFulfilled.then(
          ({ data }) => data,
          () => null,
        );
        if (!saved) return;
        // The form shows the answer at once, before the refetch the tag asks for.
        dispatch(accountApi.util.updateQueryData('getProfile', undefined, () => saved));
        dispatch(updateIdentity({ Firstname: saved.Firstname, Email: saved.Email }));
      },
    }),
    getCountries: build.query<Country[], void>({
      query: () => 'bridge/0/countries',
      transformResponse: parseWith(countriesResponseSchema),
      keepUnusedDataFor: REFERENCE_LIST_SECONDS,
    }),
    /** Arg: the country's id (skip the query while none is chosen). */
    getStates: build.query<CountryState[], number>({
      query: (countryId) => `bridge/${countryId}/states`,
      transformResponse: parseWith(statesResponseSchema),
      keepUnusedDataFor: REFERENCE_LIST_SECONDS,
    }),
    getGenders: build.query<ReferenceItem[], void>({
      query: () => 'bridge/0/genders',
      transformResponse: parseWith(referenceListResponseSchema),
      keepUnusedDataFor: REFERENCE_LIST_SECONDS,
    }),
    /** SPEC §3 Suggestion form; code 0 is success. */
    sendFeedback: build.mutation<FeedbackResponse, FeedbackInput>({
      query: (body) => send('POST', 'users/{uid}/feedback', body),
      transformResponse: parseWith(feedbackResponseSchema),
    }),
    /** Flips the flag on the server, which answers its new value. */
    togglePlantTagId: build.mutation<PlantTagIdToggle, void>({
      query: () => send('PUT', 'users/{uid}/TogglePlantTagId/'),
      transformResponse: parseWith(plantTagIdToggleSchema),
      invalidatesTags: ['Identity'],
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        const answer = await queryFulfilled.then(
          ({ data }) => data,
          () => null,
        );
        if (answer) dispatch(updateIdentity({ TogglePlantTagId: answer.TogglePlantTagId }));
      },
    }),
    /** Deletes the account and everything in it; the caller then ends the session. */
    deleteAccount: build.mutation<DoneMessage, void>({
      query: () => send('DELETE', 'users/{uid}'),
      transformResponse: parseWith(doneMessageSchema),
    }),
  }),
});

export const {
  useGetProfileQuery,
  useSaveProfileMutation,
  useGetCountriesQuery,
  useGetStatesQuery,
  useGetGendersQuery,
  useSendFeedbackMutation,
  useTogglePlantTagIdMutation,
  useDeleteAccountMutation,
} = accountApi;
