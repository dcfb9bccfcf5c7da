import { useEffect } from 'react';
import { useGetZonePlantsQuery } from '@thrive/shared';
import type { ZonePlant } from '@thrive/shared/contracts';
import { logFailure } from './log-failure';

/** ZonePlants/0?yid: zone 0 asks for every plant of the yard, whatever its zone. */
const EVERY_ZONE = 0;

/** The plants behind a card's pictures: loading, failed (the card shows none) or loaded. */
export type PlantsLoad =
  { state: 'loading' } | { state: 'failed' } | { state: 'loaded'; plants: readonly ZonePlant[] };

/**
 * Every plant of a yard with its picture and scores, in one request for all its cards (not
 * one per zone). `skip` when the yard is known to have no plants: nothing is asked. A failed
 * load is only logged: the cards keep their text and lose their pictures, no error box in
 * every card.
 */
export function useYardPlants(yardId: number, skip = false): PlantsLoad {
  const query = useGetZonePlantsQuery({ zoneId: EVERY_ZONE, yardId }, { skip });
  useEffect(() => {
    if (query.error) logFailure(`Loading the plants of yard ${yardId}`, query.error);
  }, [query.error, yardId]);
  if (skip) return { state: 'loaded', plants: [] };
  if (query.data) return { state: 'loaded', plants: query.data };
  return query.error ? { state: 'failed' } : { state: 'loading' };
}

/** The part of a yard's load that belongs to one zone. */
export function plantsOfZone(load: PlantsLoad, zoneId: number): PlantsLoad {
  if (load.state !== 'loaded') return load;
  return { state: 'loaded', plants: load.plants.filter((plant) => plant.ZoneId === zoneId) };
}
