import { fetchBaseQuery } from '@reduxjs/toolkit/query/react';
import { identitySchema, type BridgeRequest, type Identity } from '../contracts/identity';
import { identityReceived } from '../store/session-slice';
import { storeIdentity } from '../session/identity-storage';
import { takeEarlyBridge } from '../session/early-start';
import {
  apiRequestHeaders,
  createBaseQuery,
  errorMessage,
  sessionIdentity,
  type ApiError,
} from './base-query';
import { thriveApi } from './thrive-api';

/**
 * The bridge call answers 401 to a key that is not valid. The shared base query would
 * reload the page on that (SPEC §6), but the key stays in the address, so a bad link
 * would reload forever: this call ends any session it had but never reloads.
 */
const bridgeBaseQuery = createBaseQuery({ reload: () => undefined });

/** DELETE bridge/session (issue 30): ends the token the call is signed with. */
export const SIGN_OUT_PATH = 'bridge/session';
/** A sign-out that has not been answered by then is finished on this device alone. */
export const SIGN_OUT_TIMEOUT_MS = 10_000;

/**
 * Sign-out's own transport: signed-in headers as on every call, but a refusal does not go
 * through the shared base query, which clears the identity and reloads (SPEC §6). The
 * sign-out flow forgets the gardener itself, in its own order, whatever the answer.
 */
const signOutBaseQuery = fetchBaseQuery({
  baseUrl: '/api',
  timeout: SIGN_OUT_TIMEOUT_MS,
  prepareHeaders(headers, { getState }) {
    const identity = sessionIdentity(getState());
    for (const [name, value] of Object.entries(apiRequestHeaders(identity, 'DELETE', SIGN_OUT_PATH)))
      headers.set(name, value);
    return headers;
  },
});

/** 401 or 403: the server no longer takes this token, which is what signing out asks. */
const alreadySignedOut = (status: unknown) => status === 401 || status === 403;

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
    /**
     * DELETE bridge/session (issue 30): the server ends this device's token. Succeeds when the
     * token is ended, or was refused already; fails (the network, the server) when the token
     * may still work. Either way the caller forgets the gardener on this device.
     */
    signOut: build.mutation<null, void>({
      async queryFn(_arg, api, extraOptions) {
        if (!sessionIdentity(api.getState())) return { data: null };
        const result = await signOutBaseQuery({ url: SIGN_OUT_PATH, method: 'DELETE' }, api, extraOptions);
        if (!result.error || alreadySignedOut(result.error.status)) return { data: null };
        const error: ApiError = {
          status: result.error.status,
          data: result.error.data,
          message: errorMessage(result.error, result.meta?.response),
        };
        return { error };
      },
    }),
  }),
});

export const { useRegisterSessionMutation, useGetIdentityQuery, useSignOutMutation } = sessionApi;
