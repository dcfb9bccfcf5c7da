import type { Zone } from '@thrive/shared/contracts';
import type { SuggestDraft } from './suggest-draft';

/** The fields that describe the spot. */
export type Spot = Pick<
  SuggestDraft,
  'ZoneId' | 'YardId' | 'SunRequirementId' | 'WaterRequirementId' | 'HardinessZoneId'
>;

/** A zone of the gardener's describes the whole spot: its sun and water, its yard's hardiness zone. */
export function spotFromZone(zone: Zone): Spot {
  return {
    ZoneId: zone.Id,
    YardId: 0,
    SunRequirementId: zone.SunRequirementId,
    WaterRequirementId: zone.WaterRequirementId,
    HardinessZoneId: zone.YardHardinessZoneId,
  };
}

/** The zones under their yard's name, yards in the order they first appear. */
export function zonesByYard(zones: Zone[]): [string, Zone[]][] {
  const groups = new Map<number, [string, Zone[]]>();
  for (const zone of zones) {
    const group = groups.get(zone.YardId);
    if (group) group[1].push(zone);
    else groups.set(zone.YardId, [zone.YardName, [zone]]);
  }
  return [...groups.values()];
}

type Hardiness = Pick<SuggestDraft, 'YardId' | 'HardinessZoneId'>;

/**
 * One select offers both the gardener's yards and the hardiness zones, so its option values
 * say which kind they are: `yard:5` or `zone:14` (`zone:0` is none chosen).
 */
export function hardinessChoice({ YardId, HardinessZoneId }: Hardiness): string {
  return YardId > 0 ? `yard:${YardId}` : `zone:${HardinessZoneId}`;
}

export function fromHardinessChoice(value: string): Hardiness {
  const [kind, id] = value.split(':');
  const chosen = Number(id) || 0;
  return kind === 'yard' ? { YardId: chosen, HardinessZoneId: 0 } : { YardId: 0, HardinessZoneId: chosen };
}
