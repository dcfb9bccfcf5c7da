import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { zipHardinessZones } from '../../db/schema';
import { ZONE_LABELS } from '../../reference-data/catalogue-entry';

export interface HardinessZone {
  id: number;
  label: string;
  temperatureRange: string;
}

export const PHZM_ATTRIBUTION =
  'Hardiness zones: USDA-ARS & PRISM Climate Group, Oregon State University (2023 map)';

/** The USDA 2023 zone of a ZIP, or null when the imported table does not have it. */
export async function hardinessZoneOfZip(db: Database, zip: string): Promise<HardinessZone | null> {
  const [row] = await db
    .select()
    .from(zipHardinessZones)
    .where(eq(zipHardinessZones.zip, zip.slice(0, 5)));
  if (!row) return null;
  return {
    id: row.hardinessZoneId,
    label: ZONE_LABELS[row.hardinessZoneId - 1] ?? '',
    temperatureRange: row.temperatureRange,
  };
}
