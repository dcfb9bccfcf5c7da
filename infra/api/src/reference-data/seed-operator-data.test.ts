import { eq, sql } from 'drizzle-orm';
import { MENU_URL_KEYS, PARTNER_TYPES } from '@thrive/shared/contracts';
import type { DatabaseHandle } from '../db/database';
import { controlCodes, menuUrls, referralCodes, sponsors } from '../db/schema';
import { testDatabases } from '../testing/test-databases';
import {
  readOperatorControlCodes,
  readOperatorMenuUrls,
  readOperatorReferralCodes,
  readOperatorSponsors,
} from './operator-files';
import { seedOperatorData } from './seed-operator-data';

/** The app's shopping help page, where Shop opens in place. */
const SHOPPING_HELP_PATH = '/help/shopping';

describe('operator data files (reference-data/operator)', () => {
  test('hold one demo sponsor of each partner type (SPEC §3), one with Ask Expert, all on example.org', () => {
    const demo = readOperatorSponsors();
    expect(new Set(demo.map((sponsor) => sponsor.partnerTypeId))).toEqual(
      new Set(Object.values(PARTNER_TYPES)),
    );
    expect(demo.some((sponsor) => sponsor.askExpert)).toBe(true);
    for (const sponsor of demo) {
      expect(sponsor.bannerUrl).toMatch(/^\/assets\/sponsors\//);
      expect(new URL(sponsor.linkUrl).hostname).toMatch(/(^|\.)example\.org$/);
    }
  });

  test('hold both generations of menu url keys (SPEC §3) with the show flags "true"', () => {
    const byKey = new Map(readOperatorMenuUrls().map((entry) => [entry.key, entry.value]));
    expect([...byKey.keys()].sort((a, b) => a - b)).toEqual([0, 1, 38, 39, 97, 98, 99]);
    expect(byKey.get(98)).toBe('true');
    expect(byKey.get(99)).toBe('true');
  });

  test('ship real menu defaults (SPEC §3 Menu url entry): Shop in the app, Plant Buzz and Tutorial Videos on the web', () => {
    const byKey = new Map(readOperatorMenuUrls().map((entry) => [entry.key, entry.value]));
    const { Store, StoreUrl, PlantBuzz, PlantBuzzUrl, VideoTutorialsUrl } = MENU_URL_KEYS;
    expect([byKey.get(Store), byKey.get(StoreUrl)]).toEqual([SHOPPING_HELP_PATH, SHOPPING_HELP_PATH]);
    expect(byKey.get(PlantBuzz)).toBe(byKey.get(PlantBuzzUrl));
    for (const key of [PlantBuzzUrl, VideoTutorialsUrl]) {
      const address = new URL(byKey.get(key) ?? '');
      expect(address.protocol).toBe('https:');
      expect(address.hostname).not.toMatch(/(^|\.)example\.(org|com|net)$/);
    }
    for (const value of byKey.values()) expect(value).not.toMatch(/example\./);
  });

  test('hold the app versions (group 1), the colours (group 2) and a referral code with a token', () => {
    const codes = readOperatorControlCodes().map((code) => `${code.groupId}.${code.key}`);
    expect(codes).toEqual(
      expect.arrayContaining(['1.MinAppVersion', '1.LatestAppVersion', '2.BackgroundColor', '2.ItemColor']),
    );
    expect(readOperatorReferralCodes()).toContainEqual(
      expect.objectContaining({ code: 'GROW2026', token: expect.any(String) }),
    );
  });
});

describe.each(testDatabases())('operator data seed on $driver', (testDb) => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await testDb.open();
  });
  afterAll(async () => {
    await testDb.dispose(database);
  });

  const count = async (
    table: typeof sponsors | typeof referralCodes | typeof menuUrls | typeof controlCodes,
  ) => (await database.db.select({ n: sql<number>`count(*)::int` }).from(table))[0]?.n;

  test('writes every file row', async () => {
    const counts = await seedOperatorData(database.db);
    expect(counts).toEqual({
      sponsors: readOperatorSponsors().length,
      referralCodes: readOperatorReferralCodes().length,
      menuUrls: readOperatorMenuUrls().length,
      controlCodes: readOperatorControlCodes().length,
    });
    expect(await count(sponsors)).toBe(counts.sponsors);
    expect(await count(referralCodes)).toBe(counts.referralCodes);
    expect(await count(menuUrls)).toBe(counts.menuUrls);
    expect(await count(controlCodes)).toBe(counts.controlCodes);
  });

  test('is idempotent and the files win: a second run restores edited rows and adds nothing', async () => {
    await database.db
      .update(menuUrls)
      .set({ value: 'https://edited.example.org/' })
      .where(eq(menuUrls.key, 0));
    await database.db.update(sponsors).set({ displayName: 'Edited' }).where(eq(sponsors.id, 1));
    await seedOperatorData(database.db);
    const [store] = await database.db.select().from(menuUrls).where(eq(menuUrls.key, 0));
    expect(store?.value).toBe(readOperatorMenuUrls().find((entry) => entry.key === 0)?.value);
    const [sponsor] = await database.db.select().from(sponsors).where(eq(sponsors.id, 1));
    expect(sponsor?.displayName).toBe(readOperatorSponsors()[0]?.displayName);
    expect(await count(sponsors)).toBe(readOperatorSponsors().length);
  });

  test('a database still holding the former example.org defaults gets the real ones on the next seed', async () => {
    const former = [
      { key: 0, value: 'https://store.example.org/' },
      { key: 1, value: 'https://plantbuzz.example.org/' },
      { key: 38, value: 'https://store.example.org/' },
      { key: 39, value: 'https://plantbuzz.example.org/' },
      { key: 97, value: 'https://videos.example.org/thrive-garden-tutorials' },
    ];
    for (const { key, value } of former)
      await database.db.update(menuUrls).set({ value }).where(eq(menuUrls.key, key));
    await seedOperatorData(database.db);
    const rows = await database.db.select().from(menuUrls);
    expect(rows.filter((row) => /example\.org/.test(row.value))).toEqual([]);
    expect(rows.find((row) => row.key === 0)?.value).toBe(SHOPPING_HELP_PATH);
  });

  test('leaves rows an operator added alone, and a sponsor added without an id gets a fresh one', async () => {
    await database.db.insert(menuUrls).values({ key: 500, value: 'https://operator.example.org/' });
    const [added] = await database.db
      .insert(sponsors)
      .values({ displayName: 'Operator-added Demo Sponsor', partnerTypeId: 1 })
      .returning({ id: sponsors.id });
    expect(added!.id).toBeGreaterThan(Math.max(...readOperatorSponsors().map((s) => s.id)));
    await seedOperatorData(database.db);
    expect(await database.db.select().from(menuUrls).where(eq(menuUrls.key, 500))).toHaveLength(1);
    expect(await database.db.select().from(sponsors).where(eq(sponsors.id, added!.id))).toHaveLength(1);
  });
});
