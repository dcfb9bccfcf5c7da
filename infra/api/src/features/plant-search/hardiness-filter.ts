import { max, min, sql } from 'drizzle-orm';
import type { PlantSearchCriteria } from '@thrive/shared/contracts';
import type { Database } from '../../db/database';
import { zipHardinessZones } from '../../db/schema';
import { badRequest } from '../../http-errors';
import { hardinessZoneOfZip } from '../geo/hardiness-zone';
import { placeOfZip } from '../geo/zip-places';
import { ownedYard } from '../common/owned-yard';
import type { FieldOf } from './search-fields';
import { zipsWithin } from './zips-within';

/** The coldest and warmest hardiness zone ids a plant must live through. */
export interface ZoneSpan {
  coldest: number;
  warmest: number;
}

type HardinessCriteria = Pick<PlantSearchCriteria, 'YardId' | 'ZipCode' | 'IsRadiusSelected' | 'Radius'>;

const widen = (span: ZoneSpan | null, next: ZoneSpan): ZoneSpan =>
  span
    ? { coldest: Math.min(span.coldest, next.coldest), warmest: Math.max(span.warmest, next.warmest) }
    : next;

function unknownZip(zip: string, field: string): never {
  const message = `We do not know the ZIP code ${zip}.`;
  throw badRequest(message, { [field]: message });
}

/** The zone of a ZIP, or the zones of every ZIP within the radius (the ZIP itself included). */
async function zipSpan(db: Database, criteria: HardinessCriteria, field: string): Promise<ZoneSpan> {
  const zip = criteria.ZipCode;
  const own = (await hardinessZoneOfZip(db, zip)) ?? unknownZip(zip, field);
  const span = { coldest: own.id, warmest: own.id };
  if (!criteria.IsRadiusSelected || criteria.Radius <= 0) return span;
  const place = placeOfZip(zip) ?? unknownZip(zip, field);
  // Digits only (the package's ZIPs), so the array literal needs no quoting.
  const nearby = `{${zipsWithin(place, criteria.Radius).join(',')}}`;
  const [around] = await db
    .select({
      coldest: min(zipHardinessZones.hardinessZoneId),
      warmest: max(zipHardinessZones.hardinessZoneId),
    })
    .from(zipHardinessZones)
    .where(sql`${zipHardinessZones.zip} = ANY(${nearby}::text[])`);
  return around?.coldest != null && around.warmest != null
    ? widen(span, { coldest: around.coldest, warmest: around.warmest })
    : span;
}

/**
 * Where the plant must be hardy (SPEC §3 filter YardId, ZipCode, Radius, IsRadiusSelected):
 * the caller's yard's zone (404 for a yard that is not theirs), the ZIP's zone, or
 * every zone of the ZIPs within Radius miles. Null when none is asked for.
 */
export async function hardinessSpan(
  db: Database,
  userId: number,
  criteria: HardinessCriteria,
  fieldOf: FieldOf,
): Promise<ZoneSpan | null> {
  let span: ZoneSpan | null = null;
  if (criteria.YardId) {
    const yard = await ownedYard(db, userId, criteria.YardId);
    if (!yard.hardinessZoneId) {
      const message = `Choose the hardiness zone of ${yard.name} first.`;
      throw badRequest(message, { [fieldOf('YardId')]: message });
    }
    span = { coldest: yard.hardinessZoneId, warmest: yard.hardinessZoneId };
  }
  if (criteria.ZipCode) span = widen(span, await zipSpan(db, criteria, fieldOf('ZipCode')));
  return span;
}
