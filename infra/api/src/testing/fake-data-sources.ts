import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { DataSources } from '../reference-data/fetch/sources';

/** One line of NOAA's allstations.txt: fields placed at their fixed columns. */
export function inventoryLine(
  id: string,
  lat: string,
  lon: string,
  elev: string,
  state: string,
  name: string,
): string {
  const line = Array.from({ length: 85 }, () => ' ');
  const put = (text: string, from: number, to: number, right = true) => {
    const width = to - from + 1;
    const padded = right ? text.padStart(width) : text.padEnd(width);
    line.splice(from - 1, width, ...padded.slice(0, width));
  };
  put(id, 1, 11, false);
  put(lat, 13, 20);
  put(lon, 22, 30);
  put(elev, 32, 37);
  put(state, 39, 40, false);
  put(name, 42, 71, false);
  return line.join('').trimEnd();
}

/** A fake of the official download hosts on 127.0.0.1: path -> body; anything else 404. */
export async function fakeDataHost(
  files: Record<string, string>,
): Promise<{ sources: DataSources; env: Record<string, string>; close(): Promise<void> }> {
  const server = http.createServer((request, response) => {
    const body = files[request.url ?? ''];
    response.writeHead(body === undefined ? 404 : 200, { 'content-type': 'text/plain' });
    response.end(body ?? 'not found');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const sources: DataSources = {
    phzmZipCsv: `${base}/phzm/data/2023/phzm_us_zipcode_2023.csv`,
    noaaStationInventory: `${base}/normals/allstations.txt`,
    noaaAgriculturalFolder: `${base}/normals/agricultural/`,
  };
  return {
    sources,
    env: {
      DATA_SOURCE_PHZM_URL: sources.phzmZipCsv,
      DATA_SOURCE_NOAA_STATIONS_URL: sources.noaaStationInventory,
      DATA_SOURCE_NOAA_AGRICULTURAL_URL: sources.noaaAgriculturalFolder,
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** What the fake hosts serve: a PHZM CSV, three stations, and the eight normals products. */
export function officialFiles(phzmCsv: string): Record<string, string> {
  const product = (rows: string[]) => rows.join('\n') + '\n';
  return {
    '/phzm/data/2023/phzm_us_zipcode_2023.csv': phzmCsv,
    '/normals/allstations.txt': product([
      inventoryLine('AQW00061705', '-14.3306', '-170.7136', '3.7', 'AS', 'PAGO PAGO WSO AP'),
      inventoryLine('USC00010160', '32.8347', '-88.1342', '56.4', 'AL', 'ALICEVILLE, LOCK & DAM'),
      inventoryLine('USW00094728', '40.7789', '-73.9692', '39.6', 'NY', 'NEW YORK CNTRL PK TWR'),
    ]),
    '/normals/agricultural/ann-tmin-prblst-t32Fp50.txt': product([
      'AQW00061705       -6666',
      'USW00094728       04/01C',
    ]),
    '/normals/agricultural/ann-tmin-prblst-t32Fp90.txt': product([
      'AQW00061705       -6666',
      'USW00094728       04/18C',
    ]),
    '/normals/agricultural/ann-tmin-prbfst-t32Fp50.txt': product([
      'AQW00061705       -6666',
      'USW00094728       11/14C',
    ]),
    '/normals/agricultural/ann-tmin-prbfst-t32Fp90.txt': product([
      'AQW00061705       -6666',
      'USW00094728       10/28C',
    ]),
    '/normals/agricultural/ann-tmin-prbgsl-t32Fp50.txt': product([
      'AQW00061705         365C',
      'USW00094728         227C',
    ]),
    '/normals/agricultural/ann-tmin-prbgsl-t32Fp90.txt': product([
      'AQW00061705         365C',
      'USW00094728         201C',
    ]),
    '/normals/agricultural/ann-grdd-base50.txt': product([
      'AQW00061705       11565C',
      'USC00010160        4200S',
      'USW00094728        3950C',
    ]),
    '/normals/agricultural/ann-grdd-base40.txt': product([
      'AQW00061705       15214C',
      'USC00010160        6800S',
      'USW00094728        6200C',
    ]),
  };
}
