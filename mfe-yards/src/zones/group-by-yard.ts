import type { Zone } from '@thrive/shared/contracts';

export interface YardZones {
  yardId: number;
  yardName: string;
  zones: Zone[];
}

/** Zones grouped by their yard, yards in the order the API first names them. */
export function groupByYard(zones: Zone[]): YardZones[] {
  const groups = new Map<number, YardZones>();
  for (const zone of zones) {
    const group = groups.get(zone.YardId) ?? { yardId: zone.YardId, yardName: zone.YardName, zones: [] };
    group.zones.push(zone);
    groups.set(zone.YardId, group);
  }
  return [...groups.values()];
}
