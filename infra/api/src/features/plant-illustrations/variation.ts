/**
 * Small differences between plants of the same form and colour, taken from the botanical
 * name: never Math.random, so the same plant is always drawn the same way.
 */

/** FNV-1a over the name's UTF-16 code units: a 32-bit seed. */
export function nameSeed(name: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < name.length; index += 1) {
    hash ^= name.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** A deterministic sequence in [0, 1) (mulberry32) from a seed. */
export type Variation = () => number;

export function variationFrom(seed: number): Variation {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let mixed = state;
    mixed = Math.imul(mixed ^ (mixed >>> 15), mixed | 1);
    mixed ^= mixed + Math.imul(mixed ^ (mixed >>> 7), mixed | 61);
    return ((mixed ^ (mixed >>> 14)) >>> 0) / 4294967296;
  };
}

/** A value between low and high from the sequence. */
export const between = (next: Variation, low: number, high: number) => low + (high - low) * next();

/** One item of a list from the sequence. */
export const pick = <T>(next: Variation, items: readonly T[]): T => items[Math.floor(next() * items.length)]!;
