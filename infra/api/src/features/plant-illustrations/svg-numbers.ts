/** A coordinate to one decimal: the pictures are 120 units wide, finer adds bytes and nothing else. */
export const num = (value: number): string => String(Math.round(value * 10) / 10);

/** A point of the picture: where a flower or a fruit goes. */
export interface Point {
  x: number;
  y: number;
}
