import type { LengthUnit, PlantDetails } from '@thrive/shared/contracts';

const INCHES_PER_FOOT = 12;
const CM_PER_INCH = 2.54;
const INCHES_PER: Record<LengthUnit, number> = {
  in: 1,
  ft: INCHES_PER_FOOT,
  cm: 1 / CM_PER_INCH,
  m: 100 / CM_PER_INCH,
};

/** A length as a gardener in the US reads it: "8 in", "3 ft", "1 ft 6 in" (to the inch). */
export function formatLength(value: number, unit: LengthUnit): string {
  const inches = Math.round(value * INCHES_PER[unit]);
  if (inches < INCHES_PER_FOOT) return `${inches} in`;
  const feet = Math.floor(inches / INCHES_PER_FOOT);
  const rest = inches % INCHES_PER_FOOT;
  return rest === 0 ? `${feet} ft` : `${feet} ft ${rest} in`;
}

/** An adult height or spread: one length, or "1 ft 6 in to 3 ft"; null when not known. */
export function formatSize(size: PlantDetails['AdultHeight']): string | null {
  if (!size) return null;
  const low = formatLength(size.Min, size.Unit);
  const high = formatLength(size.Max, size.Unit);
  return low === high ? low : `${low} to ${high}`;
}
