import type { PlantPage, PlantSearchFilter, PlantSearchOptions } from '@thrive/shared/contracts';
import { listItems } from '../common/reference-lists';
import { plantNameKey } from './plant-name-key';
import { queryKind } from './plant-kind';
import { signedInDirectly } from '../../testing/identity-fixture';
import {
  byCommonName,
  idsOf,
  loadCatalogue,
  nameOrder,
  type OraclePlant,
} from '../../testing/plant-catalogue-oracle';
import { storedIllustrationAddress } from '../../testing/plant-pictures';
import { seededApp, type Gardener } from '../../testing/seeded-app';
import { testDatabases } from '../../testing/test-databases';

/** What the tiers of relevance mean, said again in plain code to check the SQL against. */
function matchTier(plant: OraclePlant, text: string): 'exact' | 'prefix' | 'words' | 'other' {
  const key = plantNameKey(text);
  const names = [plant.commonName, plant.botanicalName, ...plant.otherNames].map(plantNameKey);
  if (names.includes(key)) return 'exact';
  if (names.some((name) => name.startsWith(key))) return 'prefix';
  const words = names.join(' ').split(' ');
  if (key.split(' ').every((part) => words.some((word) => word.startsWith(part)))) return 'words';
  return 'other';
}
const TIER_ORDER = ['exact', 'prefix', 'words', 'other'];

describe.each(testDatabases())('plant search: text, relevance, paging and sorts on $driver', (testDb) => {
  const api = seededApp(testDb);
  let catalogue: OraclePlant[];
  let me: Gardener;
  beforeAll(async () => {
    catalogue = await loadCatalogue(api.db);
    me = await signedInDirectly(api.db, { email: 'searcher@example.com' });
  });

  const post = (filter: PlantSearchFilter, headers = me.headers) =>
    api.app.inject({ method: 'POST', url: '/api/users/0/PlantSearch/', headers, payload: filter });
  const search = async (filter: PlantSearchFilter): Promise<PlantPage> => {
    const response = await post(filter);
    expect(`${response.statusCode} ${response.body.slice(0, 200)}`).toMatch(/^200 /);
    return response.json();
  };
  const names = async (k: string, c = 5) => (await search({ k, c })).Items.map((item) => item.CommonName);
  const plantNamed = (botanicalName: string) =>
    catalogue.find((plant) => plant.botanicalName === botanicalName)!;

  describe('relevance', () => {
    test('exact name first: "hosta" and "Hosta spp." list Hosta first', async () => {
      expect((await names('hosta'))[0]).toBe('Hosta');
      expect(await names('Hosta spp.')).toEqual(['Hosta']);
      expect((await names('HOSTA'))[0]).toBe('Hosta');
    });

    test('typo-tolerant: "hostaa" finds Hosta, "lavendar" finds the lavenders', async () => {
      expect((await names('hostaa'))[0]).toBe('Hosta');
      expect(await names('lavendar')).toEqual(expect.arrayContaining(['English Lavender']));
    });

    test('"tomato" finds Solanum lycopersicum first', async () => {
      const page = await search({ k: 'tomato' });
      expect(page.Items[0]).toMatchObject({ CommonName: 'Tomato', BotanicalName: 'Solanum lycopersicum' });
    });

    test.each([
      ['Solanum lycopersicum', 'Solanum lycopersicum'],
      ['solanum lycopersicum', 'Solanum lycopersicum'],
      ['Abelia × grandiflora', 'Abelia × grandiflora'],
      ['Abelia grandiflora', 'Abelia × grandiflora'],
      ["Hylotelephium 'Herbstfreude'", "Hylotelephium 'Herbstfreude'"],
      ['Hylotelephium Herbstfreude', "Hylotelephium 'Herbstfreude'"],
    ])('a botanical name finds its plant first: %j', async (k, botanical) => {
      const page = await search({ k, c: 3 });
      expect(page.Items[0]?.Id).toBe(plantNamed(botanical).id);
    });

    test('issue 18: the kind the text names first (its most named genus first), then exact, prefix, word matches and the rest', async () => {
      let mixed = 0;
      for (const k of ['rose', 'tom', 'lily of', 'basi', 'peper', 'mint', 'cone']) {
        const page = await search({ k, c: 50 });
        const byId = new Map(catalogue.map((plant) => [plant.id, plant]));
        const named = new Map((await queryKind(api.db, k)).genera.map((kind) => [kind.genus, kind.plants]));
        // A plant's kind group: how many plants of its genus the text's kind names, most first.
        const group = (plant: OraclePlant) =>
          -(named.get(plantNameKey(plant.botanicalName).split(' ')[0]!) ?? 0);
        const order = page.Items.map((item) => {
          const plant = byId.get(item.Id)!;
          return [group(plant), TIER_ORDER.indexOf(matchTier(plant, k))] as const;
        });
        const sorted = [...order].sort((a, b) => a[0] - b[0] || a[1] - b[1]);
        expect({ k, order }).toEqual({ k, order: sorted });
        if (new Set(order.map(([, tier]) => tier)).size > 1) mixed += 1;
      }
      expect(mixed).toBeGreaterThan(3); // the queries do mix tiers, so the order was tested
    });

    test('prefix before fuzzy: "peper" lists the Peperomias before Pepper, which it finds by typo', async () => {
      const found = await names('peper', 10);
      expect(found.indexOf('Pepper')).toBeGreaterThan(found.indexOf('Watermelon Peperomia'));
      expect(found.indexOf('Watermelon Peperomia')).toBe(0);
    });

    test('within a tier, the closer common name first: "tom" gives Tomato before Tomatillo', async () => {
      expect((await names('tom')).slice(0, 2)).toEqual(['Tomato', 'Tomatillo']);
    });

    test('the description counts at a low weight: a plant that only mentions hostas comes after Hosta', async () => {
      const found = await names('hosta');
      expect(found[0]).toBe('Hosta');
      expect(found.length).toBeGreaterThan(1);
      const mentions = catalogue.filter(
        (plant) => /hosta/i.test(plant.description) && plant.commonName !== 'Hosta',
      );
      expect(found.slice(1).sort()).toEqual(mentions.map((plant) => plant.commonName).sort());
    });

    test('text with no words, or nothing close, finds nothing or everything as it should', async () => {
      expect((await search({ k: 'zzqxj' })).TotalRows).toBe(0);
      expect((await search({ k: '' })).TotalRows).toBe(catalogue.length);
      expect((await search({ k: ' ×. ' })).TotalRows).toBe(catalogue.length);
    });
  });

  describe('paging and sorts', () => {
    test('an empty k lists every plant in common-name order', async () => {
      const page = await search({ c: 50 });
      expect(page.TotalRows).toBe(catalogue.length);
      expect(idsOf(page.Items)).toEqual(idsOf([...catalogue].sort(byCommonName).slice(0, 50)));
    });

    test('pages (i, c) follow each other without overlap and carry TotalRows, i and c', async () => {
      const first = await search({ c: 10, i: 0 });
      const second = await search({ c: 10, i: 1 });
      expect([first.i, first.c, second.i, second.c]).toEqual([0, 10, 1, 10]);
      expect(second.TotalRows).toBe(catalogue.length);
      const sorted = idsOf([...catalogue].sort(byCommonName));
      expect([...idsOf(first.Items), ...idsOf(second.Items)]).toEqual(sorted.slice(0, 20));
      const last = Math.floor((catalogue.length - 1) / 10);
      expect(idsOf((await search({ c: 10, i: last })).Items)).toEqual(sorted.slice(last * 10));
    });

    test('a page past the end is empty and still says how many there are', async () => {
      const page = await search({ k: 'basil', c: 2, i: 40 });
      expect(page).toEqual({ Items: [], TotalRows: 4, i: 40, c: 2 });
    });

    test('sorts: common name down, botanical name up; Relevance without text is the name order', async () => {
      const desc = await search({ s: 'CommonName DESC', c: 30 });
      expect(idsOf(desc.Items)).toEqual(idsOf([...catalogue].sort(nameOrder('commonName', -1)).slice(0, 30)));
      const botanical = await search({ s: 'BotanicalName ASC', c: 30 });
      expect(idsOf(botanical.Items)).toEqual(
        idsOf([...catalogue].sort(nameOrder('botanicalName')).slice(0, 30)),
      );
      const byName = await search({ s: 'CommonName ASC', c: 30 });
      expect(idsOf((await search({ s: 'Relevance', c: 30 })).Items)).toEqual(idsOf(byName.Items));
    });

    test('a sort by name with text keeps the matches and orders them by name', async () => {
      const relevant = await search({ k: 'basil' });
      const named = await search({ k: 'basil', s: 'CommonName ASC' });
      expect(named.TotalRows).toBe(relevant.TotalRows);
      expect(named.Items.map((item) => item.CommonName)).toEqual(
        relevant.Items.map((item) => item.CommonName).sort((a, b) =>
          a.toLowerCase() < b.toLowerCase() ? -1 : 1,
        ),
      );
    });

    test('items are plant list items: names, category, requirements, favorite mark, no score without a zone', async () => {
      const [hosta] = (await search({ k: 'Hosta spp.' })).Items;
      const plant = plantNamed('Hosta spp.');
      expect(hosta).toEqual({
        Id: plant.id,
        CommonName: 'Hosta',
        BotanicalName: 'Hosta spp.',
        OtherNames: plant.otherNames,
        CategoryId: plant.categoryId,
        CategoryName: 'Perennials',
        // No photo of it: its generated drawing (issue 17).
        Thumbnail: await storedIllustrationAddress(api.db, plant.id),
        SunRequirementId: plant.sunRequirementId,
        AltSunRequirementId: plant.altSunRequirementId,
        WaterRequirementId: plant.waterRequirementId,
        ZoneLowId: plant.zoneLowId,
        ZoneHighId: plant.zoneHighId,
        IsFavorite: false,
        Thrive: null,
      });
    });
  });

  describe('GET Plants/0/Search/ (quick search)', () => {
    const quick = (query: string, headers = me.headers) =>
      api.app.inject({ method: 'GET', url: `/api/Plants/0/Search/?${query}`, headers });

    test('maps cid, lid, sid, wid, f and t onto the search filters (b, lat, lng accepted)', async () => {
      const response = await quick(
        'k=sage&cid=2&lid=3&sid=6&wid=2&f=3&t=1&b=7&lat=40.7&lng=-74&c=50&s=CommonName%20ASC',
      );
      expect(response.statusCode).toBe(200);
      const full = await search({
        k: 'sage',
        cid: 2,
        LeafRetentions: [3],
        SunRequirementsIds: [6],
        WaterRequirementsIds: [2],
        FlowerTimes: [3],
        Tolerances: [1],
        c: 50,
        s: 'CommonName ASC',
      });
      expect(full.Items.map((item) => item.CommonName)).toContain('Common Sage');
      expect(full.TotalRows).toBeLessThan((await search({ k: 'sage' })).TotalRows);
      expect(response.json()).toEqual(full);
    });

    test('0 means any: the quick search with only k is the full search with only k', async () => {
      const response = await quick('k=tomato&cid=0&sid=0');
      expect(response.json()).toEqual(await search({ k: 'tomato' }));
    });

    test('bad parameters are 400s naming the query parameter', async () => {
      const unknown = await quick('sid=99&f=42');
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json().fields).toEqual({
        'querystring.sid': 'There is no sun requirement 99.',
        'querystring.f': 'There is no flower time 42.',
      });
      const tooMany = await quick('c=51');
      expect(tooMany.statusCode).toBe(400);
      expect(tooMany.json().fields).toEqual({ 'querystring.c': 'The page size must be at most 50.' });
    });
  });

  test('GET Common/0/PlantSearchOptions lists categories with their Key, flower times and leaf retentions', async () => {
    const response = await api.app.inject({ url: '/api/Common/0/PlantSearchOptions', headers: me.headers });
    expect(response.statusCode).toBe(200);
    const options: PlantSearchOptions = response.json();
    const categories = await listItems(api.db, 'plant-categories');
    expect(options.Categories).toEqual(categories.map(({ Id, Name, Key }) => ({ Id, Name, Key })));
    expect(options.Categories[0]).toEqual({ Id: 1, Name: 'Vegetables', Key: 'vegetables' });
    const plain = async (list: string) =>
      (await listItems(api.db, list)).map(({ Id, Name }) => ({ Id, Name }));
    expect(options.FlowerTimes).toEqual(await plain('flower-times'));
    expect(options.LeafRetentions).toEqual(await plain('leaf-retentions'));
  });

  test('every search call needs a signed-in gardener (401 without a token)', async () => {
    const calls = [
      { method: 'POST' as const, url: '/api/users/0/PlantSearch/', payload: { k: 'hosta' } },
      { method: 'GET' as const, url: '/api/Plants/0/Search/?k=hosta' },
      { method: 'GET' as const, url: '/api/Common/0/PlantSearchOptions' },
    ];
    for (const call of calls) {
      const response = await api.app.inject(call);
      expect(`${call.url} ${response.statusCode}`).toBe(`${call.url} 401`);
    }
    const forged = await post({ k: 'hosta' }, { ...me.headers, 'x-token': 'not-a-token' });
    expect(forged.statusCode).toBe(401);
  });
});
