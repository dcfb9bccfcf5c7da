import { CONTROL_CODE_GROUPS, DEFAULT_ITEM_COLOR, type ControlCode } from '../../contracts/sponsor';
import { contrastRatio } from './contrast';
import { parseCssColour } from './css-colour';
import { partnerThemeTokens } from './partner-theme';

const colours = (item?: string, background?: string): ControlCode[] => [
  ...(item === undefined ? [] : [{ GroupId: CONTROL_CODE_GROUPS.Colors, Key: 'ItemColor', Value: item }]),
  ...(background === undefined
    ? []
    : [{ GroupId: CONTROL_CODE_GROUPS.Colors, Key: 'BackgroundColor', Value: background }]),
];

describe('partnerThemeTokens: a partner theme from the colour control codes (SPEC §7 ControlCodes)', () => {
  test('ItemColor sets the slider colour and BackgroundColor the header bar, each with its text colour', () => {
    expect(partnerThemeTokens(colours('#ffeb3b', '#0d47a1'))).toEqual({
      '--thrive-slider-color': 'rgb(255 235 59)',
      '--thrive-on-slider': '#000000',
      '--thrive-brand-bg': 'rgb(13 71 161)',
      '--thrive-on-brand': '#ffffff',
    });
  });

  test("SPEC §9 default slider menu colour rgb(141, 198, 63) takes dark text, as the toolbar's today", () => {
    expect(partnerThemeTokens(colours(DEFAULT_ITEM_COLOR))).toEqual({
      '--thrive-slider-color': 'rgb(141 198 63)',
      '--thrive-on-slider': '#000000',
    });
  });

  test('WCAG 1.4.3 Contrast (Minimum): whatever the partner colour, its text reaches 4.5:1', () => {
    for (const value of ['#ffffff', '#777777', '#808080', '#ff0000', '#00ff00', '#0000ff', '#000000']) {
      const theme = partnerThemeTokens(colours(undefined, value));
      const ratio = contrastRatio(
        parseCssColour(theme['--thrive-brand-bg']!)!,
        parseCssColour(theme['--thrive-on-brand']!)!,
      );
      expect(ratio).toBeGreaterThanOrEqual(4.5);
    }
  });

  describe('SPEC §8 "Colour lookup failure falls back to the default colour": nothing is set', () => {
    test.each([
      ['no control codes (the call failed)', undefined],
      ['no colour codes', []],
      ['a value that is not a colour', colours('not-a-colour', 'rgb(300, 0, 0)')],
      [
        'a see-through colour, whose text colour cannot be chosen',
        colours('rgba(0, 0, 0, 0.5)', '#00000080'),
      ],
      ['colour keys of another group', [{ GroupId: 1, Key: 'ItemColor', Value: '#123456' }]],
    ])('%s', (_case, codes) => {
      expect(partnerThemeTokens(codes)).toEqual({});
    });

    test('one bad colour does not drop the good one', () => {
      expect(Object.keys(partnerThemeTokens(colours('nonsense', '#0d47a1')))).toEqual([
        '--thrive-brand-bg',
        '--thrive-on-brand',
      ]);
    });
  });

  test('a colour the strict reader refuses is used when the given reader (the browser) can read it', () => {
    const browser = (value: string) => (value === 'navy' ? { r: 0, g: 0, b: 128, a: 1 } : null);
    expect(partnerThemeTokens(colours(undefined, 'navy'), browser)).toEqual({
      '--thrive-brand-bg': 'rgb(0 0 128)',
      '--thrive-on-brand': '#ffffff',
    });
  });
});
