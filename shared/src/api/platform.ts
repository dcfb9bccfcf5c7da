import { healthResponseSchema, type HealthResponse } from '../contracts/health';
import { thriveApi } from './thrive-api';

export const platformApi = thriveApi.injectEndpoints({
  endpoints: (build) => ({
    getHealth: build.query<HealthResponse, void>({
      query: () => 'health',
      transformResponse: (body: unknown) => healthResponseSchema.parse(body),
      providesTags: ['Health'],
    }),
  }),
});

export const { useGetHealthQuery } = platformApi;
