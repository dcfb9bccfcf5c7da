import { botanicalKey, botanicalName, speciesKey } from './botanical-name';

describe('botanical names from USDA scientific names', () => {
  test.each([
    ['Abies balsamea (L.) Mill.', 'Abies balsamea'],
    ['Acer rubrum L. var. drummondii (Hook. & Arn. ex Nutt.) Sarg.', 'Acer rubrum var. drummondii'],
    ['Cornus sericea L. ssp. sericea ', 'Cornus sericea subsp. sericea'],
    ['Acer nigrum Michx. f.', 'Acer nigrum'],
    ['Verbesina encelioides (Cav.) Benth. & Hook. f. ex A. Gray', 'Verbesina encelioides'],
    [
      'Jacquemontia ovalifolia (Vahl ex West) Hallier f. ssp. sandwicensis (A. Gray) K.R. Robertson',
      'Jacquemontia ovalifolia subsp. sandwicensis',
    ],
    ['Abelia ×grandiflora (Rovelli ex André) Rehder [chinensis × uniflora]', 'Abelia × grandiflora'],
    [
      '×Hesperotropsis leylandii (A.B. Jacks. & Dallim.) Garland & Gerry Moore [H. × C.]',
      '× Hesperotropsis leylandii',
    ],
    ['Arctostaphylos uva-ursi (L.) Spreng.', 'Arctostaphylos uva-ursi'],
  ])('drops the authors: %s -> %s', (usda, name) => {
    expect(botanicalName(usda)).toBe(name);
  });

  test('a name without a species is not a plant of the catalogue', () => {
    expect(botanicalName('Carex L.')).toBeNull();
    expect(botanicalName('')).toBeNull();
  });

  test('spellings of one plant share a key: case, spaces, x/× and ssp./subsp. aside', () => {
    expect(botanicalKey('Abelia × grandiflora')).toBe(botanicalKey('abelia ×grandiflora'));
    expect(botanicalKey('Citrus x limon')).toBe(botanicalKey('Citrus ×limon'));
    expect(botanicalKey('Cornus sericea ssp. sericea')).toBe(botanicalKey('Cornus  Sericea subsp. sericea'));
    expect(botanicalKey('Xanthium strumarium')).toBe('xanthium strumarium');
  });

  test('the species of a name: varieties and subspecies belong to theirs; a genus or a cultivar of one names none', () => {
    expect(speciesKey('Tilia americana var. americana')).toBe('tilia americana');
    expect(speciesKey('Tilia Americana')).toBe('tilia americana');
    expect(speciesKey('Oenothera elata subsp. hookeri')).toBe(speciesKey('Oenothera elata'));
    expect(speciesKey('Abelia x grandiflora')).toBe(speciesKey('Abelia × grandiflora'));
    expect(speciesKey("Hydrangea macrophylla 'Endless Summer'")).toBe('hydrangea macrophylla');
    expect(speciesKey('Hosta spp.')).toBeNull();
    expect(speciesKey("Rosa 'New Dawn'")).toBeNull();
    expect(speciesKey('Carex')).toBeNull();
  });
});
