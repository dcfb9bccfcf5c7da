import type { DidYouMean, SearchSuggestions } from '@thrive/shared/contracts';
import { SEARCH_SUGGESTION_MESSAGES } from '@thrive/shared/contracts';
import { plantPopularity } from '../../db/schema';
import { plantNameKey } from '../plant-search/plant-name-key';
import { forgetReferenceRoom } from '../common/reference-cache';
import { NAME_MATCH_RANK } from './name-matches';
import { photoApp } from '../../testing/photo-fixture';
import { loadCatalogue, type OraclePlant } from '../../testing/plant-catalogue-oracle';
import { importedPhotoRow, storedIllustrationAddress } from '../../testing/plant-pictures';
import type { Gardener } from '../../testing/seeded-app';
import { testDatabases } from '../../testing/test-databases';

const NOW = new Date('2026-05-02T15:30:00.000Z');

/** The rank the suggestions order by, said again in plain code to check the SQL against. */
function oracleRank(plant: OraclePlant, key: string): number {
  const startsAWord = (name: string) => ` ${plantNameKey(name)}`.includes(` ${key}`);
  const common = plantNameKey(plant.commonName);
  if (common === key) return NAME_MATCH_RANK.commonName;
  if (common.endsWith(` ${key}`)) return NAME_MATCH_RANK.kind;
  if (common.startsWith(key)) return NAME_MATCH_RANK.commonNameStart;
  if (startsAWord(plant.commonName)) return NAME_MATCH_RANK.commonNameWord;
  if (plant.otherNames.some(startsAWord)) return NAME_MATCH_RANK.otherName;
  if (startsAWord(plant.botanicalName)) return NAME_MATCH_RANK.botanicalName;
  return NAME_MATCH_RANK.spread;
}

/** Every word of the key starts a word of one of the plant's names (the full-text match). */
function oracleMatches(plant: OraclePlant, key: string): boolean {
  const words = [plant.commonName, plant.botanicalName, ...plant.otherNames]
    .map(plantNameKey)
    .join(' ')
    .split(' ');
  return key.split(' ').every((typed) => words.some((word) => word.startsWith(typed)));
}

/** The first n suggested plants, as the catalogue in memory says they should be. */
function expectedPlants(catalogue: OraclePlant[], text: string, n: number): number[] {
  const key = plantNameKey(text);
  const order = (plant: OraclePlant) =>
    [
      oracleRank(plant, key),
      plant.weedStatus === null ? 0 : 1,
      plant.source === 'curated' ? 0 : 1,
      plantNameKey(plant.commonName).length,
    ] as const;
  return catalogue
    .filter((plant) => oracleMatches(plant, key))
    .sort((a, b) => {
      const [x, y] = [order(a), order(b)];
      for (const at of [0, 1, 2, 3] as const) if (x[at] !== y[at]) return x[at] - y[at];
      const [p, q] = [a.commonName.toLowerCase(), b.commonName.toLowerCase()];
      return p < q ? -1 : p > q ? 1 : a.id - b.id;
    })
    .slice(0, n)
    .map((plant) => plant.id);
}

describe.each(testDatabases())(
  'issue 18: suggestions as you type and "did you mean" on $driver',
  (testDb) => {
    const api = photoApp(testDb, { prefix: 'search-suggestions', now: NOW });
    let catalogue: OraclePlant[];
    let me: Gardener;
    beforeAll(async () => {
      catalogue = await loadCatalogue(api.db);
      me = await api.gardener();
    });

    const suggestions = (who: Gardener, query: string): Promise<SearchSuggestions> =>
      api.ok(who, 'GET', `/Plants/0/Suggestions?${query}`);
    const suggest = (text: string, n?: number) =>
      suggestions(me, `k=${encodeURIComponent(text)}${n === undefined ? '' : `&n=${n}`}`);
    const meant = async (text: string) =>
      ((await api.ok(me, 'GET', `/Plants/0/DidYouMean?k=${encodeURIComponent(text)}`)) as DidYouMean).Text;
    const plantNamed = (commonName: string) => catalogue.find((plant) => plant.commonName === commonName)!;

    describe('GET Plants/0/Suggestions', () => {
      test('a kind of plant first: "rose" suggests the roses (names ending in Rose) before Rosemary and Rose Mallow', async () => {
        const names = (await suggest('rose', 20)).Plants.map((plant) => plant.CommonName);
        expect(names).toEqual(
          expect.arrayContaining(['Knock Out Rose', 'Rugosa Rose', 'Rosemary', 'Rose Mallow']),
        );
        expect(names.indexOf('Knock Out Rose')).toBeLessThan(names.indexOf('Rosemary'));
        expect(names.indexOf('Rugosa Rose')).toBeLessThan(names.indexOf('Rose Mallow'));
      });

      test.each(['ro', 'rose', 'tom', 'lily', 'sa', 'hens and', 'lycop', 'cher tom', 'maple', 'ivy'])(
        'common names first, then other and botanical names; weeds last, curated, shorter names first at equal rank: %j',
        async (text) => {
          const found = await suggest(text, 20);
          expect(found.Plants.map((plant) => plant.Id)).toEqual(
            expectedPlants(catalogue, text, 20 - found.Categories.length),
          );
        },
      );

      test('issue 28: noxious and invasive weeds after the rest at equal rank: "periw" suggests Madagascar before Common Periwinkle', async () => {
        const names = (await suggest('periw')).Plants.map((plant) => plant.CommonName);
        // Both names have "periw" start a later word; the shorter name would come first.
        expect(names).toEqual(['Madagascar Periwinkle', 'Common Periwinkle']);
        const ivies = (await suggest('ivy', 20)).Plants.filter((plant) => plant.CommonName.endsWith(' Ivy'));
        expect(ivies.map((plant) => plant.CommonName).at(-1)).toBe('English Ivy');
      });

      test('each suggestion names the name that matched, with the common and botanical names', async () => {
        const [byBotanical] = (await suggest('lycopersicum')).Plants;
        expect(byBotanical).toMatchObject({ Name: 'Solanum lycopersicum', CommonName: 'Tomato' });
        const hens = plantNamed('Hens and Chicks');
        expect((await suggest('hens and')).Plants[0]).toMatchObject({
          Id: hens.id,
          Name: 'Hens and Chicks',
          BotanicalName: hens.botanicalName,
        });
        const other = catalogue.find((plant) => plant.otherNames.includes('Strawberry Tomato'))!;
        const strawberry = (await suggest('strawberry tom')).Plants.find((plant) => plant.Id === other.id);
        expect(strawberry).toMatchObject({ Name: 'Strawberry Tomato', CommonName: other.commonName });
      });

      test('popular before obscure at equal rank: the lily gardeners grow most comes first among the lilies', async () => {
        const lilies = (await suggest('lily', 20)).Plants.filter((plant) =>
          plant.CommonName.endsWith(' Lily'),
        );
        const last = lilies.at(-1)!;
        expect(lilies[0]?.Id).not.toBe(last.Id);
        await api.db
          .insert(plantPopularity)
          .values({ plantId: last.Id, score: 50, growers: 10, favorites: 10, viewers: 0, computedAt: NOW });
        try {
          forgetReferenceRoom(api.db, 'plant-search');
          expect((await suggest('lily', 20)).Plants[0]?.Id).toBe(last.Id);
        } finally {
          await api.db.delete(plantPopularity);
          forgetReferenceRoom(api.db, 'plant-search');
        }
      });

      test('a plural finds the singular names: "roses" suggests the roses', async () => {
        const names = (await suggest('roses')).Plants.map((plant) => plant.CommonName);
        expect(names).toEqual(expect.arrayContaining(['Knock Out Rose', 'Rugosa Rose']));
      });

      test('categories whose name the text starts, before the plants and within n', async () => {
        expect((await suggest('veg')).Categories).toEqual([{ Id: 1, Name: 'Vegetables' }]);
        expect((await suggest('Herb')).Categories).toEqual([{ Id: 2, Name: 'Herbs' }]);
        expect((await suggest('house')).Categories).toEqual([
          expect.objectContaining({ Name: 'Houseplants' }),
        ]);
        expect((await suggest('tomato')).Categories).toEqual([]);
        const one = await suggest('herb', 1);
        expect(one).toEqual({ Plants: [], Categories: [{ Id: 2, Name: 'Herbs' }] });
      });

      test('at most n suggestions (8 unless asked), each plant once', async () => {
        const eight = await suggest('r');
        expect(eight.Plants.length + eight.Categories.length).toBe(8);
        const three = await suggest('r', 3);
        expect(three.Plants.map((plant) => plant.Id)).toEqual(
          eight.Plants.slice(0, 3).map((plant) => plant.Id),
        );
        const twenty = await suggest('a', 20);
        expect(twenty.Categories).toEqual([expect.objectContaining({ Name: 'Annuals' })]);
        expect(twenty.Plants).toHaveLength(19);
        expect(new Set(twenty.Plants.map((plant) => plant.Id)).size).toBe(19);
        expect(await suggest('xqzzv')).toEqual({ Plants: [], Categories: [] });
        expect(await suggest('!!')).toEqual({ Plants: [], Categories: [] });
      });

      test("pictures as in search results: the catalogue's, or the gardener's own photo for them alone", async () => {
        const other = await api.gardener();
        const hosta = plantNamed('Hosta');
        const drawing = await storedIllustrationAddress(api.db, hosta.id);
        const [before] = (await suggest('hosta')).Plants;
        expect(before).toMatchObject({ Id: hosta.id, Thumbnail: drawing });

        const own = await api.uploaded(me, { plantId: hosta.id });
        expect((await suggest('hosta')).Plants[0]?.Thumbnail).toBe(own.Thumbnail);
        // Suggestions are the catalogue's: another gardener's photo never shows.
        expect((await suggestions(other, 'k=hosta')).Plants[0]?.Thumbnail).toBe(drawing);

        const lavender = plantNamed('English Lavender');
        const imported = await importedPhotoRow(api.db, lavender.id, `p${lavender.id}-suggested`);
        const [withPhoto] = (await suggestions(other, 'k=english lav')).Plants;
        expect(withPhoto?.Thumbnail).toMatch(
          new RegExp(`^/media/${imported.thumbnailKey.replace(/[.]/g, '\\.')}\\?`),
        );
      });

      test.each([
        ['', SEARCH_SUGGESTION_MESSAGES.text],
        ['k=', SEARCH_SUGGESTION_MESSAGES.text],
        ['k=%20%20%20', SEARCH_SUGGESTION_MESSAGES.text],
        [`k=${'a'.repeat(101)}`, SEARCH_SUGGESTION_MESSAGES.tooLong],
        ['k=rose&n=0', SEARCH_SUGGESTION_MESSAGES.count],
        ['k=rose&n=21', SEARCH_SUGGESTION_MESSAGES.count],
        ['k=rose&n=2.5', SEARCH_SUGGESTION_MESSAGES.count],
        ['k=rose&n=many', SEARCH_SUGGESTION_MESSAGES.count],
      ])('%j is refused with 400 and a message', async (query, message) => {
        expect(await api.refused(me, 'GET', `/Plants/0/Suggestions?${query}`)).toMatchObject({
          status: 400,
          body: { message },
        });
      });

      test('100 characters after trimming are accepted; without a session the call is refused', async () => {
        const response = await api.send(me, 'GET', `/Plants/0/Suggestions?k=%20${'a'.repeat(100)}%20`);
        expect(response.statusCode).toBe(200);
        expect((await api.send(null, 'GET', '/Plants/0/Suggestions?k=rose')).statusCode).toBe(401);
      });
    });

    describe('GET Plants/0/DidYouMean', () => {
      test('a misspelt name answers the closest name: "hydragea" -> hydrangea', async () => {
        expect(await meant('hydragea')).toMatch(/hydrangea/);
        expect(await meant('lavendr')).toBe('lavender');
      });

      test('each word is replaced by its closest whole word: "hydrangia blu" -> "hydrangea blue"', async () => {
        expect(await meant('hydrangia blu')).toBe('hydrangea blue');
        expect(await meant('blak eyed susan')).toBe('black eyed susan');
      });

      test('null when nothing is close, or when the text is already the catalogue’s words', async () => {
        expect(await meant('xqzzv')).toBeNull();
        expect(await meant('qwpx zzkv')).toBeNull();
        expect(await meant('rose')).toBeNull();
        expect(await meant('%%')).toBeNull();
      });

      test('the text is checked as the suggestions check it', async () => {
        expect(await api.refused(me, 'GET', '/Plants/0/DidYouMean?k=%20')).toMatchObject({
          status: 400,
          body: { message: SEARCH_SUGGESTION_MESSAGES.text },
        });
        expect(await api.refused(me, 'GET', `/Plants/0/DidYouMean?k=${'b'.repeat(101)}`)).toMatchObject({
          status: 400,
          body: { message: SEARCH_SUGGESTION_MESSAGES.tooLong },
        });
      });
    });
  },
);
