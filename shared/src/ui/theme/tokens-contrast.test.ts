import { readFileSync } from 'node:fs';
import path from 'node:path';
import { AA_LARGE_TEXT_AND_UI_CONTRAST, AA_TEXT_CONTRAST, contrastRatio } from './contrast';
import { parseCssColour, type RgbColour } from './css-colour';

/*
 * The palette's contrast, read from tokens.css itself: a later change of a colour that
 * breaks a pair the app draws fails here, in both modes, before axe finds it on a page.
 */
const css = readFileSync(path.join(__dirname, 'tokens.css'), 'utf8').replace(/\/\*[\s\S]*?\*\//g, '');

function declarations(block: string): Map<string, string> {
  const found = block.matchAll(/(--thrive-[a-z0-9-]+)\s*:\s*([^;]+);/g);
  return new Map([...found].map((match) => [match[1]!, match[2]!.trim()]));
}

const DARK_QUERY = '@media (prefers-color-scheme: dark)';
const darkStart = css.indexOf(DARK_QUERY);
const light = declarations(css.slice(0, darkStart));
const dark = declarations(css.slice(darkStart));
const MODES = [
  ['light', light],
  ['dark', dark],
] as const;

/** Tokens whose value is one colour (not a shadow, a size or a space). */
const colourTokens = [...light].filter(([, value]) => parseCssColour(value)).map(([name]) => name);

function colour(tokens: Map<string, string>, name: string): RgbColour {
  const parsed = parseCssColour(tokens.get(name) ?? '');
  if (!parsed) throw new Error(`${name} is not a colour in tokens.css`);
  return parsed;
}

type Pair = [foreground: string, background: string];
const on = (foreground: string, backgrounds: string[]): Pair[] =>
  backgrounds.map((background) => [`--thrive-${foreground}`, `--thrive-${background}`]);

const PAGE = ['bg', 'surface', 'surface-raised', 'surface-sunken', 'hover', 'selected'];

/** Text, and the fills text is drawn on, across the app's stylesheets. */
const TEXT_PAIRS: Pair[] = [
  ...on('text', [...PAGE, 'good-bg', 'borderline-bg', 'danger-bg', 'info-bg']),
  // Tooltips and chips on a photo: the two swapped.
  ...on('surface', ['text']),
  ...on('muted', PAGE),
  // Links, tabs and the current menu entry are primary-coloured text.
  ...on('primary', PAGE),
  ...on('link', ['bg', 'surface', 'hover']),
  ...on('on-primary', ['primary', 'primary-hover']),
  ...on('on-brand', ['brand-bg']),
  ...on('on-slider', ['slider-color']),
  ...on('on-meaning', ['good', 'borderline', 'danger', 'info']),
  // Score colours (thrive score icons) and status text on the page and in their boxes.
  ...on('good', ['bg', 'surface', 'hover', 'good-bg']),
  ...on('borderline', ['bg', 'surface', 'hover', 'borderline-bg']),
  ...on('danger', ['bg', 'surface', 'hover', 'danger-bg']),
  ...on('info', ['bg', 'surface', 'info-bg']),
];

/** Controls' outlines and the focus ring against what surrounds them. */
const UI_PAIRS: Pair[] = [
  ...on('focus', [...PAGE, 'danger-bg']),
  ...on('border-strong', ['bg', 'surface', 'hover']),
  ...on('primary', ['bg', 'surface']),
  ...on('danger', ['surface']),
];

describe('tokens.css: one palette, a dark value for every colour', () => {
  test('the light set has the colour tokens the app draws with', () => {
    expect(colourTokens).toEqual(
      expect.arrayContaining(['--thrive-primary', '--thrive-text', '--thrive-surface', '--thrive-focus']),
    );
  });

  test('every colour token has a dark value, and only colour tokens are redeclared there', () => {
    for (const name of colourTokens)
      expect([name, parseCssColour(dark.get(name) ?? '')]).toEqual([name, expect.anything()]);
    for (const name of dark.keys()) expect(light.has(name)).toBe(true);
  });

  test('the colours are opaque, so the pairs below are what the eye sees', () => {
    for (const [, tokens] of MODES)
      for (const name of colourTokens)
        if (!/overlay|shadow/.test(name)) expect([name, colour(tokens, name).a]).toEqual([name, 1]);
  });
});

describe.each(MODES)('%s mode', (_mode, tokens) => {
  test.each(TEXT_PAIRS)('WCAG 1.4.3 Contrast (Minimum): %s on %s reaches 4.5:1', (foreground, background) => {
    const ratio = contrastRatio(colour(tokens, foreground), colour(tokens, background));
    expect(ratio).toBeGreaterThanOrEqual(AA_TEXT_CONTRAST);
  });

  test.each(UI_PAIRS)(
    'WCAG 1.4.11 Non-text Contrast: %s against %s reaches 3:1',
    (foreground, background) => {
      const ratio = contrastRatio(colour(tokens, foreground), colour(tokens, background));
      expect(ratio).toBeGreaterThanOrEqual(AA_LARGE_TEXT_AND_UI_CONTRAST);
    },
  );
});
