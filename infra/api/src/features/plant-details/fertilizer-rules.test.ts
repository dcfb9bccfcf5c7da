import { readList } from '../../reference-data/reference-files';
import { FERTILIZER, fertilizerRuleFor, type FertilizerFacts } from './fertilizer-rules';

const plant = (botanicalName: string, categoryKey: string, more: Partial<FertilizerFacts> = {}) =>
  fertilizerRuleFor({
    botanicalName,
    categoryKey,
    lifecycle: 'perennial',
    waterRequirementId: 3,
    showyFlowers: true,
    ...more,
  });

describe('fertilizer recommendation rules (plant details fertilizer strategy)', () => {
  test('the rule ids name the options of lists/fertilizers.json', () => {
    const names = new Map(readList('fertilizers').map((item) => [item.Id, item.Name]));
    expect(names.get(FERTILIZER.balanced)).toMatch(/balanced/i);
    expect(names.get(FERTILIZER.slowRelease)).toMatch(/slow-release/i);
    expect(names.get(FERTILIZER.compost)).toMatch(/compost/i);
    expect(names.get(FERTILIZER.acidLoving)).toMatch(/acid/i);
    expect(names.get(FERTILIZER.bloomBooster)).toMatch(/bloom/i);
    expect(names.get(FERTILIZER.highNitrogen)).toMatch(/nitrogen/i);
    expect(names.get(FERTILIZER.liquid)).toMatch(/liquid/i);
    expect(names.get(FERTILIZER.none)).toMatch(/no fertilizer/i);
  });

  test.each([
    ['Vaccinium corymbosum', 'fruit'],
    ['Rhododendron catawbiense', 'shrubs'],
    ['Camellia japonica', 'shrubs'],
    ['Gardenia jasminoides', 'shrubs'],
    ['Hydrangea macrophylla', 'shrubs'],
  ])('acid lovers (%s) get acid-loving plant food, whatever their category', (name, category) => {
    const rule = plant(name, category);
    expect(rule.recommended).toEqual([FERTILIZER.acidLoving]);
    expect(rule.advice).toMatch(/acid/);
  });

  test('a genus name does not match a longer genus that starts the same', () => {
    expect(plant('Ericameria nauseosa', 'shrubs').recommended).not.toContain(FERTILIZER.acidLoving);
  });

  test('flowering annuals get a bloom booster (or a liquid feed); foliage annuals a balanced feed', () => {
    expect(plant('Zinnia elegans', 'annuals', { lifecycle: 'annual' }).recommended).toEqual([
      FERTILIZER.bloomBooster,
      FERTILIZER.liquid,
    ]);
    expect(
      plant('Coleus scutellarioides', 'annuals', { lifecycle: 'annual', showyFlowers: false }).recommended,
    ).toEqual([FERTILIZER.balanced]);
  });

  test('bulbs get a bloom booster', () => {
    expect(plant('Tulipa gesneriana', 'bulbs').recommended).toEqual([FERTILIZER.bloomBooster]);
  });

  test('leafy vegetables and lawn grasses get high nitrogen', () => {
    expect(plant('Lactuca sativa', 'vegetables').recommended).toContain(FERTILIZER.highNitrogen);
    expect(plant('Brassica oleracea var. sabellica', 'vegetables').recommended[0]).toBe(
      FERTILIZER.highNitrogen,
    );
    expect(plant('Poa pratensis', 'grasses').recommended).toEqual([FERTILIZER.highNitrogen]);
    expect(plant('Zoysia japonica', 'grasses').recommended).toEqual([FERTILIZER.highNitrogen]);
  });

  test('root brassicas are not leafy: a turnip gets the vegetable feed', () => {
    expect(plant('Brassica rapa subsp. rapa', 'vegetables').recommended).toEqual([
      FERTILIZER.compost,
      FERTILIZER.balanced,
    ]);
  });

  test('beans and peas fix their own nitrogen: compost only', () => {
    const rule = plant('Phaseolus vulgaris', 'vegetables');
    expect(rule.recommended).toEqual([FERTILIZER.compost]);
    expect(rule.advice).toMatch(/make their own nitrogen/);
  });

  test('fruiting vegetables and annual fruit get compost and a balanced feed, warned off nitrogen', () => {
    const tomato = plant('Solanum lycopersicum', 'vegetables', { lifecycle: 'annual' });
    expect(tomato.recommended).toEqual([FERTILIZER.compost, FERTILIZER.balanced]);
    expect(tomato.advice).toMatch(/too much nitrogen/);
    expect(plant('Citrullus lanatus', 'fruit', { lifecycle: 'annual' })).toBe(tomato);
  });

  test('trees, shrubs and vines get slow-release granules; fruit trees slow-release or compost', () => {
    expect(plant('Acer rubrum', 'trees').recommended).toEqual([FERTILIZER.slowRelease]);
    expect(plant('Buxus sempervirens', 'shrubs').recommended).toEqual([FERTILIZER.slowRelease]);
    expect(plant('Clematis × jackmanii', 'vines').recommended).toEqual([FERTILIZER.slowRelease]);
    expect(plant('Malus domestica', 'fruit').recommended).toEqual([
      FERTILIZER.slowRelease,
      FERTILIZER.compost,
    ]);
  });

  test('herbs, ornamental grasses and drought-tolerant perennials (natives) get compost or nothing', () => {
    const lean = [FERTILIZER.compost, FERTILIZER.none];
    expect(plant('Salvia rosmarinus', 'herbs', { waterRequirementId: 1 }).recommended).toEqual(lean);
    expect(plant('Ocimum basilicum', 'herbs', { lifecycle: 'annual' }).recommended).toEqual(lean);
    expect(plant('Panicum virgatum', 'grasses').recommended).toEqual(lean);
    expect(plant('Echinacea purpurea', 'perennials', { waterRequirementId: 2 }).recommended).toEqual(lean);
  });

  test('other perennials get compost and a light slow-release feed; houseplants a liquid feed', () => {
    expect(plant('Hosta spp.', 'perennials').recommended).toEqual([
      FERTILIZER.compost,
      FERTILIZER.slowRelease,
    ]);
    expect(plant('Monstera deliciosa', 'houseplants').recommended).toEqual([FERTILIZER.liquid]);
    expect(plant('Monstera deliciosa', 'houseplants').advice).toMatch(/not at all in winter/);
  });

  test('a plant no rule names gets a balanced feed', () => {
    expect(plant('Unknown plant', '')).toMatchObject({ recommended: [FERTILIZER.balanced] });
  });
});
