import { useMemo } from 'react';
import { errorText, useGetZonePlantsQuery, useGetZonesQuery } from '@thrive/shared';
import type { ReferenceItem } from '@thrive/shared/contracts';

/** Every yard, and every zone of a yard (ZonePlants/0?yid=0, zonelisting/0). */
const EVERY = 0;

/**
 * What a question can be about: the plants growing in the gardener's zones (each plant once,
 * by name) and their zones ("Home – Zone B"). Both lists are optional help: while they load,
 * or if they fail, the question can still be asked.
 */
export function useAboutChoices() {
  const plants = useGetZonePlantsQuery({ zoneId: EVERY, yardId: EVERY });
  const zones = useGetZonesQuery(EVERY);
  const plantChoices = useMemo<ReferenceItem[]>(() => {
    const byId = new Map<number, string>();
    for (const plant of plants.data ?? [])
      if (!byId.has(plant.PlantId)) byId.set(plant.PlantId, plant.CommonName);
    return [...byId].map(([Id, Name]) => ({ Id, Name })).sort((a, b) => a.Name.localeCompare(b.Name));
  }, [plants.data]);
  const zoneChoices = useMemo<ReferenceItem[]>(
    () => (zones.data ?? []).map((zone) => ({ Id: zone.Id, Name: `${zone.YardName} – ${zone.Name}` })),
    [zones.data],
  );
  const failed = plants.error ?? zones.error;
  return {
    plants: plantChoices,
    zones: zoneChoices,
    loading: plants.isLoading || zones.isLoading,
    error: failed ? errorText(failed) : null,
  };
}
