import { thriveApi } from './thrive-api';
import { parseWith } from './endpoint-helpers';
import { thriveMessageResponseSchema } from '../contracts/sponsor';

/**
 * SPEC §7 "GET common/{id}/sunmessage/{id}" and ".../moisturemessage/{id}": the warning the
 * fertilizer popup shows when a zone with that sun or water would not suit the plant ("" when
 * it would). The fertilizer dialog is their only reader.
 */
const fertilizerWarningsApi = thriveApi.injectEndpoints({
  endpoints: (build) => ({
    getPlantSunMessage: build.query<string, { plantId: number; sunRequirementId: number }>({
      query: ({ plantId, sunRequirementId }) => `common/${plantId}/sunmessage/${sunRequirementId}`,
      transformResponse: (body: unknown) => parseWith(thriveMessageResponseSchema)(body).Message,
      keepUnusedDataFor: 3600,
    }),
    getPlantMoistureMessage: build.query<string, { plantId: number; waterRequirementId: number }>({
      query: ({ plantId, waterRequirementId }) => `common/${plantId}/moisturemessage/${waterRequirementId}`,
      transformResponse: (body: unknown) => parseWith(thriveMessageResponseSchema)(body).Message,
      keepUnusedDataFor: 3600,
    }),
  }),
});

export const { useGetPlantSunMessageQuery, useGetPlantMoistureMessageQuery } = fertilizerWarningsApi;

export interface FertilizerWarnings {
  sunMessage: string;
  moistureMessage: string;
}

/**
 * The sun and moisture messages for a plant in a zone with these requirements. A requirement
 * id of 0 (not set) asks nothing (SPEC §5 shows no warning for it); a failed call is no warning:
 * the gardener can still choose a fertilizer.
 */
export function useFertilizerWarnings(
  plantId: number,
  zone: { SunRequirementId: number; WaterRequirementId: number } | null,
): FertilizerWarnings {
  const sunRequirementId = zone?.SunRequirementId ?? 0;
  const waterRequirementId = zone?.WaterRequirementId ?? 0;
  const sun = useGetPlantSunMessageQuery(
    { plantId, sunRequirementId },
    { skip: plantId <= 0 || sunRequirementId <= 0 },
  );
  const moisture = useGetPlantMoistureMessageQuery(
    { plantId, waterRequirementId },
    { skip: plantId <= 0 || waterRequirementId <= 0 },
  );
  // currentData: a zone with other requirements never shows the previous zone's warning.
  return { sunMessage: sun.currentData ?? '', moistureMessage: moisture.currentData ?? '' };
}
