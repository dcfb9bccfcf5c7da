import { usdaRow, type UsdaFields } from '../../testing/reference-data-fixtures';
import { readList } from '../reference-files';
import { mapUsdaPlant } from './usda-plant-mapping';

const id = (list: string, name: string) => readList(list).find((item) => item.Name === name)!.Id;
const zone = (label: string) => id('hardiness-zones', label);

function mapped(fields: UsdaFields) {
  const result = mapUsdaPlant(usdaRow(fields));
  if ('reject' in result) throw new Error(result.reject);
  return { ...result.plant, links: result.attributes };
}
const links = (fields: UsdaFields, list: string) =>
  mapped(fields)
    .links.filter((link) => link.list === list)
    .map((link) => link.itemId);

/** One test per rule of "Imported USDA PLANTS mapping" (reference-data/README.md). */
describe('USDA PLANTS characteristics -> catalogue plant', () => {
  test('name: botanical name without authors; common name capitalised, or the botanical name when none', () => {
    expect(mapped({ scientific_name: 'Abies balsamea (L.) Mill.', common_name: 'balsam fir' })).toMatchObject(
      {
        botanicalName: 'Abies balsamea',
        commonName: 'Balsam fir',
      },
    );
    expect(mapped({ scientific_name: 'Vicia benghalensis L.', common_name: '' }).commonName).toBe(
      'Vicia benghalensis',
    );
    expect(mapUsdaPlant(usdaRow({ scientific_name: '' }))).toEqual({ reject: 'no scientific name' });
  });

  test('lifecycle: the longest duration listed; no duration is rejected', () => {
    expect(mapped({ duration: 'Annual, Perennial' }).lifecycle).toBe('perennial');
    expect(mapped({ duration: 'Annual, Biennial' }).lifecycle).toBe('biennial');
    expect(mapped({ duration: 'Annual' }).lifecycle).toBe('annual');
    expect(mapUsdaPlant(usdaRow({ duration: '' }))).toEqual({ reject: 'no duration for Testia plantae' });
  });

  test('category: Vine, Graminoid, Tree, Shrub, then Forb/herb by lifecycle, Subshrub alone -> Shrubs', () => {
    const category = (growth_habit: string, duration = 'Perennial') =>
      mapped({ growth_habit, duration }).categoryId;
    const cat = (name: string) => id('plant-categories', name);
    expect(category('Forb/herb, Vine')).toBe(cat('Vines'));
    expect(category('Graminoid, Shrub, Subshrub')).toBe(cat('Grasses'));
    expect(category('Shrub, Tree')).toBe(cat('Trees'));
    expect(category('Shrub, Subshrub')).toBe(cat('Shrubs'));
    expect(category('Forb/herb', 'Annual')).toBe(cat('Annuals'));
    expect(category('Forb/herb, Subshrub', 'Biennial, Perennial')).toBe(cat('Perennials'));
    expect(category('Subshrub')).toBe(cat('Shrubs'));
    expect(mapUsdaPlant(usdaRow({ growth_habit: '' }))).toEqual({
      reject: 'no growth habit for Testia plantae',
    });
  });

  test('sun: Intolerant -> Full Sun / Mostly Sun; Intermediate -> Full Sun / Part Shade; Tolerant -> Sun to Shade', () => {
    const sun = (shade_tolerance: string) => {
      const plant = mapped({ shade_tolerance });
      return [plant.sunRequirementId, plant.altSunRequirementId];
    };
    const s = (name: string) => id('sun-requirements', name);
    expect(sun('Intolerant')).toEqual([s('Full Sun'), s('Mostly Sun')]);
    expect(sun('Intermediate')).toEqual([s('Full Sun'), s('Part Shade')]);
    expect(sun('Tolerant')).toEqual([s('Sun to Shade'), 0]);
    expect(sun('')).toEqual([0, 0]);
  });

  test('water: Low -> Dry to Medium (Dry if drought tolerant); Medium -> Medium; High -> Medium to Wet (Wet if anaerobic tolerant)', () => {
    const water = (moisture_use: string, drought_tolerance = 'Low', anaerobic_tolerance = 'None') =>
      mapped({ moisture_use, drought_tolerance, anaerobic_tolerance }).waterRequirementId;
    const w = (name: string) => id('water-requirements', name);
    expect(water('Low')).toBe(w('Dry to Medium'));
    expect(water('Low', 'High')).toBe(w('Dry'));
    expect(water('Medium', 'High', 'High')).toBe(w('Medium'));
    expect(water('High')).toBe(w('Medium to Wet'));
    expect(water('High', 'Low', 'High')).toBe(w('Wet'));
    expect(water('')).toBe(0);
  });

  test('zones: low is the zone whose range holds temperature_minimum_f; high stays unknown', () => {
    const low = (temperature_minimum_f: string) => mapped({ temperature_minimum_f }).zoneLowId;
    expect(low('-43')).toBe(zone('2b')); // -45 <= -43 < -40
    expect(low('-55')).toBe(zone('1b')); // a boundary belongs to the warmer zone's range start
    expect(low('5')).toBe(zone('7b'));
    expect(low('-79')).toBe(zone('1a')); // hardier than any zone
    expect(low('70')).toBe(0);
    expect(low('')).toBe(0);
    expect(mapped({ temperature_minimum_f: '-43' }).zoneHighId).toBe(0);
  });

  test('growth: Slow -> Slow, Moderate -> Moderate, Rapid -> Fast', () => {
    const rate = (growth_rate: string) => mapped({ growth_rate }).growthRateId;
    expect([rate('Slow'), rate('Moderate'), rate('Rapid'), rate('')]).toEqual([
      id('growth-rates', 'Slow'),
      id('growth-rates', 'Moderate'),
      id('growth-rates', 'Fast'),
      0,
    ]);
  });

  test('leaves: TRUE -> Evergreen; FALSE -> Deciduous if woody, Herbaceous for forbs and grasses, unknown for a bare Vine', () => {
    const leaves = (leaf_retention: string, growth_habit: string) =>
      mapped({ leaf_retention, growth_habit }).leafRetentionId;
    const l = (name: string) => id('leaf-retentions', name);
    expect(leaves('TRUE', 'Forb/herb')).toBe(l('Evergreen'));
    expect(leaves('FALSE', 'Shrub, Tree')).toBe(l('Deciduous'));
    expect(leaves('FALSE', 'Forb/herb, Subshrub')).toBe(l('Deciduous'));
    expect(leaves('FALSE', 'Graminoid')).toBe(l('Herbaceous (dies back)'));
    expect(leaves('FALSE', 'Vine')).toBe(0);
  });

  test('height: height_mature_feet × 12 inches as the maximum height', () => {
    expect(mapped({ height_mature_feet: '1.5' })).toMatchObject({ heightMaxIn: 18 });
    expect(mapped({ height_mature_feet: '' }).heightMaxIn).toBeNull();
  });

  test('flowers: inconspicuous -> Does Not Flower Showily; conspicuous -> colour and bloom period by name', () => {
    const t = (name: string) => id('flower-times', name);
    expect(links({ flower_conspicuous: 'FALSE', bloom_period: 'Late Spring' }, 'flower-times')).toEqual([
      t('Does Not Flower Showily'),
    ]);
    expect(mapped({ flower_conspicuous: 'FALSE', flower_color: 'Yellow' }).bloomColors).toEqual([]);
    const shown = { flower_conspicuous: 'TRUE', flower_color: 'Purple' };
    expect(mapped(shown).bloomColors).toEqual(['purple']);
    expect(links({ ...shown, bloom_period: 'Late Spring' }, 'flower-times')).toEqual([t('Late Spring')]);
    expect(links({ ...shown, bloom_period: 'Mid Spring' }, 'flower-times')).toEqual([
      t('Early Spring'),
      t('Late Spring'),
    ]);
    expect(links({ ...shown, bloom_period: 'Summer' }, 'flower-times')).toEqual([
      t('Early Summer'),
      t('Late Summer'),
    ]);
    expect(links({ ...shown, bloom_period: 'Late Winter' }, 'flower-times')).toEqual([t('Winter')]);
    expect(links({ ...shown, bloom_period: 'Indeterminate' }, 'flower-times')).toEqual([]);
  });

  test('tolerance: High drought -> Drought, High salinity -> Salt, High anaerobic -> Wet Soil', () => {
    const t = (name: string) => id('tolerances', name);
    expect(
      links(
        { drought_tolerance: 'High', salinity_tolerance: 'High', anaerobic_tolerance: 'High' },
        'tolerances',
      ),
    ).toEqual([t('Drought'), t('Salt'), t('Wet Soil')]);
    expect(
      links(
        { drought_tolerance: 'Medium', salinity_tolerance: 'Low', anaerobic_tolerance: 'None' },
        'tolerances',
      ),
    ).toEqual([]);
  });

  test('poisonous: Slight, Moderate or Severe toxicity -> Toxic to People, nothing claimed for pets', () => {
    for (const toxicity of ['Slight', 'Moderate', 'Severe'])
      expect(links({ toxicity }, 'poisonous')).toEqual([id('poisonous', 'Toxic to People')]);
    expect(links({ toxicity: 'None' }, 'poisonous')).toEqual([]);
  });
});
