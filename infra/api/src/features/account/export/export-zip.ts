import { strToU8, zipSync, type Zippable } from 'fflate';
import {
  exportListSchemas,
  profileSchema,
  type AccountExport,
  type ExportListName,
} from '@thrive/shared/contracts';
import { toCsv, type CsvValue } from './csv';

type Row = Record<string, CsvValue>;

/** The columns of a list, from its contract: the header row is there even when the list is empty. */
const columnsOf = (schema: { shape: object }) => Object.keys(schema.shape);

/**
 * The CSV form of the export: profile.csv and one file per list (yards.csv, zones.csv ...),
 * zipped. The files are small text, so the whole zip is built in memory at once.
 */
export function exportZip(data: AccountExport): Uint8Array {
  const files: Zippable = {
    'profile.csv': strToU8(toCsv<Row>(columnsOf(profileSchema), [data.profile])),
  };
  for (const name of Object.keys(exportListSchemas) as ExportListName[]) {
    const rows = data[name] as unknown as Row[];
    files[`${name}.csv`] = strToU8(toCsv<Row>(columnsOf(exportListSchemas[name]), rows));
  }
  // Each entry dated with the export, not the zip library's "now", so a zip is reproducible.
  return zipSync(files, { mtime: new Date(data.exportedAt) });
}
