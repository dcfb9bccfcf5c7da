import { copyName } from './copy-name';

test('a copy is "Copy of {name}", numbered when that name is taken', () => {
  expect(copyName('Back', [])).toBe('Copy of Back');
  expect(copyName('Back', ['Copy of Back', 'Copy 2 of Back'])).toBe('Copy 3 of Back');
});

test('a copy of a 100-character name stays within the 100-character limit', () => {
  const long = 'x'.repeat(100);
  expect(copyName(long, [])).toHaveLength(100);
  expect(copyName(long, [copyName(long, [])])).toMatch(/^Copy 2 of x+$/);
});
