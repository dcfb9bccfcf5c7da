import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { FROST_FILE } from '../import/frost-normals';
import { STATIONS_FILE } from '../import/normals-stations';
import { USDA_PLANTS_FILE } from '../import/usda-plants';
import { ZIP_ZONES_FILE } from '../import/zip-zones';
import { DownloadError, downloadText } from './download';
import { FormatError, parseProductFile, parseStationInventory, type InventoryStation } from './noaa-text';
import { FROST_PRODUCTS, frostCsv, stationsCsv, type FrostColumn } from './normals-tables';
import { SOURCE_PAGES, type DataSources } from './sources';

export type FetchOutcome =
  | { file: string; status: 'written'; rows: number; path: string }
  | { file: string; status: 'failed' | 'by hand'; message: string };

/** Written beside, then renamed: a broken download never leaves half a table to import. */
function writeTable(outDir: string, file: string, text: string): FetchOutcome {
  const target = path.join(outDir, file);
  writeFileSync(`${target}.part`, text);
  renameSync(`${target}.part`, target);
  const rows = text.split('\n').filter((line) => line.trim() !== '').length - 1;
  return { file, status: 'written', rows, path: target };
}

/** Download and format problems become a message naming the page to get the file from. */
async function attempt(
  outDir: string,
  file: string,
  page: string,
  work: () => Promise<FetchOutcome>,
): Promise<FetchOutcome> {
  try {
    return await work();
  } catch (error) {
    if (!(error instanceof DownloadError || error instanceof FormatError)) throw error;
    const what =
      error instanceof FormatError ? `not in the expected format: ${error.message}` : error.message;
    const hand = `Get it from ${page} and place ${file} in ${outDir} by hand (columns: reference-data/README.md).`;
    return { file, status: 'failed', message: `${what}. ${hand}` };
  }
}

/**
 * `npm run data -- fetch`: the public tables from their official sources, written in the
 * shapes `npm run data -- import` reads. USDA PLANTS has no stable bulk download: it is
 * reported as a file to place by hand.
 */
export async function fetchReferenceTables(outDir: string, sources: DataSources): Promise<FetchOutcome[]> {
  mkdirSync(outDir, { recursive: true });
  const outcomes: FetchOutcome[] = [];

  outcomes.push(
    await attempt(outDir, ZIP_ZONES_FILE, SOURCE_PAGES.phzm, async () => {
      const text = await downloadText(sources.phzmZipCsv);
      const header = text.slice(0, text.indexOf('\n')).replace(/^\uFEFF/, '');
      if (!/(^|,)zipcode(,|$)/.test(header) || !/(^|,)zone(,|$)/.test(header))
        throw new FormatError(`its header is "${header.slice(0, 80)}", not zipcode,zone,trange,zonetitle`);
      return writeTable(outDir, ZIP_ZONES_FILE, text);
    }),
  );

  let stations: InventoryStation[] | null = null;
  outcomes.push(
    await attempt(outDir, STATIONS_FILE, SOURCE_PAGES.noaaNormals, async () => {
      stations = parseStationInventory(await downloadText(sources.noaaStationInventory));
      return writeTable(outDir, STATIONS_FILE, stationsCsv(stations));
    }),
  );

  outcomes.push(
    await attempt(outDir, FROST_FILE, SOURCE_PAGES.noaaNormals, async () => {
      if (!stations)
        throw new DownloadError(
          `the station inventory (${sources.noaaStationInventory}) is needed for names and places`,
        );
      const products = {} as Record<FrostColumn, ReturnType<typeof parseProductFile>>;
      for (const [column, file] of Object.entries(FROST_PRODUCTS) as [FrostColumn, string][]) {
        const url = new URL(file, sources.noaaAgriculturalFolder).href;
        try {
          products[column] = parseProductFile(await downloadText(url));
        } catch (error) {
          if (error instanceof FormatError) throw new FormatError(`${url}: ${error.message}`);
          throw error;
        }
      }
      return writeTable(outDir, FROST_FILE, frostCsv(stations, products));
    }),
  );

  outcomes.push({
    file: USDA_PLANTS_FILE,
    status: 'by hand',
    message: `USDA PLANTS has no stable bulk download of plant characteristics: get them from ${SOURCE_PAGES.usdaPlants} and place ${USDA_PLANTS_FILE} (columns in reference-data/README.md) in ${outDir} by hand.`,
  });
  return outcomes;
}
