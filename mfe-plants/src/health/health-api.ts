import { parseWith, send, thriveApi } from '@thrive/shared';
import {
  plantHealthAnswerSchema,
  type PlantHealthAnswer,
  type PlantHealthRequest,
} from '@thrive/shared/contracts';

/** SPEC §7 POST Plants/0/RunHealthAssessment/; only this remote asks it. */
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
