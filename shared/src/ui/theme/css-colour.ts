/** A colour in sRGB: channels 0-255, alpha 0-1. */
export interface RgbColour {
  r: number;
  g: number;
  b: number;
  a: number;
}

const HEX = /^#([0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i;
const RGB_FUNCTION = /^rgba?\(\s*(.*?)\s*\)$/i;
const NUMBER = String.raw`[+-]?(?:\d+\.?\d*|\.\d+)%?`;
const LEGACY_ARGUMENTS = new RegExp(
  String.raw`^(${NUMBER})\s*,\s*(${NUMBER})\s*,\s*(${NUMBER})(?:\s*,\s*(${NUMBER}))?$`,
);
const MODERN_ARGUMENTS = new RegExp(
  String.raw`^(${NUMBER})\s+(${NUMBER})\s+(${NUMBER})(?:\s*/\s*(${NUMBER}))?$`,
);

function parseHex(digits: string): RgbColour {
  const full = digits.length <= 4 ? [...digits].map((digit) => digit + digit).join('') : digits;
  const channel = (index: number) => parseInt(full.slice(index * 2, index * 2 + 2), 16);
  return { r: channel(0), g: channel(1), b: channel(2), a: full.length === 8 ? channel(3) / 255 : 1 };
}

/** A channel as 0-255 from `128` or `50%`; null outside that range. */
function channel(text: string): number | null {
  const value = text.endsWith('%') ? (parseFloat(text) / 100) * 255 : parseFloat(text);
  return value >= 0 && value <= 255 ? value : null;
}

/** Alpha as 0-1 from `0.5` or `50%`; null outside that range. */
function alpha(text: string | undefined): number | null {
  if (text === undefined) return 1;
  const value = text.endsWith('%') ? parseFloat(text) / 100 : parseFloat(text);
  return value >= 0 && value <= 1 ? value : null;
}

function parseRgbFunction(body: string): RgbColour | null {
  const parts = LEGACY_ARGUMENTS.exec(body) ?? MODERN_ARGUMENTS.exec(body);
  if (!parts) return null;
  const channels = parts.slice(1, 4).map((part) => channel(part!));
  // CSS does not mix numbers and percentages among the three channels.
  const percents = parts.slice(1, 4).filter((part) => part!.endsWith('%')).length;
  const a = alpha(parts[4]);
  if (channels.some((value) => value === null) || (percents !== 0 && percents !== 3) || a === null)
    return null;
  const [r, g, b] = channels as number[];
  return { r: r!, g: g!, b: b!, a };
}

/**
 * A strict reader of the colours a partner's settings and our tokens are written in: `#rgb`,
 * `#rgba`, `#rrggbb`, `#rrggbbaa`, and `rgb()` / `rgba()` in the comma or the space syntax.
 * Anything else (a named colour, hsl(), a typo, a channel out of range) is null: the caller
 * then keeps its default rather than guess.
 */
export function parseCssColour(value: string): RgbColour | null {
  const text = value.trim();
  const hex = HEX.exec(text);
  if (hex) return parseHex(hex[1]!);
  const rgb = RGB_FUNCTION.exec(text);
  return rgb ? parseRgbFunction(rgb[1]!) : null;
}
