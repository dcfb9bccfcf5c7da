import { parseCssColour } from './css-colour';

describe('parseCssColour: the strict reader for partner colours and tokens', () => {
  test.each([
    ['rgb(141, 198, 63)', { r: 141, g: 198, b: 63, a: 1 }],
    ['rgb(141 198 63)', { r: 141, g: 198, b: 63, a: 1 }],
    ['  RGB(0,0,0)  ', { r: 0, g: 0, b: 0, a: 1 }],
    ['rgba(255, 0, 0, 0.5)', { r: 255, g: 0, b: 0, a: 0.5 }],
    ['rgb(0 0 0 / 45%)', { r: 0, g: 0, b: 0, a: 0.45 }],
    ['rgb(100% 0% 50%)', { r: 255, g: 0, b: 127.5, a: 1 }],
    ['#3b7a2a', { r: 59, g: 122, b: 42, a: 1 }],
    ['#FFF', { r: 255, g: 255, b: 255, a: 1 }],
    ['#0008', { r: 0, g: 0, b: 0, a: 136 / 255 }],
    ['#3b7a2aff', { r: 59, g: 122, b: 42, a: 1 }],
  ])('reads %s', (value, expected) => {
    expect(parseCssColour(value)).toEqual(expected);
  });

  test.each([
    ['a name', 'green'],
    ['an hsl() colour', 'hsl(120 50% 50%)'],
    ['an empty value', ''],
    ['a hex of the wrong length', '#12345'],
    ['a hex with a letter past f', '#3b7a2g'],
    ['a channel above 255', 'rgb(256, 0, 0)'],
    ['a negative channel', 'rgb(-1, 0, 0)'],
    ['an alpha above 1', 'rgba(0, 0, 0, 1.5)'],
    ['numbers mixed with percentages', 'rgb(50%, 0, 0)'],
    ['a missing channel', 'rgb(1, 2)'],
    ['commas mixed with spaces', 'rgb(1, 2 3)'],
    ['trailing words', 'rgb(1, 2, 3) red'],
    ['a CSS injection', 'red; background: url(x)'],
  ])('refuses %s (%s): the caller keeps its default', (_what, value) => {
    expect(parseCssColour(value)).toBeNull();
  });
});
