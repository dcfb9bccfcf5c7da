import { and, gte, isNotNull, lte, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { LengthUnit, sizeRangeSchema } from '@thrive/shared/contracts';
import type { z } from 'zod';

export type SizeLimit = z.output<typeof sizeRangeSchema>;

/** Inches in one of each unit: the catalogue holds sizes in whole inches. */
const INCHES: Record<LengthUnit, number> = { in: 1, ft: 12, cm: 1 / 2.54, m: 100 / 2.54 };

/**
 * Keeps plants whose largest adult size (`maxInches`) lies within the limit. A plant of
 * unknown size is left out only when a limit is given: the gardener asked for plants that
 * fit, and we cannot say that it does. No limit (null, or both ends open) keeps every plant.
 */
export function withinSize(maxInches: PgColumn, limit: SizeLimit | null): SQL | undefined {
  if (!limit || (limit.Min === null && limit.Max === null)) return undefined;
  // Whole inches, rounded inwards: an integer is <= 39.37 exactly when it is <= 39. The
  // toFixed drops float noise (2.54 cm is 1.0000000000000002 in) before rounding.
  const inches = (size: number) => Number((size * INCHES[limit.Unit]).toFixed(6));
  return and(
    isNotNull(maxInches),
    limit.Min === null ? undefined : gte(maxInches, Math.ceil(inches(limit.Min))),
    limit.Max === null ? undefined : lte(maxInches, Math.floor(inches(limit.Max))),
  );
}
