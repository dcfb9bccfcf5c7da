import { planCatalogue, type PlanRow } from './usda-catalogue-plan';

const row = (botanicalName: string, commonName: string, filled = 10): PlanRow => ({
  scientificName: `${botanicalName} Author`,
  botanicalName,
  commonName,
  filled,
});
const nothingCurated = () => false;
const kept = (rows: PlanRow[], isCurated: (species: string) => boolean = nothingCurated) =>
  Object.fromEntries(planCatalogue(rows, isCurated).names);

describe('the imported catalogue lists each plant once (issue 28)', () => {
  test("a species' own row stands for its varieties and subspecies", () => {
    const rows = [row('Prunus serotina', 'Black cherry'), row('Prunus serotina var. rufula', 'Black cherry')];
    expect(kept(rows)).toEqual({ 'Prunus serotina Author': 'Prunus serotina' });
    expect(planCatalogue(rows, nothingCurated)).toMatchObject({ merged: 1, matchedCurated: 0 });
  });

  test('without a species row, varieties of one common name are one plant: the typical form, named as the species', () => {
    const rows = [
      row('Symphyotrichum chilense var. invenustum', 'Pacific aster', 14),
      row('Symphyotrichum chilense var. chilense', 'Pacific aster', 9),
    ];
    expect(kept(rows)).toEqual({ 'Symphyotrichum chilense var. chilense Author': 'Symphyotrichum chilense' });
  });

  test('subspecies a gardener knows by other names are other plants and stay, under their own names', () => {
    const rows = [
      row('Sambucus nigra subsp. canadensis', 'American black elderberry'),
      row('Sambucus nigra subsp. cerulea', 'Blue elderberry'),
    ];
    expect(kept(rows)).toEqual({
      'Sambucus nigra subsp. canadensis Author': 'Sambucus nigra subsp. canadensis',
      'Sambucus nigra subsp. cerulea Author': 'Sambucus nigra subsp. cerulea',
    });
  });

  test('of varieties alike without a typical form, the fullest row stands for the rest', () => {
    const rows = [
      row('Bothriochloa laguroides subsp. torreyana', 'Silver beardgrass', 6),
      row('Bothriochloa laguroides subsp. argentea', 'Silver beardgrass', 12),
    ];
    expect(kept(rows)).toEqual({
      'Bothriochloa laguroides subsp. argentea Author': 'Bothriochloa laguroides subsp. argentea',
    });
  });

  test('a row whose species the curated catalogue has, as any variety or under a synonym, is left to it', () => {
    const curated = new Set(['tilia americana', 'salvia rosmarinus']);
    const synonyms = new Map([['rosmarinus officinalis', 'salvia rosmarinus']]);
    const isCurated = (key: string) => curated.has(key) || curated.has(synonyms.get(key) ?? '');
    const rows = [
      row('Tilia americana', 'American basswood'),
      row('Tilia americana var. heterophylla', 'American basswood'),
      row('Rosmarinus officinalis', 'Rosemary'),
      row('Ostrya virginiana', 'Hophornbeam'),
    ];
    expect(kept(rows, isCurated)).toEqual({ 'Ostrya virginiana Author': 'Ostrya virginiana' });
    expect(planCatalogue(rows, isCurated)).toMatchObject({ matchedCurated: 3, merged: 0 });
  });
});
