import type { ThriveRow } from '@thrive/shared/contracts';
import { THRIVE_SCORE } from '@thrive/shared/thrive';

/** Poor first, then borderline: the plants most likely to struggle lead. */
const URGENCY: Partial<Record<number, number>> = { [THRIVE_SCORE.Poor]: 0, [THRIVE_SCORE.Borderline]: 1 };

/** Plants whose overall score is poor or borderline (SPEC §4), most urgent first. */
export function needingAttention(rows: ThriveRow[]): ThriveRow[] {
  return rows
    .filter((row) => URGENCY[row.Overall.Score] !== undefined)
    .sort(
      (a, b) =>
        (URGENCY[a.Overall.Score] ?? 0) - (URGENCY[b.Overall.Score] ?? 0) ||
        a.CommonName.localeCompare(b.CommonName),
    );
}
