import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fakeDataHost, inventoryLine, officialFiles } from '../../testing/fake-data-sources';
import { fixtureFolder, ZIP_CSV } from '../../testing/reference-data-fixtures';
import { readCsvRows } from '../import/csv-rows';
import { checkFrostRow } from '../import/frost-normals';
import { checkZipZone } from '../import/zip-zones';
import { fetchReferenceTables } from './fetch-tables';
import { parseStationInventory } from './noaa-text';

const PHZM = ZIP_CSV.join('\n') + '\n';

async function rowsOf(file: string) {
  const rows: Record<string, string>[] = [];
  for await (const row of readCsvRows(file, [])) if (row.error === undefined) rows.push(row.values);
  return rows;
}

describe('npm run data -- fetch (official sources, faked on 127.0.0.1)', () => {
  const out = fixtureFolder('fetch');
  afterAll(() => out.remove());

  test('writes the zone, station and frost tables in the shapes the importer reads', async () => {
    const host = await fakeDataHost(officialFiles(PHZM));
    const dir = path.join(out.dir, 'all');
    const outcomes = await fetchReferenceTables(dir, host.sources);
    await host.close();
    expect(outcomes.map((o) => [o.file, o.status, o.status === 'written' ? o.rows : o.message])).toEqual([
      ['phzm_us_zipcode_2023.csv', 'written', 6],
      ['noaa_normals_1981_2010_stations.csv', 'written', 3],
      ['noaa_normals_1981_2010_frost_gdd.csv', 'written', 3],
      ['usda_plants_characteristics.csv', 'by hand', expect.stringContaining('no stable bulk download')],
    ]);
    expect(readFileSync(path.join(dir, 'phzm_us_zipcode_2023.csv'), 'utf8')).toBe(PHZM);
    expect((await rowsOf(path.join(dir, 'phzm_us_zipcode_2023.csv'))).map(checkZipZone)[0]).toHaveProperty(
      'row',
    );
    expect(
      readFileSync(path.join(dir, 'noaa_normals_1981_2010_stations.csv'), 'utf8').split('\n').slice(0, 3),
    ).toEqual([
      'station_id,lat,lon,elev_m,state,name,gsn,hcn_crn,wmo_id',
      'AQW00061705,-14.3306,-170.7136,3.7,AS,PAGO PAGO WSO AP,,,',
      'USC00010160,32.8347,-88.1342,56.4,AL,"ALICEVILLE, LOCK & DAM",,,',
    ]);
    const frost = await rowsOf(path.join(dir, 'noaa_normals_1981_2010_frost_gdd.csv'));
    expect(
      frost.map((row) => [
        row.station_id,
        row.last_spring_32F_p50,
        row.last_spring_32F_p50_flag,
        row.gdd_base40_annual,
      ]),
    ).toEqual([
      ['AQW00061705', '-6666', '', '15214'],
      ['USC00010160', '', '', '6800'],
      ['USW00094728', '04/01', 'C', '6200'],
    ]);
    expect(frost.map((row) => checkFrostRow(row))).toEqual([
      expect.objectContaining({
        row: expect.objectContaining({ normal: expect.objectContaining({ frostStatus: 'no-freeze' }) }),
      }),
      expect.objectContaining({
        row: expect.objectContaining({ normal: expect.objectContaining({ frostStatus: 'none' }) }),
      }),
      expect.objectContaining({
        row: expect.objectContaining({ normal: expect.objectContaining({ frostStatus: 'dates' }) }),
      }),
    ]);
  });

  test('a product NOAA does not serve fails that table only, naming the URL and the page to get it from by hand', async () => {
    const files = officialFiles(PHZM);
    delete files['/normals/agricultural/ann-grdd-base40.txt'];
    const host = await fakeDataHost(files);
    const dir = path.join(out.dir, 'partial');
    const outcomes = await fetchReferenceTables(dir, host.sources);
    await host.close();
    expect(outcomes.map((o) => o.status)).toEqual(['written', 'written', 'failed', 'by hand']);
    expect(outcomes[2]).toMatchObject({
      message: expect.stringMatching(/ann-grdd-base40\.txt answered 404.*ncei\.noaa\.gov.*by hand/),
    });
    expect(existsSync(path.join(dir, 'noaa_normals_1981_2010_frost_gdd.csv'))).toBe(false);
  });

  test('a file not in the expected format is not written: the message says so', async () => {
    const host = await fakeDataHost({
      ...officialFiles('<html>moved</html>\n'),
      '/normals/allstations.txt': 'this is not fixed width\n',
    });
    const dir = path.join(out.dir, 'format');
    const outcomes = await fetchReferenceTables(dir, host.sources);
    await host.close();
    expect(outcomes.slice(0, 3)).toEqual([
      expect.objectContaining({
        status: 'failed',
        message: expect.stringContaining('not in the expected format'),
      }),
      expect.objectContaining({ status: 'failed', message: expect.stringContaining('line 1 is not') }),
      expect.objectContaining({ status: 'failed', message: expect.stringContaining('station inventory') }),
    ]);
    expect(readdirSync(dir)).toEqual([]);
  });

  test('without internet each source gets a one-line error naming what could not be reached', async () => {
    const host = await fakeDataHost({});
    await host.close(); // nothing listens there any more
    const outcomes = await fetchReferenceTables(path.join(out.dir, 'offline'), host.sources);
    for (const outcome of outcomes.slice(0, 2))
      expect(outcome).toMatchObject({
        status: 'failed',
        message: expect.stringMatching(/^could not reach http:\/\/127\.0\.0\.1:\d+\/\S+ \(ECONNREFUSED\)/),
      });
    expect(outcomes.map((o) => ('message' in o ? o.message : '')).join('\n')).not.toMatch(/\n\s+at /);
  });

  test('the station inventory is read by NOAA fixed columns', () => {
    expect(
      parseStationInventory(
        inventoryLine('USW00094728', '40.7789', '-73.9692', '39.6', 'NY', 'NEW YORK CNTRL PK TWR'),
      ),
    ).toEqual([
      {
        id: 'USW00094728',
        lat: '40.7789',
        lon: '-73.9692',
        elev: '39.6',
        state: 'NY',
        name: 'NEW YORK CNTRL PK TWR',
        gsn: '',
        hcnCrn: '',
        wmo: '',
      },
    ]);
  });
});
