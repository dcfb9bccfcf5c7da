import { WEED_STATUSES } from '@thrive/shared/contracts';
import { botanicalKey, speciesKey } from './import/botanical-name';
import { readCatalogueFiles } from './reference-files';
import { invasivePlants, plantInsteadOf, weedStatusOf } from './weed-status';

/** Issue 28: lists/invasive-plants.json, our list of noxious and invasive weeds. */
const listed = invasivePlants();
const curated = readCatalogueFiles().flatMap(({ entries }) =>
  (entries as { botanicalName: string }[]).map((entry) => entry.botanicalName),
);

test('every listed name is a species, written as the catalogue writes one (Genus epithet)', () => {
  const notSpecies = listed
    .map((plant) => plant.BotanicalName)
    .filter((name) => !/^[A-Z][a-z-]+ [a-z-]+$/.test(name) || speciesKey(name) !== botanicalKey(name));
  expect(notSpecies).toEqual([]);
});

test('no species is listed twice', () => {
  const keys = listed.map((plant) => speciesKey(plant.BotanicalName));
  expect(keys.filter((key, index) => keys.indexOf(key) !== index)).toEqual([]);
});

test("every status is 'noxious' or 'invasive', and the list is sorted by botanical name", () => {
  for (const plant of listed) expect(WEED_STATUSES).toContain(plant.Status);
  const names = listed.map((plant) => plant.BotanicalName);
  expect(names).toEqual([...names].sort());
});

test('plants to plant instead are one to three curated catalogue plants, none of them a weed', () => {
  const wrong = listed.flatMap((plant) =>
    plant.Instead.flatMap((name) => {
      if (!curated.includes(name)) return [`${plant.BotanicalName}: ${name} is not in the catalogue`];
      if (weedStatusOf(name)) return [`${plant.BotanicalName}: ${name} is a weed itself`];
      return [];
    }),
  );
  expect(wrong).toEqual([]);
  for (const plant of listed) {
    expect(plant.Instead.length).toBeLessThanOrEqual(3);
    expect(new Set(plant.Instead).size).toBe(plant.Instead.length);
  }
});

test('the weeds of the curated catalogue are the ones gardeners plant, and each names what to plant instead', () => {
  const weeds = curated.filter((name) => weedStatusOf(name) !== null).sort();
  expect(weeds).toEqual([
    'Buddleja davidii',
    'Clematis terniflora',
    'Cortaderia selloana',
    'Hedera helix',
    'Lysimachia nummularia',
    'Miscanthus sinensis',
    'Nandina domestica',
    'Spiraea japonica',
    'Vinca minor',
    'Wisteria sinensis',
  ]);
  for (const name of weeds)
    expect({ name, instead: plantInsteadOf(name).length > 0 }).toEqual({ name, instead: true });
});

describe('weedStatusOf', () => {
  test('marks a listed species by its species, so its varieties and cultivars too, whatever the case', () => {
    expect(weedStatusOf('Hedera helix')).toBe('noxious');
    expect(weedStatusOf("Hedera helix 'Baltica'")).toBe('noxious');
    expect(weedStatusOf('Pyrus calleryana var. fauriei')).toBe('noxious');
    expect(weedStatusOf('euonymus  Alatus')).toBe('noxious');
    expect(weedStatusOf('Vinca minor')).toBe('invasive');
  });

  test('leaves unmarked other species of a listed genus, natives, crops, genera and cultivars of no species', () => {
    for (const name of [
      'Lonicera sempervirens',
      'Celastrus scandens',
      'Wisteria frutescens',
      'Robinia pseudoacacia',
      'Lolium perenne',
      'Morus alba',
      'Rubus fruticosus',
      'Hosta spp.',
      "Rosa 'New Dawn'",
      'Miscanthus × giganteus',
    ])
      expect({ name, status: weedStatusOf(name) }).toEqual({ name, status: null });
    expect(plantInsteadOf('Acer rubrum')).toEqual([]);
  });
});
