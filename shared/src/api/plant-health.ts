import { plantHealthAnswerSchema, type PlantHealthAnswer, type PlantHealthRequest } from '../contracts';
import { parseWith, send } from './endpoint-helpers';
import { thriveApi } from './thrive-api';

/** SPEC §7 POST Plants/0/RunHealthAssessment/; only mfe-plants (plants/health) asks it. */
const healthApi = thriveApi.injectEndpoints({
  endpoints: (build) => ({
    /** A mutation: each check is the gardener's own request, not a cached read. */
    runHealthAssessment: build.mutation<PlantHealthAnswer, PlantHealthRequest>({
      query: (request) => send('POST', 'Plants/0/RunHealthAssessment/', request),
      transformResponse: parseWith(plantHealthAnswerSchema),
    }),
  }),
});

export const { useRunHealthAssessmentMutation } = healthApi;
