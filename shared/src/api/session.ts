import { identitySchema, type BridgeRequest, type Identity } from '../contracts/identity';
import { identityReceived } from '../store/session-slice';
import { storeIdentity } from '../session/identity-storage';
import { takeEarlyBridge } from '../session/early-start';
import { createBaseQuery, type ApiError } from './base-query';
import { thriveApi } from './thrive-api';

/**
 * The bridge call answers 401 to a key that is not valid. The shared base query would
 * reload the page on that (SPEC §6), but the key stays in the address, so a bad link
 * would reload forever: this call ends any session it had but never reloads.
 */
const bridgeBaseQuery = createBaseQuery({ reload: () => undefined });

export const sessionApi = thriveApi.injectEndpoints({
  endpoints: (build) => ({
    /** POST bridge {username: key} (SPEC §7 Session): starts a session from the address's key. */
    registerSession: build.mutation<Identity, BridgeRequest>({
      async queryFn(request, api, extraOptions) {
        // The shell's entry may have sent this very call already (early-start): its answer
        // goes through the same base query, so errors read the same.
        const early = takeEarlyBridge(request.username);
        const baseQuery = early
          ? createBaseQuery({ reload: () => undefined, fetchFn: () => early })
          : bridgeBaseQuery;
        const result = await baseQuery({ url: 'bridge', method: 'POST', body: request }, api, extraOptions);
        if (result.error) return { error: result.error };
        const parsed = identitySchema.safeParse(result.data);
        if (parsed.success) return { data: parsed.data };
        const error: ApiError = {
          status: 'PARSING_ERROR',
          message: 'The server sent an identity this app cannot read.',
          data: result.data,
        };
        return { error };
      },
    }),
    /**
     * GET users/{uid}: the identity again (same token). Calls that change a flag invalidate
     * 'Identity', so while this query is subscribed the session's identity follows them.
     */
    getIdentity: build.query<Identity, void>({
      query: () => 'users/{uid}',
      transformResponse: (body: unknown) => identitySchema.parse(body),
      providesTags: ['Identity'],
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (!data) return;
        storeIdentity(data);
        dispatch(identityReceived(data));
      },
    }),
  }),
});

export const { useRegisterSessionMutation, useGetIdentityQuery } = sessionApi;
