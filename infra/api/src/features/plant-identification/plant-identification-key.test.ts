import {
  GROWTH_FORMS,
  IDENTIFICATION_PAGE_SIZE,
  type IdentificationKeyAnswer,
  type IdentificationKeyQuery,
} from '@thrive/shared/contracts';
import { plants } from '../../db/schema';
import { readCatalogueFiles } from '../../reference-data/reference-files';
import { storedIllustrationAddress } from '../../testing/plant-pictures';
import { seededApp, type Gardener } from '../../testing/seeded-app';
import { signedInDirectly } from '../../testing/identity-fixture';
import { testDatabases } from '../../testing/test-databases';

const CURATED_PLANTS = readCatalogueFiles().reduce((all, file) => all + file.entries.length, 0);
/** An imported plant (not ours): a shrub whose table gave no colours, no flower times and no leaf traits. */
const IMPORTED = { commonName: 'Aaron’s test shrub', botanicalName: 'Testus importatus' };

describe.each(testDatabases())('the identification key over the catalogue, on $driver', (testDb) => {
  const api = seededApp(testDb, async (db) => {
    await db.insert(plants).values({
      ...IMPORTED,
      categoryId: 8, // Shrubs
      lifecycle: 'perennial',
      heightMinIn: 24,
      heightMaxIn: 48,
      leafRetentionId: 1, // Deciduous
      source: 'usda-plants',
    });
  });
  let me: Gardener;
  beforeAll(async () => {
    me = await signedInDirectly(api.db, { email: 'identification-key@example.com' });
  });

  const key = async (query: IdentificationKeyQuery) => {
    const text = new URLSearchParams(Object.entries(query).map(([name, value]) => [name, String(value)]));
    const response = await api.app.inject({
      url: `/api/Plants/0/IdentificationKey/?${text.toString()}`,
      headers: me.headers,
    });
    expect(`${response.statusCode} ${response.body.slice(0, 300)}`).toMatch(/^200 /);
    return response.json() as IdentificationKeyAnswer;
  };
  const names = (answer: IdentificationKeyAnswer) => answer.Candidates.map((plant) => plant.CommonName);
  const optionCounts = (answer: IdentificationKeyAnswer, question: string) =>
    Object.fromEntries(
      answer.Questions.find((q) => q.Key === question)!.Options.map((option) => [option.Value, option.Count]),
    );

  test('a shrub with blue flowers and opposite leaves: Bigleaf Hydrangea is among the few left', async () => {
    const answer = await key({ form: 'shrubs', flowerColour: 'blue', leafArrangement: 'opposite' });
    expect(answer.Method).toBe('identification-key');
    const known = answer.Candidates.filter((plant) => plant.UnknownAnswers === 0);
    expect(names({ ...answer, Candidates: known }).sort()).toEqual([
      'American Beautyberry',
      'Bigleaf Hydrangea',
      'Bluebeard',
      'Butterfly Bush',
      'Chaste Tree',
      'Common Lilac',
    ]);
    expect(known.every((plant) => plant.MatchedAnswers === 3 && plant.CategoryName === 'Shrubs')).toBe(true);
    // The imported shrub's data says nothing of its flowers or leaves: it stays, last.
    expect(answer.TotalRows).toBe(7);
    expect(answer.Candidates.at(-1)).toMatchObject({
      BotanicalName: IMPORTED.botanicalName,
      MatchedAnswers: 1,
      UnknownAnswers: 2,
    });
    // The next question tells them apart; the answered ones are not asked again.
    expect(answer.NextQuestion).not.toBeNull();
    expect(['form', 'flowerColour', 'leafArrangement']).not.toContain(answer.NextQuestion);
  });

  test('each answer narrows the candidates, down to one plant, and then nothing is left to ask', async () => {
    const all = await key({});
    expect(all.TotalRows).toBe(CURATED_PLANTS + 1);
    const trees = await key({ form: 'trees' });
    const fanTrees = await key({ form: 'trees', leafShape: 'fan' });
    expect(names(fanTrees).sort()).toEqual(['Cabbage Palm', 'Ginkgo', 'Windmill Palm']);
    const ginkgo = await key({ form: 'trees', leafShape: 'fan', evergreen: 'deciduous' });
    expect(names(ginkgo)).toEqual(['Ginkgo']);
    expect([all, trees, fanTrees, ginkgo].map((answer) => answer.TotalRows)).toEqual([
      CURATED_PLANTS + 1,
      expect.any(Number),
      3,
      1,
    ]);
    expect(trees.TotalRows).toBeLessThan(all.TotalRows);
    expect(trees.TotalRows).toBeGreaterThan(3);
    expect(ginkgo.NextQuestion).toBeNull();
  });

  test('option counts add up: each plant has one growth form, so the forms share the candidates', async () => {
    const answer = await key({ flowerColour: 'blue' });
    const forms = optionCounts(answer, 'form');
    expect(Object.keys(forms)).toEqual([...GROWTH_FORMS]);
    expect(Object.values(forms).reduce((sum, count) => sum + count, 0)).toBe(answer.TotalRows);
  });

  test('an option’s count is what choosing it would leave, the other answers kept', async () => {
    const answer = await key({ form: 'shrubs', flowerColour: 'blue' });
    const forms = optionCounts(answer, 'form');
    expect(forms.shrubs).toBe(answer.TotalRows);
    expect(forms.trees).toBe((await key({ form: 'trees', flowerColour: 'blue' })).TotalRows);
    const arrangements = optionCounts(answer, 'leafArrangement');
    expect(arrangements.opposite).toBe(
      (await key({ form: 'shrubs', flowerColour: 'blue', leafArrangement: 'opposite' })).TotalRows,
    );
    // Only the imported shrub could have needles in bundles: its leaves are not known.
    expect(arrangements['clustered-needles']).toBe(1);
    // No blue-flowered shrub dies back in winter, the imported one included: the screen hides that option.
    expect(optionCounts(answer, 'evergreen')['dies-back']).toBe(0);
  });

  test('a plant whose data lacks a trait is not ruled out by it, but ranks after those known to match', async () => {
    const answer = await key({ form: 'shrubs', leafShape: 'oval', c: 50 });
    expect(answer.TotalRows).toBeLessThanOrEqual(50); // all on this page
    const imported = answer.Candidates.find((plant) => plant.BotanicalName === IMPORTED.botanicalName);
    expect(imported).toMatchObject({ MatchedAnswers: 1, UnknownAnswers: 1 });
    expect(answer.Candidates.at(-1)?.BotanicalName).toBe(IMPORTED.botanicalName);
    expect(answer.Candidates.slice(0, -1).every((plant) => plant.MatchedAnswers === 2)).toBe(true);
    // A trait its data does say still rules it out: it drops its leaves.
    const evergreen = await key({ form: 'shrubs', leafShape: 'oval', evergreen: 'evergreen', c: 50 });
    expect(evergreen.Candidates.map((plant) => plant.BotanicalName)).not.toContain(IMPORTED.botanicalName);
  });

  test('candidates come a page at a time, in one order, as plant list items', async () => {
    const first = await key({ form: 'perennials', c: 5 });
    const second = await key({ form: 'perennials', c: 5, i: 1 });
    const both = await key({ form: 'perennials', c: 10 });
    expect([...names(first), ...names(second)]).toEqual(names(both));
    expect(first).toMatchObject({ i: 0, c: 5, TotalRows: both.TotalRows });
    expect(first.Candidates[0]).toMatchObject({
      CategoryName: 'Perennials',
      // No photo of it: its generated drawing (issue 17).
      Thumbnail: await storedIllustrationAddress(api.db, first.Candidates[0]!.Id),
      IsFavorite: false,
      Thrive: null,
    });
    expect((await key({ form: 'perennials' })).Candidates).toHaveLength(IDENTIFICATION_PAGE_SIZE);
    const past = await key({ form: 'perennials', i: 100 });
    expect([past.Candidates, past.TotalRows]).toEqual([[], both.TotalRows]);
  });

  test('an unknown option, or a page out of bounds, is 400 with a message that says what to do', async () => {
    const cases: [string, string][] = [
      ['leafShape=spiky', 'Choose a leaf shape from the list.'],
      ['form=cactus', 'Choose a growth form from the list.'],
      ['flowerColour=', 'Choose a flower colour from the list.'],
      ['height=tall', 'Choose a height from the list.'],
      ['c=51', 'The page size must be at most 50.'],
      ['i=-1', 'The page must not be negative.'],
    ];
    for (const [query, message] of cases) {
      const response = await api.app.inject({
        url: `/api/Plants/0/IdentificationKey/?${query}`,
        headers: me.headers,
      });
      expect(`${query}: ${response.statusCode} ${response.json().message}`).toBe(`${query}: 400 ${message}`);
    }
  });

  test('signed out, the key is 401', async () => {
    expect((await api.app.inject({ url: '/api/Plants/0/IdentificationKey/' })).statusCode).toBe(401);
  });
});
