import type { ThriveRow } from '@thrive/shared/contracts';
import { THRIVE_SCORE, type ThriveScore } from '@thrive/shared/thrive';

export type ThriveSort = 'plant' | 'zone' | 'overall';

export interface ThriveView {
  /** 0: every zone. */
  zoneId: number;
  /** null: every score. */
  score: ThriveScore | null;
  sort: ThriveSort;
}

export const DEFAULT_VIEW: ThriveView = { zoneId: 0, score: null, sort: 'overall' };

/** "By overall score" puts the plants that need the gardener first: poor, borderline, unknown, good. */
const NEED: Record<ThriveScore, number> = {
  [THRIVE_SCORE.Poor]: 0,
  [THRIVE_SCORE.Borderline]: 1,
  [THRIVE_SCORE.Unknown]: 2,
  [THRIVE_SCORE.Good]: 3,
};

const byPlant = (a: ThriveRow, b: ThriveRow) => a.CommonName.localeCompare(b.CommonName);
const byZone = (a: ThriveRow, b: ThriveRow) =>
  a.YardName.localeCompare(b.YardName) || a.ZoneName.localeCompare(b.ZoneName);
const COMPARE: Record<ThriveSort, (a: ThriveRow, b: ThriveRow) => number> = {
  plant: (a, b) => byPlant(a, b) || byZone(a, b),
  zone: (a, b) => byZone(a, b) || byPlant(a, b),
  overall: (a, b) => NEED[a.Overall.Score] - NEED[b.Overall.Score] || byPlant(a, b),
};

/** The scorecard's rows as the gardener filtered and sorted them. */
export function viewRows(rows: ThriveRow[], view: ThriveView): ThriveRow[] {
  return rows
    .filter((row) => view.zoneId === 0 || row.ZoneId === view.zoneId)
    .filter((row) => view.score === null || row.Overall.Score === view.score)
    .sort(COMPARE[view.sort]);
}
