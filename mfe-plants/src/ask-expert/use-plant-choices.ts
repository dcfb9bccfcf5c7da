import { useGetPlantQuery, useGetZonePlantsQuery } from '@thrive/shared';
import { firstChoice, plantChoices } from './plant-choices';

/**
 * The entries of "About one of my plants": every plant in the gardener's zones (ZonePlants
 * of every yard), and the plant `pid` the page was opened for. While they load the select
 * offers none, and says so.
 */
export function usePlantChoices(pid: number) {
  const zonePlants = useGetZonePlantsQuery({ zoneId: 0, yardId: 0 });
  const opened = useGetPlantQuery({ id: pid }, { skip: pid <= 0 });
  const openedPlant =
    pid > 0 ? { id: pid, name: opened.data?.CommonName ?? 'The plant you were looking at' } : null;
  const choices = plantChoices(zonePlants.data ?? [], openedPlant);
  return {
    choices,
    initial: firstChoice(choices, pid),
    loading: zonePlants.isLoading || (pid > 0 && opened.isLoading),
  };
}
