import { CONTROL_CODE_GROUPS, CONTROL_CODE_KEYS, type ControlCode } from '../../contracts/sponsor';
import { readableTextOn } from './contrast';
import { parseCssColour, type RgbColour } from './css-colour';

/**
 * The tokens a partner's colours set (SPEC §7 ControlCodes group 2), each fill with the text
 * colour drawn on it. ItemColor is the slider colour (the header's toolbar, the task accents);
 * BackgroundColor is the header bar.
 */
export const PARTNER_THEME_TOKENS = [
  '--thrive-slider-color',
  '--thrive-on-slider',
  '--thrive-brand-bg',
  '--thrive-on-brand',
] as const;
export type PartnerThemeToken = (typeof PARTNER_THEME_TOKENS)[number];
export type PartnerTheme = Partial<Record<PartnerThemeToken, string>>;

/** Reads a CSS colour as sRGB; null when it is not one (or cannot be read as one). */
export type ColourReader = (value: string) => RgbColour | null;

const FILLS = [
  { key: CONTROL_CODE_KEYS.ItemColor, fill: '--thrive-slider-color', text: '--thrive-on-slider' },
  { key: CONTROL_CODE_KEYS.BackgroundColor, fill: '--thrive-brand-bg', text: '--thrive-on-brand' },
] as const;

const round = (channel: number) => Math.round(channel);

/**
 * The tokens to set from the colour control codes. SPEC §8 "Colour lookup failure falls back
 * to the default colour": a code that is missing, not a colour, or see-through (its text
 * colour could not be chosen against an unknown backdrop) sets nothing, and tokens.css keeps
 * the default. The fill is written back as the rgb() that was measured, so the text colour
 * is chosen against exactly what is drawn.
 */
export function partnerThemeTokens(
  codes: readonly ControlCode[] | undefined,
  readColour: ColourReader = parseCssColour,
): PartnerTheme {
  const theme: PartnerTheme = {};
  for (const { key, fill, text } of FILLS) {
    const value = codes?.find(
      (code) => code.GroupId === CONTROL_CODE_GROUPS.Colors && code.Key === key,
    )?.Value;
    const colour = value === undefined ? null : readColour(value);
    if (!colour || colour.a !== 1) continue;
    theme[fill] = `rgb(${round(colour.r)} ${round(colour.g)} ${round(colour.b)})`;
    theme[text] = readableTextOn(colour);
  }
  return theme;
}
