/**
 * Inputs of the scores. No zod contract describes plants and zones yet, so these are the
 * few fields scoring reads, named as SPEC §3 "Plant reference data" writes them.
 */

/** A plant's requirements (SPEC §3 Plant). */
export interface PlantRequirements {
  SunRequirementId: number;
  AltSunRequirementId: number;
  WaterRequirementId: number;
  ZoneLowId: number;
  ZoneHighId: number;
}

/** What a zone offers (SPEC §3 Zone). */
export interface ZoneConditions {
  sunRequirementId: number;
  waterRequirementId: number;
  yardHardinessZoneId: number;
}

/** PX (hours of direct sun, DESIGN §7) by sun requirement id, from the SunRequirements list. */
export type SunPxTable = ReadonlyMap<number, number>;

/** Builds the PX table from the SunRequirements reference list items ({Id, PX}). */
export function sunPxTable(items: readonly { Id: number; PX: number }[]): SunPxTable {
  return new Map(items.map(({ Id, PX }) => [Id, PX]));
}

/** Too much or too little sun or water for the plant (DESIGN §7). */
export type AmountDirection = 'too-much' | 'too-little';

/** Too cold or too hot for the plant (DESIGN §7). */
export type TemperatureDirection = 'too-cold' | 'too-hot';
