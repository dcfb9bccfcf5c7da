import type { LengthUnit, PlantSearchCriteria } from '@thrive/shared/contracts';

/** Inches in one of each length unit: the catalogue stores sizes in inches. */
const INCHES_PER: Record<LengthUnit, number> = { in: 1, ft: 12, cm: 1 / 2.54, m: 100 / 2.54 };

export interface InchRange {
  min: number | null;
  max: number | null;
}

type AskedRange = NonNullable<PlantSearchCriteria['AdultHeight']>;

/** An asked height or spread in inches; null when no end is given (no size filter). */
export function inchRange(range: AskedRange | null): InchRange | null {
  if (!range || (range.Min === null && range.Max === null)) return null;
  // To a thousandth of an inch: 60.96 cm is 24 inches, not 24.000000000000004.
  const inches = (value: number | null) =>
    value === null ? null : Math.round(value * INCHES_PER[range.Unit] * 1000) / 1000;
  return { min: inches(range.Min), max: inches(range.Max) };
}
