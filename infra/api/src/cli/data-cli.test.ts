import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { sql } from 'drizzle-orm';
import { openPglite } from '../db/open-pglite';
import { zipHardinessZones } from '../db/schema';
import { fakeDataHost, officialFiles } from '../testing/fake-data-sources';
import { fixtureFolder, STATIONS_CSV, ZIP_CSV } from '../testing/reference-data-fixtures';

const run = promisify(execFile);
const CLI = path.resolve(import.meta.dirname, 'data.ts');
const TSX = path.resolve(import.meta.dirname, '../../../../node_modules/.bin/tsx');

/** The data CLI on an embedded database no server holds: it opens the database itself. */
describe('npm run data (DESIGN §6 public tables)', () => {
  const dataDir = fixtureFolder('data-cli');
  const tables = fixtureFolder('data-cli-tables');
  tables.write('phzm_us_zipcode_2023.csv', ZIP_CSV);
  tables.write('noaa_normals_1981_2010_stations.csv', STATIONS_CSV);
  tables.write('ghcnd_stations_us_2020.csv', ['station_id,lat,lon']);
  const env = { ...process.env, DATA_DIR: dataDir.dir, DATABASE_URL: '' };
  afterAll(() => {
    dataDir.remove();
    tables.remove();
  });

  const data = (args: string[], extraEnv: Record<string, string> = {}) =>
    run(TSX, [CLI, ...args], { env: { ...env, ...extraEnv } });

  test('import prints one line of counts per table, the first rejects and the skipped files; exit 0', async () => {
    const { stdout } = await data(['import', tables.dir]);
    expect(stdout.split('\n')).toEqual([
      `Importing ${tables.dir} into the database`,
      'phzm_us_zipcode_2023.csv: read 6, loaded 4, rejected 2',
      '  line 5: bad ZIP "1234" (5 digits expected)',
      '  line 6: unknown zone "14c"',
      'noaa_normals_1981_2010_stations.csv: read 5, loaded 3, rejected 2',
      '  line 4: not a US state or territory: "ON"',
      '  line 5: bad latitude "97.5"',
      expect.stringMatching(/^noaa_normals_1981_2010_frost_gdd\.csv: missing \(not in /),
      expect.stringMatching(/^usda_plants_characteristics\.csv: missing \(not in /),
      expect.stringMatching(/^ghcnd_stations_us_2020\.csv: not used \(stations without frost normals/),
      '',
    ]);
    const database = await openPglite(path.join(dataDir.dir, 'db'));
    const [count] = await database.db.select({ n: sql<number>`count(*)::int` }).from(zipHardinessZones);
    await database.close();
    expect(count?.n).toBe(4);
  }, 60_000);

  test('a file that cannot be read makes the exit code 1; a folder that is not there too', async () => {
    const broken = fixtureFolder('data-cli-broken');
    broken.write('phzm_us_zipcode_2023.csv', ['zip,zone']);
    await expect(data(['import', broken.dir])).rejects.toMatchObject({
      code: 1,
      stdout: expect.stringContaining(
        'phzm_us_zipcode_2023.csv: failed (phzm_us_zipcode_2023.csv lacks the columns',
      ),
    });
    broken.remove();
    await expect(data(['import', '/nonexistent/thrive-tables'])).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringContaining('/nonexistent/thrive-tables is not a folder.'),
    });
  }, 60_000);

  test('fetch writes what the official sources serve and names what must be placed by hand', async () => {
    const host = await fakeDataHost(officialFiles(ZIP_CSV.join('\n') + '\n'));
    const out = path.join(dataDir.dir, 'fetched');
    const { stdout } = await data(['fetch', '--out', out], host.env);
    await host.close();
    expect(stdout.split('\n')).toEqual([
      `Downloading the public tables into ${out}`,
      `phzm_us_zipcode_2023.csv: wrote 6 rows to ${out}/phzm_us_zipcode_2023.csv`,
      `noaa_normals_1981_2010_stations.csv: wrote 3 rows to ${out}/noaa_normals_1981_2010_stations.csv`,
      `noaa_normals_1981_2010_frost_gdd.csv: wrote 3 rows to ${out}/noaa_normals_1981_2010_frost_gdd.csv`,
      expect.stringMatching(
        /^usda_plants_characteristics\.csv: place by hand: USDA PLANTS has no stable bulk download/,
      ),
      `Import them with: npm run data -- import ${out}`,
      '',
    ]);
  }, 60_000);

  test('fetch without internet exits 1 with one line per table, not a stack trace', async () => {
    const host = await fakeDataHost({});
    await host.close();
    const failed = data(['fetch'], host.env);
    await expect(failed).rejects.toMatchObject({
      code: 1,
      stdout: expect.stringContaining('phzm_us_zipcode_2023.csv: not downloaded: could not reach'),
    });
    const { stdout, stderr } = (await failed.catch((error: unknown) => error)) as {
      stdout: string;
      stderr: string;
    };
    expect(stdout).toContain(`into ${path.join(dataDir.dir, 'reference')}`);
    expect(`${stdout}${stderr}`).not.toMatch(/\n\s+at /);
  }, 60_000);

  test('pack writes the compact tables where --out says, one line per table and the total; exit 0', async () => {
    const out = fixtureFolder('data-cli-packed');
    const { stdout } = await data(['pack', tables.dir, '--out', out.dir]);
    expect(stdout.split('\n')).toEqual([
      expect.stringMatching(
        /^phzm_us_zipcode_2023\.csv: 6 rows, \d+ KiB -> \d+ KiB \(.*phzm_us_zipcode_2023\.csv\.gz\)$/,
      ),
      expect.stringMatching(/^noaa_normals_1981_2010_stations\.csv: 5 rows, /),
      expect.stringMatching(/^noaa_normals_1981_2010_frost_gdd\.csv: missing \(not in /),
      expect.stringMatching(/^usda_plants_characteristics\.csv: missing \(not in /),
      expect.stringMatching(/^2 tables, \d+ KiB in all\.$/),
      '',
    ]);
    expect(existsSync(path.join(out.dir, 'noaa_normals_1981_2010_stations.csv.gz'))).toBe(true);
    out.remove();
  }, 60_000);

  test('bad arguments exit 2 with the usage', async () => {
    for (const args of [[], ['import'], ['fetch', 'somewhere'], ['pack'], ['launch']])
      await expect(data(args)).rejects.toMatchObject({ code: 2, stderr: expect.stringContaining('Usage:') });
  }, 60_000);
});
