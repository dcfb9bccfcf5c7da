import { useMemo } from 'react';
import {
  isNotFound,
  selectIdentity,
  useAppSelector,
  useGetGrowingConditionsQuery,
  useGetZonePlantsQuery,
  useGetZoneQuery,
} from '@thrive/shared';
import type { PlantListItem, Zone } from '@thrive/shared/contracts';
import { scorePlantInZone, sunPxTable } from '@thrive/shared/thrive';

export interface ZoneModeState {
  zone: Zone | undefined;
  /** The zone is not the gardener's or is gone. */
  missing: boolean;
  /** Whether a plant already grows in the zone. */
  inZone: (plantId: number) => boolean;
  /** The plant with its overall score in the zone: the server's when it sent one, else scored here. */
  scored: (plant: PlantListItem) => PlantListItem;
}

/**
 * plants/search?zid=...: the zone the gardener is adding plants to (from the zone's "Add
 * plants"). Only a gardener with yards has zones; for anyone else the zid is ignored.
 */
export function useZoneMode(zid: number): ZoneModeState | null {
  const hasYards = (useAppSelector(selectIdentity)?.YardCount ?? 0) > 0;
  const active = zid > 0 && hasYards;
  const zoneQuery = useGetZoneQuery(zid, { skip: !active });
  const plants = useGetZonePlantsQuery({ zoneId: zid }, { skip: !active }).data;
  const sunRequirements = useGetGrowingConditionsQuery(undefined, { skip: !active }).data?.SunRequirements;
  const zone = zoneQuery.data;

  return useMemo(() => {
    if (!active) return null;
    const inZone = new Set(plants?.map((plant) => plant.PlantId));
    const sunPx = sunRequirements ? sunPxTable(sunRequirements) : null;
    return {
      zone,
      missing: Boolean(zoneQuery.error) && isNotFound(zoneQuery.error),
      inZone: (plantId: number) => inZone.has(plantId),
      scored: (plant: PlantListItem) => {
        if (plant.Thrive || !zone || !sunPx) return plant;
        const conditions = {
          sunRequirementId: zone.SunRequirementId,
          waterRequirementId: zone.WaterRequirementId,
          yardHardinessZoneId: zone.YardHardinessZoneId,
        };
        return { ...plant, Thrive: scorePlantInZone(plant, conditions, sunPx).Overall };
      },
    };
  }, [active, plants, sunRequirements, zone, zoneQuery.error]);
}
