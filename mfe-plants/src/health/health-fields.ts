import type { PlantHealthRequest, ValidPlantHealthRequest } from '@thrive/shared/contracts';
import type { ContractForm } from '@thrive/shared/forms';

/** What the gardener chose, by the request's field names; ImageId 0 is no photo. */
export type HealthFields = Required<Pick<PlantHealthRequest, 'PlantZoneId' | 'Symptoms' | 'ImageId'>>;

/** The health check form: the choices, checked as the request they make. */
export type HealthCheckForm = ContractForm<HealthFields, ValidPlantHealthRequest>;

/** The request the choices make: the photo only when there is one. */
export function healthRequest({ PlantZoneId, Symptoms, ImageId }: HealthFields): PlantHealthRequest {
  return { PlantZoneId, Symptoms, ...(ImageId > 0 ? { ImageId } : {}) };
}
