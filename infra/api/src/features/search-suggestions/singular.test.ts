import { singularKey } from './singular';

describe('issue 18: a plural typed into the search box suggests the singular names', () => {
  test.each([
    ['roses', 'rose'],
    ['lilies', 'lily'],
    ['tomatoes', 'tomato'],
    ['grasses', 'grass'],
    ['bushes', 'bush'],
    ['peaches', 'peach'],
    ['mums', 'mum'],
    ['climbing roses', 'climbing rose'],
  ])('%j -> %j', (plural, singular) => {
    expect(singularKey(plural)).toBe(singular);
  });

  test.each(['rose', 'moss', 'iris x', 'yes', 'hosta', 'roses climbing'])('%j is not a plural', (key) => {
    expect(singularKey(key)).toBeNull();
  });
});
