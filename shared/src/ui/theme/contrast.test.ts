import { BLACK_TEXT, contrastRatio, readableTextOn, relativeLuminance, WHITE_TEXT } from './contrast';
import { parseCssColour } from './css-colour';

const rgb = (value: string) => parseCssColour(value)!;

describe('WCAG relative luminance and contrast ratio', () => {
  test('black is 0 and white is 1; their contrast is the maximum 21:1', () => {
    expect(relativeLuminance(rgb('#000'))).toBe(0);
    expect(relativeLuminance(rgb('#fff'))).toBe(1);
    expect(contrastRatio(rgb('#000'), rgb('#fff'))).toBe(21);
  });

  test('the ratio is the same whichever colour comes first, and 1 for a colour with itself', () => {
    expect(contrastRatio(rgb('#3b7a2a'), rgb('#fff'))).toBeCloseTo(
      contrastRatio(rgb('#fff'), rgb('#3b7a2a')),
    );
    expect(contrastRatio(rgb('#3b7a2a'), rgb('#3b7a2a'))).toBe(1);
  });

  test('matches known figures: white on #767676 is the classic 4.54:1', () => {
    expect(contrastRatio(rgb('#767676'), rgb('#fff'))).toBeCloseTo(4.54, 2);
  });
});

describe('readableTextOn: black or white text for a partner colour', () => {
  test.each([
    ['rgb(141, 198, 63)', BLACK_TEXT],
    ['#ffff00', BLACK_TEXT],
    ['#3b7a2a', WHITE_TEXT],
    ['#000080', WHITE_TEXT],
  ])('on %s: %s', (background, text) => {
    expect(readableTextOn(rgb(background))).toBe(text);
  });

  test('WCAG 1.4.3 Contrast (Minimum): the chosen text reaches 4.5:1 on any background', () => {
    for (let grey = 0; grey <= 255; grey += 1)
      for (const background of [
        { r: grey, g: grey, b: grey, a: 1 },
        { r: grey, g: 255 - grey, b: 0, a: 1 },
        { r: 0, g: grey, b: 255, a: 1 },
      ]) {
        const text = rgb(readableTextOn(background));
        expect(contrastRatio(text, background)).toBeGreaterThanOrEqual(4.5);
      }
  });
});
