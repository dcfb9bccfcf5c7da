import { canonicalName, speciesKey, taxonKey } from './botanical-names';
import { catalogueNameIndex, matchCatalogue } from './catalogue-match';
import type { KeyPlant } from './trait-table';

describe('botanical names reduced to their taxon (photo results matched to the catalogue)', () => {
  test.each([
    ['Hydrangea macrophylla', 'hydrangea macrophylla'],
    ['Hydrangea macrophylla (Thunb.) Ser.', 'hydrangea macrophylla'],
    ['HYDRANGEA Macrophylla', 'hydrangea macrophylla'],
    ['Petunia × atkinsiana', 'petunia atkinsiana'],
    ['Petunia x atkinsiana (Sweet) D.Don', 'petunia atkinsiana'],
    ['Prunus persica var. nucipersica', 'prunus persica var nucipersica'],
    ['Acer rubrum L. var. drummondii (Hook. & Arn. ex Nutt.) Sarg.', 'acer rubrum var drummondii'],
    ['Origanum vulgare ssp. hirtum', 'origanum vulgare subsp hirtum'],
    ['Begonia × semperflorens-cultorum', 'begonia semperflorenscultorum'],
    ['× Cuprocyparis leylandii', 'cuprocyparis leylandii'],
    ["Rosa 'Radrazz'", 'rosa'],
    ['Thuja ‘Green Giant’', 'thuja'],
  ])('%s is %s', (name, taxon) => {
    expect(taxonKey(canonicalName(name)!)).toBe(taxon);
  });

  test('a genus-wide name, and a name with no genus', () => {
    expect(canonicalName('Hosta spp.')).toMatchObject({ genus: 'hosta', wholeGenus: true, species: '' });
    expect(speciesKey(canonicalName("Ilex 'Nellie R. Stevens'")!)).toBe('');
    expect(canonicalName('   ')).toBeNull();
  });
});

describe('matching a name to the catalogue', () => {
  let id = 0;
  const plant = (botanicalName: string, curated = true): KeyPlant => ({
    id: ++id,
    commonName: botanicalName,
    botanicalName,
    curated,
    traits: {
      form: null,
      leafShape: null,
      leafArrangement: null,
      flowerColour: null,
      floweringSeason: null,
      height: null,
      evergreen: null,
    },
  });
  const table = [
    plant('Prunus persica'),
    plant('Prunus persica var. nucipersica'),
    plant('Brassica oleracea var. capitata'),
    plant('Brassica oleracea var. italica'),
    plant('Cucurbita moschata'),
    plant('Hosta spp.'),
    plant("Rosa 'Radrazz'"),
    plant('Quercus alba', false),
  ];
  const index = catalogueNameIndex(table);
  const match = (name: string) => matchCatalogue(index, name)?.botanicalName ?? null;

  test('the same taxon first, then the species itself, then a genus-wide entry', () => {
    expect(match('Prunus persica var. nucipersica')).toBe('Prunus persica var. nucipersica');
    expect(match('Prunus persica (L.) Batsch')).toBe('Prunus persica');
    expect(match('Prunus persica var. vulgaris')).toBe('Prunus persica');
    expect(match('cucurbita MOSCHATA')).toBe('Cucurbita moschata');
    expect(match('Hosta sieboldiana')).toBe('Hosta spp.');
    expect(match('Quercus alba L.')).toBe('Quercus alba');
  });

  test('several varieties and no species, a cultivar or a genus alone: no match rather than a guess', () => {
    expect(match('Brassica oleracea')).toBeNull();
    expect(match('Rosa rugosa')).toBeNull();
    expect(match("Rosa 'Radrazz'")).toBeNull();
    expect(match('Quercus')).toBeNull();
    expect(match('Tulipa gesneriana')).toBeNull();
  });
});
