/** NOAA's text files are not what we expected: the importer must not guess. */
export class FormatError extends Error {
  override name = 'FormatError';
}

export interface InventoryStation {
  id: string;
  lat: string;
  lon: string;
  elev: string;
  state: string;
  name: string;
  gsn: string;
  hcnCrn: string;
  wmo: string;
}

/** Columns of allstations.txt (1-based, inclusive), as NOAA's readme lists them. */
const INVENTORY_COLUMNS: Record<keyof InventoryStation, [number, number]> = {
  id: [1, 11],
  lat: [13, 20],
  lon: [22, 30],
  elev: [32, 37],
  state: [39, 40],
  name: [42, 71],
  gsn: [73, 75],
  hcnCrn: [77, 79],
  wmo: [81, 85],
};

const lines = (text: string) => text.split(/\r?\n/).map((line, i) => ({ line: i + 1, text: line }));

export function parseStationInventory(text: string): InventoryStation[] {
  return lines(text)
    .filter(({ text: line }) => line.trim() !== '')
    .map(({ line, text: row }) => {
      const station = Object.fromEntries(
        Object.entries(INVENTORY_COLUMNS).map(([field, [from, to]]) => [
          field,
          row.slice(from - 1, to).trim(),
        ]),
      ) as unknown as InventoryStation;
      const numeric = (value: string) => value !== '' && Number.isFinite(Number(value));
      if (!/^[A-Z0-9]{11}$/.test(station.id) || !numeric(station.lat) || !numeric(station.lon))
        throw new FormatError(`line ${line} is not "ID LAT LON ELEV STATE NAME ..." in fixed columns`);
      return station;
    });
}

export interface ProductValue {
  value: string;
  flag: string;
}

/**
 * One annual normals product: a line per station, `ID value` with the completeness flag
 * stuck to the value ("USC00010160       03/30S", "AQW00061705       -6666").
 */
export function parseProductFile(text: string): Map<string, ProductValue> {
  const values = new Map<string, ProductValue>();
  for (const { line, text: row } of lines(text)) {
    if (row.trim() === '') continue;
    const match = /^([A-Z0-9]{11})\s+(-?\d+|\d\d\/\d\d)([A-Z]?)\s*$/.exec(row);
    if (!match) throw new FormatError(`line ${line} is not "STATION-ID value[flag]"`);
    values.set(match[1]!, { value: match[2]!, flag: match[3]! });
  }
  return values;
}
