import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { asc } from 'drizzle-orm';
import { openPglite } from '../db/open-pglite';
import { importedPlantPhotos, plants } from '../db/schema';
import { seedReferenceData } from '../reference-data/seed';
import { startFakeCommons, type FakeCommons } from '../testing/fake-commons';
import { jpegPhoto } from '../testing/photo-fixture';
import { fixtureFolder } from '../testing/reference-data-fixtures';

const run = promisify(execFile);
const CLI = path.resolve(import.meta.dirname, 'data.ts');
const TSX = path.resolve(import.meta.dirname, '../../../../node_modules/.bin/tsx');

/** `npm run data -- fetch-images` on an embedded database no server holds (issue 17). */
describe('npm run data -- fetch-images', () => {
  const dataDir = fixtureFolder('fetch-images-cli');
  let commons: FakeCommons;
  let names: string[] = [];
  beforeAll(async () => {
    const database = await openPglite(path.join(dataDir.dir, 'db'));
    await seedReferenceData(database.db);
    names = (await database.db.select().from(plants).orderBy(asc(plants.id)).limit(2)).map(
      (plant) => plant.botanicalName,
    );
    await database.close();
    commons = await startFakeCommons();
  }, 60_000);
  afterAll(async () => {
    await commons.close();
    dataDir.remove();
  });

  const data = (args: string[], apiUrl = commons.apiUrl) =>
    run(TSX, [CLI, ...args], {
      env: { ...process.env, DATA_DIR: dataDir.dir, DATABASE_URL: '', WIKIMEDIA_API_URL: apiUrl },
    });

  test('imports from WIKIMEDIA_API_URL into DATA_DIR: progress on stderr, a summary on stdout, exit 0', async () => {
    commons.files.set(names[0]!, [
      { pageid: 5, title: 'File:Bloom.jpg', licence: 'CC BY-SA 3.0', artist: 'Jo', bytes: await jpegPhoto() },
    ]);
    const { stdout, stderr } = await data(['fetch-images', '--limit', '2']);
    expect(stdout.split('\n')).toEqual([
      `Fetching plant photos from ${commons.apiUrl} into the database`,
      '1 imported, 1 without a usable photo, 0 failed (2 of 2 plants tried).',
      '',
    ]);
    // Two plants are fetched at a time: either may finish first.
    expect(
      stderr
        .replace(/^[12]\/2 /gm, '')
        .split('\n')
        .sort(),
    ).toEqual(['', `${names[0]}: imported (CC BY-SA 3.0, Jo)`, `${names[1]}: no photo found`].sort());
    const database = await openPglite(path.join(dataDir.dir, 'db'));
    const [row] = await database.db.select().from(importedPlantPhotos);
    await database.close();
    expect(row).toMatchObject({ author: 'Jo', licence: 'CC BY-SA 3.0', sourceId: 'commons:5' });
    // Kept in DATA_DIR/media, like the server keeps uploads.
    expect(existsSync(path.join(dataDir.dir, 'media', row!.thumbnailKey))).toBe(true);
  }, 60_000);

  test('exits 1 with one sentence when the source cannot be reached, not a stack trace', async () => {
    const gone = await startFakeCommons();
    await gone.close();
    const failed = await data(['fetch-images', '--limit', '5'], gone.apiUrl).catch((error: unknown) => error);
    expect(failed).toMatchObject({
      code: 1,
      stderr: expect.stringMatching(
        /Stopped: the photo source could not be reached \(could not reach 127\.0\.0\.1:\d+ \(ECONNREFUSED\)\)\.\n$/,
      ),
    });
    const { stdout, stderr } = failed as { stdout: string; stderr: string };
    expect(`${stdout}${stderr}`).not.toMatch(/\n\s+at /);
  }, 60_000);

  test('bad arguments exit 2 with the usage', async () => {
    for (const args of [
      ['fetch-images', 'somewhere'],
      ['fetch-images', '--limit', '0'],
      ['fetch-images', '--limit', 'ten'],
      ['fetch-images', '--out', 'x'],
      ['fetch', '--all'],
    ])
      await expect(data(args)).rejects.toMatchObject({
        code: 2,
        stderr: expect.stringContaining('npm run data -- fetch-images [--limit N] [--all]'),
      });
  }, 60_000);
});
