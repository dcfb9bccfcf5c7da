import type { FactorWay, ThriveOverall, ThriveTableAnswer, ThriveTableRow } from '@thrive/shared/contracts';
import type { FactorScore } from '@thrive/shared/thrive';

/** A factor as the ThriveTable answer sends it: [score, way] (way: 1 above the plant's range, -1 below). */
type Factor = readonly [FactorScore, FactorWay];
const GOOD: Factor = [1, 0];
const TOO_MUCH: Factor = [0, 1];
const TOO_COLD: Factor = [0, -1];

interface RowSpec {
  plantZoneId: number;
  plantId: number;
  zoneId: number;
  fertilizerId?: number;
  sun?: Factor;
  water?: Factor;
  freeze?: Factor;
  overall?: ThriveOverall['Score'];
  /** [ZoneId, overall score there]. */
  better?: [number, ThriveOverall['Score']][];
}

/** A ThriveTable row as the API sends it, from named parts: good everywhere unless told. */
export function thriveTableRow(row: RowSpec): ThriveTableRow {
  const { sun = GOOD, water = GOOD, freeze = GOOD } = row;
  return [
    row.plantZoneId,
    row.plantId,
    row.zoneId,
    row.fertilizerId ?? 0,
    ...sun,
    ...water,
    ...freeze,
    row.overall ?? 1,
    row.better ?? [],
  ];
}

/** The rows of `thriveTable()`: a lavender and a hosta in the border bed, an astilbe in the shady corner. */
export const THRIVE_ROWS = {
  lavender: { plantZoneId: 101, plantId: 2001, zoneId: 8 },
  /** Too much sun in the border: borderline, and it would thrive in the shady corner. */
  hosta: { plantZoneId: 102, plantId: 2002, zoneId: 8, sun: TOO_MUCH, overall: 2, better: [[9, 1]] },
  /** Too cold: poor, and no zone would suit it better. */
  astilbe: { plantZoneId: 103, plantId: 2003, zoneId: 9, freeze: TOO_COLD, overall: 0 },
} satisfies Record<string, RowSpec>;

/** The ThriveTable answer of a yard with a sunny border bed and a shady corner. */
export function thriveTable(): ThriveTableAnswer {
  return {
    Plants: [
      [2001, 'Lavender', 'Lavandula angustifolia', '/api/Plants/2001/Illustration.svg?v=a1'],
      [2002, 'Hosta', 'Hosta sieboldiana', '/media/hosta-thumb.jpg'],
      [2003, 'Astilbe', 'Astilbe chinensis', ''],
    ],
    Rows: [
      thriveTableRow(THRIVE_ROWS.lavender),
      thriveTableRow(THRIVE_ROWS.hosta),
      thriveTableRow(THRIVE_ROWS.astilbe),
    ],
    Zones: [
      {
        ZoneId: 8,
        ZoneName: 'Border bed',
        YardId: 5,
        SunRequirementId: 6,
        WaterRequirementId: 3,
        Good: 1,
        Borderline: 1,
        Poor: 0,
        Unknown: 0,
      },
      {
        ZoneId: 9,
        ZoneName: 'Shady corner',
        YardId: 5,
        SunRequirementId: 1,
        WaterRequirementId: 3,
        Good: 0,
        Borderline: 0,
        Poor: 1,
        Unknown: 0,
      },
    ],
    Yards: [
      { YardId: 5, YardName: 'Front yard', HardinessZoneId: 14, Good: 1, Borderline: 1, Poor: 1, Unknown: 0 },
    ],
    OtherZones: [],
  };
}

/** The answer for a gardener without plants (or yards). */
export const emptyThriveTable = (): ThriveTableAnswer => ({
  Plants: [],
  Rows: [],
  Zones: [],
  Yards: [],
  OtherZones: [],
});
