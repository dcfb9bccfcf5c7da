import { z } from 'zod';
import { readCatalogueFiles, readList } from '../../reference-data/reference-files';
import type { CatalogueEntry } from '../../reference-data/catalogue-entry';
import {
  careTips,
  careTipTemplateSchema,
  conditionsHold,
  sizeText,
  zoneOrder,
  type CareCategory,
  type CarePlant,
} from './care-tips';
import { botanicalNameIn, fertilizerRuleFor } from './fertilizer-rules';

const templates = z.array(careTipTemplateSchema).parse(readList('care-tips'));
const categories = readList('care-categories') as unknown as CareCategory[];
const sunDescriptions = new Map(
  readList('sun-requirements').map((sun) => [sun.Name, String(sun.Description)]),
);
const catalogue = readCatalogueFiles().flatMap(({ category, entries }) =>
  (entries as CatalogueEntry[]).map((entry) => ({ category, entry })),
);

/** A catalogue plant as the care tips read it (the API builds the same from the database). */
function carePlant(botanicalName: string): CarePlant {
  const found = catalogue.find(({ entry }) => entry.botanicalName === botanicalName);
  if (!found) throw new Error(`${botanicalName} is not in the catalogue`);
  const { category, entry } = found;
  return {
    botanicalName,
    categoryKey: category,
    lifecycle: entry.lifecycle,
    sun: entry.sun,
    sunDescription: sunDescriptions.get(entry.sun) ?? '',
    altSun: entry.altSun ?? '',
    water: entry.water,
    zoneLow: entry.zoneLow,
    zoneHigh: entry.zoneHigh,
    leafRetention: entry.leafRetention,
    flowerTimes: entry.bloomTimes,
    tolerances: entry.tolerances,
    poisonous: entry.poisonous,
    heightIn: entry.heightInches,
    spreadIn: entry.spreadInches,
    fertilizerAdvice: fertilizerRuleFor({
      botanicalName,
      categoryKey: category,
      lifecycle: entry.lifecycle,
      waterRequirementId: readList('water-requirements').find((w) => w.Name === entry.water)!.Id,
      showyFlowers: entry.bloomTimes.some((time) => time !== 'Does Not Flower Showily'),
    }).advice,
  };
}

const tipsOf = (name: string) => careTips(carePlant(name), templates, categories);
const bodiesIn = (name: string, category: string) =>
  tipsOf(name)
    .filter((tip) => tip.CareCategory === category)
    .map((tip) => tip.Body);

describe('care tip templates (lists/care-tips.json)', () => {
  const known = (list: string) => new Set(readList(list).map((item) => item.Name));
  const keys = new Set(readList('plant-categories').map((item) => String(item.Key)));
  const lists: Record<string, Set<string>> = {
    categories: keys,
    notCategories: keys,
    lifecycles: new Set(['annual', 'biennial', 'perennial']),
    water: known('water-requirements'),
    sun: known('sun-requirements'),
    leafRetention: known('leaf-retentions'),
    flowerTimes: known('flower-times'),
    notFlowerTimes: known('flower-times'),
    tolerances: known('tolerances'),
    notTolerances: known('tolerances'),
  };

  test.each(templates.map((t) => [t.Id, t.Name, t] as const))(
    'template %i (%s) names only known list items, catalogue plants and care categories',
    (_id, _name, template) => {
      expect(categories.map((c) => c.Id)).toContain(template.CareCategoryId);
      for (const [condition, allowed] of Object.entries(lists))
        for (const value of (template.When as Record<string, string[] | undefined>)[condition] ?? [])
          expect(`${condition}: ${value} ${allowed.has(value) ? 'is known' : 'is unknown'}`).toBe(
            `${condition}: ${value} is known`,
          );
      for (const name of [...(template.When.names ?? []), ...(template.When.notNames ?? [])])
        expect(
          catalogue.some(({ entry }) => botanicalNameIn(entry.botanicalName, [name]))
            ? `${name} names a catalogue plant`
            : `${name} names no catalogue plant`,
        ).toBe(`${name} names a catalogue plant`);
      for (const zone of [template.When.zoneLowFrom, template.When.zoneLowTo].filter(Boolean))
        expect(zoneOrder(zone!)).toBeGreaterThan(0);
    },
  );

  test('every catalogue plant gets watering, fertilizing and planting tips with every placeholder filled', () => {
    for (const { entry } of catalogue) {
      const tips = tipsOf(entry.botanicalName);
      const got = new Set(tips.map((tip) => tip.CareCategory));
      expect([
        entry.botanicalName,
        ...['Watering', 'Fertilizing', 'Planting'].filter((c) => !got.has(c)),
      ]).toEqual([entry.botanicalName]);
      for (const tip of tips) expect(tip.Body).not.toMatch(/[{}]/);
    }
  });
});

describe('care tips (GET Users/{uid}/CareTips/{id}/)', () => {
  test('tips come in care category order, with the category name and icon', () => {
    const tips = tipsOf('Hosta spp.');
    expect(tips.map((tip) => tip.CareCategoryId)).toEqual(
      [...tips.map((tip) => tip.CareCategoryId)].sort((a, b) => a - b),
    );
    expect(tips[0]).toMatchObject({ CareCategoryId: 1, CareCategory: 'Watering', Icon: 'watering' });
  });

  test('only the first matching tip of a group is shown: specific before general', () => {
    expect(bodiesIn('Solanum lycopersicum', 'Watering')).toEqual([expect.stringMatching(/blossom-end rot/)]);
    expect(bodiesIn('Hosta spp.', 'Watering')).toEqual([expect.stringMatching(/evenly moist/)]);
  });

  test('Hosta: shade, slugs, division, hardy to 3a, spacing from its adult spread, toxic to pets', () => {
    expect(bodiesIn('Hosta spp.', 'Planting')).toEqual([
      'Plant it in part shade (2 to 4 hours of direct sun, mostly in the morning); it also grows in full shade.',
      expect.stringMatching(/spacing plants 1 to 5 feet apart/),
      expect.stringMatching(/^Listed as toxic to dogs, toxic to cats and toxic to horses:/),
    ]);
    expect(bodiesIn('Hosta spp.', 'Pest Control')).toEqual([expect.stringMatching(/Slugs and snails/)]);
    expect(bodiesIn('Hosta spp.', 'Dividing')).toEqual([
      expect.stringMatching(/early spring as the shoots appear/),
    ]);
    expect(bodiesIn('Hosta spp.', 'Winter Protection')).toEqual([expect.stringMatching(/^Hardy to zone 3a/)]);
    expect(bodiesIn('Hosta spp.', 'Harvesting')).toEqual([]);
  });

  test('Tomato: after the last frost, deep planting, suckers, blight, frost ends it, no division', () => {
    expect(bodiesIn('Solanum lycopersicum', 'Planting')).toEqual([
      'Plant it in full sun (6 or more hours of direct sun).',
      expect.stringMatching(/after the last frost.*Bury the stem/),
      expect.stringMatching(/^Listed as toxic to dogs and toxic to cats:/),
    ]);
    expect(bodiesIn('Solanum lycopersicum', 'Fertilizing')).toEqual([
      expect.stringMatching(/too much nitrogen/),
    ]);
    expect(bodiesIn('Solanum lycopersicum', 'Pruning')).toEqual([expect.stringMatching(/suckers/)]);
    expect(bodiesIn('Solanum lycopersicum', 'Disease Prevention')).toEqual([
      expect.stringMatching(/early blight/),
    ]);
    expect(bodiesIn('Solanum lycopersicum', 'Winter Protection')).toEqual([
      expect.stringMatching(/Frost kills/),
    ]);
    expect(bodiesIn('Solanum lycopersicum', 'Dividing')).toEqual([]);
  });

  test('Highbush blueberry: acid soil and food, netting, old canes, shallow roots mulched', () => {
    expect(bodiesIn('Vaccinium corymbosum', 'Fertilizing')).toEqual([
      expect.stringMatching(/acid-loving plant food/),
    ]);
    expect(bodiesIn('Vaccinium corymbosum', 'Planting')).toContainEqual(
      expect.stringMatching(/pH 4\.5 to 5\.5/),
    );
    expect(bodiesIn('Vaccinium corymbosum', 'Pest Control')).toEqual([expect.stringMatching(/netting/)]);
    expect(bodiesIn('Vaccinium corymbosum', 'Pruning')).toEqual([expect.stringMatching(/oldest canes/)]);
    expect(bodiesIn('Vaccinium corymbosum', 'Mulching')).toEqual([expect.stringMatching(/pine bark/)]);
    expect(bodiesIn('Vaccinium corymbosum', 'Watering')).toHaveLength(2);
  });

  test('a placeholder the plant cannot fill drops the tip: no alternate sun gives the plain light tip', () => {
    const noSizes = { ...carePlant('Hosta spp.'), spreadIn: null, altSun: '' };
    const planting = careTips(noSizes, templates, categories).filter(
      (tip) => tip.CareCategory === 'Planting',
    );
    expect(planting.map((tip) => tip.Body)).toEqual([
      'Plant it in part shade (2 to 4 hours of direct sun, mostly in the morning).',
      expect.stringMatching(/^Listed as/),
    ]);
  });

  test('tender perennials are told their zone; an unknown zone matches no zone rule', () => {
    expect(bodiesIn('Gardenia jasminoides', 'Winter Protection')).toEqual([
      expect.stringMatching(/^Hardy only to zone 8a: where winters are colder/),
    ]);
    expect(bodiesIn('Dahlia pinnata', 'Winter Protection')).toEqual([
      expect.stringMatching(/dig the bulbs or tubers/),
    ]);
    const unknownZone = { ...carePlant('Hosta spp.'), zoneLow: '' };
    expect(conditionsHold({ zoneLowTo: '5b' }, unknownZone)).toBe(false);
  });

  test('sizes read in inches when small and in whole feet when larger', () => {
    expect(sizeText({ min: 6, max: 18 })).toBe('6 to 18 inches');
    expect(sizeText({ min: 12, max: 60 })).toBe('1 to 5 feet');
    expect(sizeText({ min: 12, max: 12 })).toBe('12 inches');
    expect(sizeText({ min: 24, max: 30 })).toBe('2 to 3 feet');
    expect(zoneOrder('7b')).toBe(14);
    expect(zoneOrder('1a')).toBe(1);
  });
});
