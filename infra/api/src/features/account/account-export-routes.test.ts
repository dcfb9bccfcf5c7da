import { eq } from 'drizzle-orm';
import { unzipSync, strFromU8 } from 'fflate';
import {
  accountExportSchema,
  EXPORT_FORMAT_MESSAGE,
  exportListSchemas,
  type AccountExport,
} from '@thrive/shared/contracts';
import {
  favoritePlants,
  galleries,
  images,
  expertQuestions,
  landscapeDesignPlants,
  landscapeDesigns,
  plantActivities,
  plantNotes,
  plantZones,
  userTasks,
  yardMembers,
  yards,
  zones,
} from '../../db/schema';
import { signedInDirectly } from '../../testing/identity-fixture';
import { clockedApp } from '../../testing/clocked-app';
import { testDatabases } from '../../testing/test-databases';

const NOW = new Date('2026-04-01T12:00:00.000Z');
const SAMPLE_YARD = 'Demo backyard'; // features/yards/demo-yard.ts
const FORMULA_NOTE = '=HYPERLINK("http://evil.example", "click")';
const LIST_FILES = Object.keys(exportListSchemas).map((name) => `${name}.csv`);

describe.each(testDatabases())('GET users/{uid}/export, the data export (issue 14) on $driver', (testDb) => {
  const api = clockedApp(testDb, { prefix: 'export', now: NOW });

  /** A gardener with the sample yard and one row of every other kind, marked with `tag`. */
  async function gardenerWithData(tag: string) {
    const db = api.db;
    const { identity, headers } = await signedInDirectly(
      db,
      { email: `export-${tag}@example.com`, sampleYard: true },
      NOW,
    );
    const userId = identity.Id;
    const [planted] = await db.select().from(plantZones).where(eq(plantZones.userId, userId)).limit(1);
    const { plantId } = planted!;
    const [yard] = await db.select().from(yards).where(eq(yards.userId, userId));
    await db.insert(favoritePlants).values({ userId, plantId });
    await db.insert(plantNotes).values({ userId, plantId, notes: `${tag} note: ${FORMULA_NOTE}` });
    await db
      .insert(plantActivities)
      .values({ userId, plantId, plantZoneId: planted!.id, notes: `${tag} watered`, doneOn: '2026-03-30' });
    await db.insert(userTasks).values({
      userId,
      yardId: yard!.id,
      plantId,
      source: 'custom',
      taskType: 'Water',
      details: `${tag} task`,
      dueDate: '2026-04-02',
    });
    const [design] = await db
      .insert(landscapeDesigns)
      .values({ userId, name: `${tag} design`, sunRequirementId: 6 })
      .returning();
    await db.insert(landscapeDesignPlants).values({ designId: design!.id, plantId });
    const [gallery] = await db
      .insert(galleries)
      .values({ userId, name: `${tag} gallery` })
      .returning();
    await db.insert(images).values({
      userId,
      galleryId: gallery!.id,
      plantId,
      storageKey: `${tag}/original.jpg`,
      thumbnailKey: `${tag}/thumb.jpg`,
      contentType: 'image/jpeg',
      width: 640,
      height: 480,
    });
    await db.insert(expertQuestions).values({
      userId,
      plantId,
      topicId: 3,
      question: `${tag} question: how often should I water it?`,
      expertName: 'Hazel Moreno',
      answer: 'Once a week, deeply.',
      answeredAt: NOW,
    });
    const download = (query = '', as = headers) =>
      api.app.inject({ url: `/api/users/${userId}/export${query}`, headers: as });
    return { identity, headers, yardId: yard!.id, download };
  }

  let fern: Awaited<ReturnType<typeof gardenerWithData>>;
  let other: Awaited<ReturnType<typeof gardenerWithData>>;
  /** A yard Hazel shares with fern as a viewer: hers, with an address and a zone of its own. */
  let sharedYardId: number;
  beforeAll(async () => {
    fern = await gardenerWithData('fern');
    other = await gardenerWithData('bramble');
    // Told apart by name too, not only by id.
    await api.db.update(yards).set({ name: 'Bramble’s secret yard' }).where(eq(yards.id, other.yardId));
    const hazel = await signedInDirectly(
      api.db,
      { email: 'export-hazel@example.com', firstname: 'Hazel' },
      NOW,
    );
    const [meadow] = await api.db
      .insert(yards)
      .values({ userId: hazel.identity.Id, name: 'Hazel’s meadow', address: '12 Meadow Lane' })
      .returning();
    sharedYardId = meadow!.id;
    await api.db
      .insert(zones)
      .values({ userId: hazel.identity.Id, yardId: sharedYardId, name: 'Wildflower strip' });
    await api.db
      .insert(yardMembers)
      .values({ yardId: sharedYardId, userId: fern.identity.Id, role: 'viewer', joinedAt: NOW });
  });

  test('JSON (the default): one attachment with every kind, as the contract says', async () => {
    const response = await fern.download();
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="thrive-garden-export-2026-04-01.json"',
    );
    expect(response.headers['cache-control']).toBe('no-store');
    const data = accountExportSchema.parse(response.json());
    expect(data.exportedAt).toBe(NOW.toISOString());
    expect(data.profile.Email).toBe('export-fern@example.com');
    for (const name of Object.keys(exportListSchemas) as (keyof typeof exportListSchemas)[])
      expect(`${name}: ${data[name].length > 0}`).toBe(`${name}: true`);
    expect(data.yards.map((yard) => yard.name)).toEqual([SAMPLE_YARD]);
    expect(data.zones.map((zone) => zone.yardName)).toEqual(data.zones.map(() => SAMPLE_YARD));
    expect(data.plants[0]).toMatchObject({
      commonName: expect.any(String),
      botanicalName: expect.any(String),
    });
    expect(data.notes.map((note) => note.kind).sort()).toEqual(['activity', 'note']);
    expect(data.designs[0]).toMatchObject({ name: 'fern design', plants: [data.favorites[0]!.commonName] });
    expect(data.images[0]).toMatchObject({
      galleryName: 'fern gallery',
      width: 640,
      contentType: 'image/jpeg',
    });
    expect(data.questions[0]).toMatchObject({
      question: 'fern question: how often should I water it?',
      answer: 'Once a week, deeply.',
      plantName: data.favorites[0]!.commonName,
    });
    // The list of images, never where the files are kept.
    expect(response.body).not.toContain('original.jpg');
    expect((await fern.download('?format=json')).json()).toEqual(data);
  });

  test('a yard shared with the gardener is listed apart, by name, owner and role, without its owner’s data', async () => {
    const data = accountExportSchema.parse((await fern.download()).json());
    expect(data.sharedYards).toEqual([
      {
        yardId: sharedYardId,
        yardName: 'Hazel’s meadow',
        ownerName: 'Hazel',
        role: 'viewer',
        joinedAt: NOW.toISOString(),
      },
    ]);
    expect(data.yards.map((yard) => yard.id)).not.toContain(sharedYardId);
    expect(JSON.stringify(data)).not.toContain('Wildflower strip');
    expect(JSON.stringify(data)).not.toContain('12 Meadow Lane');
    const files = unzipSync(new Uint8Array((await fern.download('?format=csv')).rawPayload));
    expect(strFromU8(files['sharedYards.csv']!)).toContain(`${sharedYardId},Hazel’s meadow,Hazel,viewer,`);
    expect(((await other.download()).json() as AccountExport).sharedYards).toEqual([]);
  });

  test('another gardener’s rows never appear', async () => {
    const mine = (await fern.download()).json() as AccountExport;
    const theirs = (await other.download()).json() as AccountExport;
    expect(JSON.stringify(mine)).not.toContain('bramble');
    expect(JSON.stringify(theirs)).not.toContain('fern');
    expect(mine.yards.map((yard) => yard.id)).toEqual([fern.yardId]);
    const ids = (data: AccountExport) => [
      ...data.zones.map((zone) => `zone ${zone.id}`),
      ...data.plants.map((plant) => `plant zone ${plant.id}`),
      ...data.tasks.map((task) => `task ${task.id}`),
      ...data.designs.map((design) => `design ${design.id}`),
      ...data.images.map((image) => `image ${image.id}`),
    ];
    const theirIds = new Set(ids(theirs));
    expect(ids(mine).filter((id) => theirIds.has(id))).toEqual([]);
  });

  test('CSV: a zip of one file per kind with a header row; formula-looking text is neutralised', async () => {
    const response = await fern.download('?format=csv');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/zip');
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="thrive-garden-export-2026-04-01.zip"',
    );
    const files = unzipSync(new Uint8Array(response.rawPayload));
    expect(Object.keys(files).sort()).toEqual(['profile.csv', ...LIST_FILES].sort());
    const text = (name: string) => strFromU8(files[name]!);
    for (const [name, schema] of Object.entries(exportListSchemas))
      expect(text(`${name}.csv`).split('\r\n')[0]).toBe(Object.keys(schema.shape).join(','));
    expect(text('profile.csv')).toContain('export-fern@example.com');
    expect(text('yards.csv')).toContain(`,${SAMPLE_YARD},`);
    expect(text('yards.csv').trim().split('\r\n')).toHaveLength(2);
    expect(text('designs.csv')).toContain('fern design');
    expect(text('notes.csv')).toContain('"fern note: =HYPERLINK(""http://evil.example"", ""click"")"');
    expect(Object.values(files).some((file) => strFromU8(file).includes('bramble'))).toBe(false);
  });

  test('text starting with = + - @ is neutralised in CSV and left as it is in JSON', async () => {
    const [zone] = ((await fern.download()).json() as AccountExport).zones;
    await api.db.update(zones).set({ name: '=1+2', notes: '@SUM(A1)' }).where(eq(zones.id, zone!.id));
    const files = unzipSync(new Uint8Array((await fern.download('?format=csv')).rawPayload));
    const line = strFromU8(files['zones.csv']!)
      .split('\r\n')
      .find((row) => row.startsWith(`${zone!.id},`));
    expect(line).toContain(",'=1+2,");
    expect(line).toContain(",'@SUM(A1),");
    const json = (await fern.download()).json() as AccountExport;
    expect(json.zones.find((row) => row.id === zone!.id)).toMatchObject({ name: '=1+2' });
  });

  test('a format other than json or csv is a 400 that says which are known', async () => {
    for (const query of ['?format=xlsx', '?format=', '?format=JSON']) {
      const response = await fern.download(query);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ message: EXPORT_FORMAT_MESSAGE });
    }
  });

  test('another gardener’s export is refused (403)', async () => {
    const response = await other.download('', fern.headers);
    expect(response.statusCode).toBe(403);
    expect(response.body).not.toContain('Bramble’s secret yard');
  });
});
