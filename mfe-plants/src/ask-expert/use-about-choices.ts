import { useMemo } from 'react';
import { errorText, useGetZonePlantsQuery, useGetZonesQuery } from '@thrive/shared';

export interface AboutChoice {
  id: number;
  label: string;
}

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
  const plantChoices = useMemo<AboutChoice[]>(() => {
    const byId = new Map<number, string>();
    for (const plant of plants.data ?? [])
      if (!byId.has(plant.PlantId)) byId.set(plant.PlantId, plant.CommonName);
    return [...byId].map(([id, label]) => ({ id, label })).sort((a, b) => a.label.localeCompare(b.label));
  }, [plants.data]);
  const zoneChoices = useMemo<AboutChoice[]>(
    () => (zones.data ?? []).map((zone) => ({ id: zone.Id, label: `${zone.YardName} – ${zone.Name}` })),
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
