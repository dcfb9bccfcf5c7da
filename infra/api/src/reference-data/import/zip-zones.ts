import type { Database } from '../../db/database';
import { zipHardinessZones } from '../../db/schema';
import { readList } from '../reference-files';
import { setFromExcluded } from './excluded';
import type { ImportOptions, ImportResult } from './import-result';
import { runImport, type Checked, type RowImporter } from './run-import';

export const ZIP_ZONES_DATASET = 'phzm-zip-2023';
export const ZIP_ZONES_FILE = 'phzm_us_zipcode_2023.csv';
export const ZIP_ZONES_COLUMNS = ['zipcode', 'zone', 'trange'];

type ZipZone = typeof zipHardinessZones.$inferInsert;

/** Zone label ("7b") -> its id and PRISM's range text ("5 to 10") for rows that lack one. */
const ZONES = new Map(
  readList('hardiness-zones').map((zone) => [
    zone.Name,
    { id: zone.Id, range: `${String(zone.MinTempF)} to ${String(zone.MaxTempF)}` },
  ]),
);

/** PRISM/USDA 2023 zone of a ZIP: `zipcode,zone,trange,zonetitle`. */
export function checkZipZone(values: Record<string, string>): Checked<ZipZone> {
  const zip = values.zipcode ?? '';
  // A ZIP is text: "00501" must keep its zeros, and a 4-digit one was mangled by a spreadsheet.
  if (!/^\d{5}$/.test(zip)) return { reject: `bad ZIP "${zip}" (5 digits expected)` };
  const label = (values.zone ?? '').toLowerCase();
  const zone = ZONES.get(label);
  if (!zone) return { reject: `unknown zone "${values.zone ?? ''}"` };
  const range = values.trange || zone.range;
  return { key: zip, row: { zip, hardinessZoneId: zone.id, temperatureRange: range } };
}

const importer: RowImporter<ZipZone> = {
  dataset: ZIP_ZONES_DATASET,
  columns: ZIP_ZONES_COLUMNS,
  check: checkZipZone,
  async write(tx, rows) {
    await tx
      .insert(zipHardinessZones)
      .values(rows)
      .onConflictDoUpdate({
        target: zipHardinessZones.zip,
        set: setFromExcluded(zipHardinessZones, ['zip']),
      });
    return rows.length;
  },
};

export async function importZipZones(
  db: Database,
  file: string,
  options?: ImportOptions,
): Promise<ImportResult> {
  const { skipped: _skipped, ...result } = await runImport(db, file, importer, options);
  return result;
}
