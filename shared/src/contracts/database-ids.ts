import { z } from 'zod';

/** PostgreSQL's integer, the type of every id: a larger one names nothing (and fails a query). */
export const DATABASE_ID_MAX = 2_147_483_647;

/**
 * How an id is written in a path or a query: plain decimal digits, no sign, no leading zero,
 * at most ten digits. `Number()` also reads `2.0`, `0x2`, `2e0`, `+2`, `02` and ` 2` as 2, so
 * one thing would have many addresses (and caches, logs and limits would see them as many).
 */
export const CANONICAL_ID_PATTERN = /^(0|[1-9][0-9]{0,9})$/;

/** The id a path or query text names, or undefined unless it is canonical and an integer's. */
export function canonicalIdOf(text: unknown): number | undefined {
  if (typeof text !== 'string' || !CANONICAL_ID_PATTERN.test(text)) return undefined;
  const id = Number(text);
  return id <= DATABASE_ID_MAX ? id : undefined;
}

/**
 * How an id's text may look before its range is checked: decimal digits without a leading
 * zero, optionally negative (so `-1` and an id past DATABASE_ID_MAX get their own message).
 */
export const ID_TEXT_PATTERN = /^(0|-?[1-9][0-9]*)$/;

export interface IdMessages {
  /** For anything that is not plainly written whole digits (`2.0`, `0x2`, `abc`). */
  notWhole: string;
  /** For an id below the least one (0 or 1). */
  tooSmall: string;
  /** For an id beyond DATABASE_ID_MAX. */
  tooLarge?: string;
}

/**
 * An id of a path or a query (or a JSON number): only canonical decimal text is read as a
 * number (CANONICAL_ID_PATTERN); any other spelling is refused with `notWhole`. A codec, not
 * a transform, so that an answer holding such a field can be written out too.
 */
export function idSchema(min: 0 | 1, { notWhole, tooSmall, tooLarge = notWhole }: IdMessages) {
  return z.codec(
    z.union([z.string().regex(ID_TEXT_PATTERN, notWhole), z.number()], { error: notWhole }),
    z.number({ error: notWhole }).int(notWhole).min(min, tooSmall).max(DATABASE_ID_MAX, tooLarge),
    { decode: (value) => Number(value), encode: (id) => id },
  );
}

/** The common case: `The {what} must be a whole number.` / `... above 0.` (or `0 or above.`). */
export const wholeId = (what: string, min: 0 | 1 = 1, tooLarge?: string) =>
  idSchema(min, {
    notWhole: `The ${what} must be a whole number.`,
    tooSmall: min === 1 ? `The ${what} must be above 0.` : `The ${what} must be 0 or above.`,
    tooLarge: tooLarge ?? `The ${what} is too large.`,
  });
