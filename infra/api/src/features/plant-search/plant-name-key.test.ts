import { plantNameKey, prefixQuery } from './plant-name-key';

describe('plant name keys: the form names and search text are compared in', () => {
  test.each([
    ['Hosta', 'hosta'],
    ['Hosta spp.', 'hosta spp'],
    ['Abelia × grandiflora', 'abelia grandiflora'],
    ["Hylotelephium 'Herbstfreude'", 'hylotelephium herbstfreude'],
    ["Solomon's Seal", 'solomons seal'],
    ['Black-eyed Susan', 'black eyed susan'],
    ['  Jalapeño   Pepper ', 'jalapeno pepper'],
    ['Ölbaum Édelweiss', 'olbaum edelweiss'],
    ['“Quoted” ‘name’', 'quoted name'],
    ['×', ''],
  ])('%j -> %j', (name, key) => {
    expect(plantNameKey(name)).toBe(key);
  });

  test('a prefix query asks every word as a prefix, optionally of some weights only', () => {
    expect(prefixQuery('tom cher')).toBe('tom:* & cher:*');
    expect(prefixQuery('hosta', 'AB')).toBe('hosta:*AB');
  });
});
