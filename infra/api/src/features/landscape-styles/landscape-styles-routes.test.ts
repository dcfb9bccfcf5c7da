import { eq, inArray, sql } from 'drizzle-orm';
import { type PlantPage } from '@thrive/shared/contracts';
import {
  LANDSCAPE_DESIGN_IMAGE_TYPE,
  type LandscapeStyleDetails,
  type LandscapeStyleImages,
  type LandscapeStylePage,
} from '@thrive/shared/landscape';
import {
  images,
  landscapeDesigns,
  landscapeStyleAttributes,
  landscapeStyles,
  plants,
  users,
  yards,
  zones,
} from '../../db/schema';
import { ZONE_LABELS } from '../../reference-data/catalogue-entry';
import {
  readLandscapeStyles,
  zonesOf,
  type LandscapeStyleEntry,
} from '../../reference-data/landscape-styles-file';
import { readList } from '../../reference-data/reference-files';
import { seedReferenceData } from '../../reference-data/seed';
import { signedInDirectly } from '../../testing/identity-fixture';
import { seededApp, type Gardener } from '../../testing/seeded-app';
import { testDatabases } from '../../testing/test-databases';

const STYLES = readLandscapeStyles();
const byName = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
const ALL_NAMES = STYLES.map((style) => style.name).sort(byName);
const idsOf = (list: string) => new Map(readList(list).map((item) => [item.Name, item.Id]));
const COTTAGE = STYLES.find((style) => style.name === 'Cottage Garden')!;

/** Each Design filter list and how to read a style's ids for it from the file. */
const FILTER_LISTS: [string, (style: LandscapeStyleEntry) => number[]][] = [
  ['hz', (style) => zonesOf(style.profile).map((zone) => ZONE_LABELS.indexOf(zone) + 1)],
  ['sr', (style) => style.profile.sun.map((name) => idsOf('sun-requirements').get(name)!)],
  ['wr', (style) => style.profile.water.map((name) => idsOf('water-requirements').get(name)!)],
  ['gr', (style) => style.profile.growthRate.map((name) => idsOf('growth-rates').get(name)!)],
  ['ef', (style) => style.profile.effort.map((name) => idsOf('effort').get(name)!)],
  ['at', (style) => style.profile.attractants.map((name) => idsOf('attractants').get(name)!)],
  ['co', (style) => style.profile.cost.map((name) => idsOf('costs').get(name)!)],
];

describe.each(testDatabases())('landscape styles API (SPEC §7 Landscape) on $driver', (testDb) => {
  const api = seededApp(testDb);
  let gardeners = 0;
  const gardener = () => signedInDirectly(api.db, { email: `styles-${++gardeners}@example.com` });
  const get = (who: Gardener | null, url: string) =>
    api.app.inject({ method: 'GET', url: `/api${url}`, headers: who?.headers ?? {} });
  const ok = async <T>(who: Gardener, url: string): Promise<T> => {
    const response = await get(who, url);
    expect(`${url}: ${response.statusCode}`).toBe(`${url}: 200`);
    return response.json() as T;
  };
  const search = (who: Gardener, query = '') =>
    ok<LandscapeStylePage>(who, `/LandscapeStyles/0/Search/?c=50${query ? `&${query}` : ''}`);
  const names = (page: LandscapeStylePage) => page.Items.map((item) => item.Name);
  const styleId = async (name: string) =>
    (
      await api.db
        .select({ id: landscapeStyles.id })
        .from(landscapeStyles)
        .where(eq(landscapeStyles.name, name))
    )[0]!.id;
  const plantId = async (botanicalName: string) =>
    (await api.db.select({ id: plants.id }).from(plants).where(eq(plants.botanicalName, botanicalName)))[0]!
      .id;

  describe('GET LandscapeStyles/0/Search/', () => {
    test('every style of our data, by name, with its plan as thumbnail and its profile by name', async () => {
      const me = await gardener();
      const page = await search(me);
      expect(names(page)).toEqual(ALL_NAMES);
      expect(page.TotalRows).toBe(STYLES.length);
      const cottage = page.Items.find((item) => item.Name === 'Cottage Garden')!;
      expect(cottage).toMatchObject({
        Description: COTTAGE.description,
        PlantCount: COTTAGE.palette.length,
        Thumbnail: expect.stringMatching(
          new RegExp(`^/api/LandscapeStyles/${cottage.Id}/Plan\\.svg\\?v=[\\w-]{12}$`),
        ),
      });
      expect(cottage.WebImage).toBe(cottage.Thumbnail);
      expect(cottage.Profile).toEqual({
        SunRequirements: [{ Id: 6, Name: 'Full Sun' }],
        WaterRequirements: [{ Id: 3, Name: 'Medium' }],
        HardinessZoneLow: { Id: 7, Name: '4a' },
        HardinessZoneHigh: { Id: 16, Name: '8b' },
        GrowthRates: [
          { Id: 2, Name: 'Moderate' },
          { Id: 3, Name: 'Fast' },
        ],
        Effort: [{ Id: 2, Name: 'Medium' }],
        Attractants: [
          { Id: 1, Name: 'Butterflies' },
          { Id: 2, Name: 'Hummingbirds' },
          { Id: 3, Name: 'Bees' },
        ],
        Costs: [{ Id: 2, Name: '$$ ($15 to $50)' }],
      });
    });

    test.each(FILTER_LISTS)(
      'filter %s: a style matches when it has any of the chosen ids',
      async (list, idsOfStyle) => {
        const me = await gardener();
        const chosen = [...new Set(STYLES.flatMap(idsOfStyle))].sort((a, b) => a - b).slice(0, 2);
        for (const ids of [[chosen[0]!], chosen]) {
          const expected = STYLES.filter((style) => idsOfStyle(style).some((id) => ids.includes(id)))
            .map((style) => style.name)
            .sort(byName);
          expect(expected.length).toBeGreaterThan(0);
          const page = await search(me, `${list}=${ids.join(',')}`);
          expect(names(page)).toEqual(expected);
          expect(page.TotalRows).toBe(expected.length);
        }
      },
    );

    test('lists combine with AND; k matches the name or description in any case; p a palette plant', async () => {
      const me = await gardener();
      const shadeAndMedium = STYLES.filter(
        (style) => style.profile.sun.includes('Part Shade') && style.profile.water.includes('Medium'),
      ).map((style) => style.name);
      expect(names(await search(me, 'sr=3&wr=3'))).toEqual(shadeAndMedium.sort(byName));
      const prairie = STYLES.filter((style) =>
        `${style.name} ${style.description}`.toLowerCase().includes('prairie'),
      )
        .map((style) => style.name)
        .sort(byName);
      expect(prairie).toContain('Native Prairie');
      expect(names(await search(me, 'k=PRAIRIE'))).toEqual(prairie);
      expect(names(await search(me, 'k=100%25'))).toEqual([]);
      const coneflower = STYLES.filter((style) => style.palette.includes('Echinacea purpurea'))
        .map((style) => style.name)
        .sort(byName);
      expect(names(await search(me, `p=${await plantId('Echinacea purpurea')}`))).toEqual(coneflower);
    });

    test('sorts by name either way and by plant count (ties by name); pages with i and c', async () => {
      const me = await gardener();
      expect(names(await search(me, 's=Name DESC'))).toEqual([...ALL_NAMES].reverse());
      const byCount = [...STYLES]
        .sort((a, b) => b.palette.length - a.palette.length || byName(a.name, b.name))
        .map((style) => style.name);
      expect(names(await search(me, 's=PlantCount DESC'))).toEqual(byCount);
      const second = await ok<LandscapeStylePage>(me, '/LandscapeStyles/0/Search/?i=1&c=5');
      expect(names(second)).toEqual(ALL_NAMES.slice(5, 10));
      expect([second.TotalRows, second.i, second.c]).toEqual([STYLES.length, 1, 5]);
      const past = await ok<LandscapeStylePage>(me, '/LandscapeStyles/0/Search/?i=40&c=50');
      expect([past.Items, past.TotalRows]).toEqual([[], STYLES.length]);
    });

    test.each([
      ['hz=abc', 'Each hardiness zone id must be a whole number above 0, separated by commas.'],
      ['sr=0', 'Each sun requirement id must be a whole number above 0, separated by commas.'],
      ['at=1,-2', 'Each attractant id must be a whole number above 0, separated by commas.'],
      ['sr=99', 'There is no sun requirement 99.'],
      ['co=1,7,8', 'There is no cost 7, 8.'],
      ['s=Popular', 'Choose a sort from:'],
      ['c=51', 'The page size must be at most 50.'],
      ['i=-1', 'The page must not be negative.'],
      ['p=x', 'The plant id must be a whole number.'],
    ])('bad filter %s is a 400 with a clear message', async (query, message) => {
      const me = await gardener();
      const response = await get(me, `/LandscapeStyles/0/Search/?${query}`);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toContain(message);
    });

    test('an unknown id names its query parameter', async () => {
      const me = await gardener();
      const response = await get(me, '/LandscapeStyles/0/Search/?wr=1&gr=9');
      expect(response.json()).toEqual({
        message: 'There is no growth rate 9.',
        fields: { 'querystring.gr': 'There is no growth rate 9.' },
      });
    });

    test('signed-in gardeners only, as plant search', async () => {
      expect((await get(null, '/LandscapeStyles/0/Search/')).statusCode).toBe(401);
    });
  });

  describe('GET LandscapeDesign/{styleId}/Profile/', () => {
    test("a style's profile with how to plant it and its plant count", async () => {
      const me = await gardener();
      const id = await styleId('Cottage Garden');
      const profile = await ok<LandscapeStyleDetails>(me, `/LandscapeDesign/${id}/Profile/`);
      expect(profile).toMatchObject({
        Id: id,
        Name: 'Cottage Garden',
        Description: COTTAGE.description,
        Tips: COTTAGE.tips,
        PlantCount: COTTAGE.palette.length,
      });
      expect(profile.Profile.HardinessZoneLow).toEqual({ Id: 7, Name: '4a' });
      const listed = (await search(me)).Items.find((item) => item.Id === id)!;
      expect({ ...profile, Tips: undefined }).toEqual({ ...listed, Tips: undefined });
    });

    test('an unknown style is 404, a malformed id 400', async () => {
      const me = await gardener();
      const unknown = await get(me, '/LandscapeDesign/999999/Profile/');
      expect([unknown.statusCode, unknown.json().message]).toEqual([
        404,
        'There is no landscape style 999999.',
      ]);
      expect((await get(me, '/LandscapeDesign/abc/Profile/')).statusCode).toBe(400);
      expect((await get(me, '/LandscapeDesign/99999999999999999999/Profile/')).statusCode).toBe(400);
    });
  });

  describe('GET LandscapeStyles/{id}/PlantSearch/', () => {
    test('the palette as plant list items, back of the bed first, a page at a time; no scores without a yard', async () => {
      const me = await gardener();
      const id = await styleId('Cottage Garden');
      const page = await ok<PlantPage>(me, `/LandscapeStyles/${id}/PlantSearch/?c=50`);
      expect(page.Items.map((item) => item.BotanicalName)).toEqual(COTTAGE.palette);
      expect(page.TotalRows).toBe(COTTAGE.palette.length);
      expect(page.Items[0]).toMatchObject({ IsFavorite: false, Thrive: null, Thumbnail: expect.any(String) });
      const second = await ok<PlantPage>(me, `/LandscapeStyles/${id}/PlantSearch/?i=1&c=5`);
      expect(second.Items.map((item) => item.BotanicalName)).toEqual(COTTAGE.palette.slice(5, 10));
    });

    test("with a yard, each plant carries its score in the style's conditions at the yard's hardiness zone, favorites marked", async () => {
      const me = await gardener();
      const [yard] = await api.db
        .insert(yards)
        .values({
          userId: me.identity.Id,
          name: 'Home',
          latitude: 45.5,
          longitude: -122.6,
          hardinessZoneId: 14,
        })
        .returning({ id: yards.id });
      await api.db.update(users).set({ defaultYardId: yard!.id }).where(eq(users.id, me.identity.Id));
      const hollyhock = await plantId('Alcea rosea');
      await get(me, `/users/${me.identity.Id}/ToggleFavoritePlant/${hollyhock}`);
      const id = await styleId('Cottage Garden');
      const page = await ok<PlantPage>(me, `/LandscapeStyles/${id}/PlantSearch/?c=50`);
      // Zone 7b lies in the cottage garden's 4a-8b: the data test promises every plant good there.
      expect(new Set(page.Items.map((item) => item.Thrive?.Score))).toEqual(new Set([1]));
      expect(page.Items.find((item) => item.Id === hollyhock)?.IsFavorite).toBe(true);

      // In a zone of theirs (zid): the shade of that zone makes the sun-lovers poor.
      const [shade] = await api.db
        .insert(zones)
        .values({
          yardId: yard!.id,
          userId: me.identity.Id,
          name: 'North bed',
          sunRequirementId: 1,
          waterRequirementId: 3,
        })
        .returning({ id: zones.id });
      const inShade = await ok<PlantPage>(me, `/LandscapeStyles/${id}/PlantSearch/?c=50&zid=${shade!.id}`);
      expect(inShade.Items.some((item) => item.Thrive?.Score !== 1)).toBe(true);
      const other = await gardener();
      // Another gardener's zone is answered as a missing one.
      expect((await get(other, `/LandscapeStyles/${id}/PlantSearch/?zid=${shade!.id}`)).statusCode).toBe(404);
    });

    test('an unknown style is 404', async () => {
      const me = await gardener();
      expect((await get(me, '/LandscapeStyles/999999/PlantSearch/')).statusCode).toBe(404);
      expect((await get(me, '/LandscapeStyles/1/PlantSearch/?c=0')).statusCode).toBe(400);
    });
  });

  describe('GET LandscapeStyles/{id}/Images/ and the plan', () => {
    const design = async (owner: Gardener, styleName: string) =>
      (
        await api.db
          .insert(landscapeDesigns)
          .values({
            userId: owner.identity.Id,
            styleId: await styleId(styleName),
            name: `${styleName} at home`,
            sunRequirementId: 6,
          })
          .returning({ id: landscapeDesigns.id })
      )[0]!.id;
    let photos = 0;
    const photo = async (owner: Gardener, designId: number, published: boolean, createdAt: Date) =>
      (
        await api.db
          .insert(images)
          .values({
            userId: owner.identity.Id,
            entityType: LANDSCAPE_DESIGN_IMAGE_TYPE,
            entityId: designId,
            storageKey: `test/style-photo-${++photos}.jpg`,
            thumbnailKey: `test/style-photo-${photos}-thumb.jpg`,
            contentType: 'image/jpeg',
            width: 750,
            height: 500,
            published,
            createdAt,
          })
          .returning({ id: images.id })
      )[0]!.id;

    test('the planting plan first, then the published photos of designs in the style, newest first', async () => {
      const me = await gardener();
      const neighbour = await gardener();
      const id = await styleId('Rain Garden');
      const theirs = await design(neighbour, 'Rain Garden');
      const mine = await design(me, 'Rain Garden');
      const older = await photo(neighbour, theirs, true, new Date('2026-04-01T10:00:00Z'));
      const newer = await photo(me, mine, true, new Date('2026-05-01T10:00:00Z'));
      const unpublishedOfTheirs = await photo(neighbour, theirs, false, new Date('2026-05-02T10:00:00Z'));
      const myUnpublished = await photo(me, mine, false, new Date('2026-05-03T10:00:00Z'));
      await photo(neighbour, await design(neighbour, 'Fern Glade'), true, new Date('2026-05-04T10:00:00Z'));

      const answer = await ok<LandscapeStyleImages>(me, `/LandscapeStyles/${id}/Images/`);
      const [plan, ...rest] = answer.Images;
      const [listed] = (await search(me, 'k=Rain Garden')).Items;
      expect(plan).toEqual({
        Id: 0,
        Url: listed!.Thumbnail,
        Kind: 'plan',
        Caption: `Planting plan of Rain Garden: ${listed!.PlantCount} plants, tallest at the back`,
        Width: 640,
        Height: 400,
      });
      expect(rest.map((image) => image.Id)).toEqual([newer, older]);
      expect(rest[0]).toMatchObject({
        Kind: 'photo',
        Caption: 'Rain Garden at home',
        Width: 750,
        Height: 500,
      });
      expect(rest[0]!.Url).toMatch(/^\/media\/test\/style-photo-\d+\.jpg\?e=\d+&s=/);
      expect(await ok(me, `/LandscapeStyles/${id}/Images/?published=1`)).toEqual(answer);

      const withMine = await ok<LandscapeStyleImages>(me, `/LandscapeStyles/${id}/Images/?published=0`);
      expect(withMine.Images.map((image) => image.Id)).toEqual([0, myUnpublished, newer, older]);
      expect(withMine.Images.map((image) => image.Id)).not.toContain(unpublishedOfTheirs);
    });

    test('a style nobody photographed has its plan alone; unknown style 404; bad flag 400', async () => {
      const me = await gardener();
      const answer = await ok<LandscapeStyleImages>(
        me,
        `/LandscapeStyles/${await styleId('Desert Garden')}/Images/`,
      );
      expect(answer.Images.map((image) => image.Kind)).toEqual(['plan']);
      expect((await get(me, '/LandscapeStyles/999999/Images/')).statusCode).toBe(404);
      const bad = await get(me, '/LandscapeStyles/1/Images/?published=maybe');
      expect([bad.statusCode, bad.json().message]).toEqual([
        400,
        expect.stringContaining('published must be 1, 0, true or false.'),
      ]);
    });

    test('Plan.svg: our SVG, public for <img>, cached for a year under its version, locked down', async () => {
      const id = await styleId('Japanese Garden');
      const [row] = await api.db
        .select({ planSvg: landscapeStyles.planSvg, thumbnail: landscapeStyles.thumbnail })
        .from(landscapeStyles)
        .where(eq(landscapeStyles.id, id));
      const response = await api.app.inject({ url: row!.thumbnail });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['content-security-policy']).toBe(
        "default-src 'none'; style-src 'unsafe-inline'",
      );
      expect(response.body).toBe(row!.planSvg);
      expect(response.body).toContain('<title id="plan-title">Planting plan: Japanese Garden</title>');
      const stale = await api.app.inject({ url: `/api/LandscapeStyles/${id}/Plan.svg?v=old` });
      expect([stale.statusCode, stale.headers['cache-control']]).toEqual([200, 'public, no-cache']);
      expect((await api.app.inject({ url: '/api/LandscapeStyles/999999/Plan.svg' })).statusCode).toBe(404);
      expect((await api.app.inject({ url: '/api/LandscapeStyles/abc/Plan.svg' })).statusCode).toBe(400);
    });
  });

  test('seeding again writes the same styles, attributes and plans, and adds nothing', async () => {
    const snapshot = async () => ({
      styles: await api.db
        .select({ id: landscapeStyles.id, name: landscapeStyles.name, thumbnail: landscapeStyles.thumbnail })
        .from(landscapeStyles)
        .where(inArray(landscapeStyles.name, ALL_NAMES))
        .orderBy(landscapeStyles.id),
      attributes: (await api.db.select({ n: sql<number>`count(*)::int` }).from(landscapeStyleAttributes))[0]!
        .n,
    });
    const before = await snapshot();
    expect(before.styles).toHaveLength(STYLES.length);
    await seedReferenceData(api.db);
    expect(await snapshot()).toEqual(before);
  });
});
