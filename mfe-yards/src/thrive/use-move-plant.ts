import { useState } from 'react';
import {
  errorText,
  notify,
  useDeletePlantZoneMutation,
  useGetYardsQuery,
  useGetZonePlantsQuery,
  useTogglePlantZoneMutation,
  yardPermissions,
} from '@thrive/shared';
import type { BetterZone, ThriveRow } from '@thrive/shared/contracts';

export interface MovePlant {
  /** The plant-zone being moved, or null. */
  moving: number | null;
  /** False until the plant-zones are read: a move must know where the plant already grows. */
  ready: boolean;
  /**
   * Whether the reader may move this plant there: a move changes both yards, so a viewer of
   * either may not. Until the yards are read it is allowed (shown, not ready), then decided.
   */
  allowed: (row: ThriveRow, target: BetterZone) => boolean;
  move: (row: ThriveRow, target: BetterZone) => Promise<void>;
}

/** ZonePlants/0?yid=0: every plant of every yard, for what already grows where. */
const EVERY_PLANT = { zoneId: 0, yardId: 0 };

/**
 * "Move here": the plant joins the better zone with the same fertilizer (TogglePlantZone),
 * then leaves the zone it struggles in (DeletePlantZone). Both change the 'Garden' data, so
 * the scorecard is read again and the gardener sees the new score.
 */
export function useMovePlant(): MovePlant {
  const plants = useGetZonePlantsQuery(EVERY_PLANT);
  const yards = useGetYardsQuery();
  const [toggle] = useTogglePlantZoneMutation();
  const [deletePlantZone] = useDeletePlantZoneMutation();
  const [moving, setMoving] = useState<number | null>(null);

  async function move(row: ThriveRow, target: BetterZone) {
    const all = plants.data ?? [];
    const alreadyThere = all.some((plant) => plant.ZoneId === target.ZoneId && plant.PlantId === row.PlantId);
    setMoving(row.PlantZoneId);
    try {
      // A toggle on a zone that has the plant would take it out: only add where it is not.
      if (!alreadyThere) {
        await toggle({
          zoneId: target.ZoneId,
          plantId: row.PlantId,
          fertilizerId: row.FertilizerId,
        }).unwrap();
      }
      await deletePlantZone(row.PlantZoneId).unwrap();
      notify({ message: `${row.CommonName} moved to ${target.ZoneName}.`, variant: 'success' });
    } catch (error) {
      notify({ message: errorText(error), variant: 'error' });
    } finally {
      setMoving(null);
    }
  }

  // A yard shared with the reader is in their yard list with its Sharing; one not found there
  // carries no role, so it counts as the reader's own, as on its own page.
  function changeable(yardId: number): boolean {
    const yard = yards.data?.find((candidate) => candidate.Id === yardId);
    return yard ? yardPermissions(yard).changeGarden : true;
  }
  const allowed = (row: ThriveRow, target: BetterZone) =>
    !yards.data || (changeable(row.YardId) && changeable(target.YardId));

  return { moving, ready: (plants.isSuccess || plants.isError) && !yards.isLoading, allowed, move };
}
