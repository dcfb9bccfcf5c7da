/**
 * Splits `total` plants among `parts` chosen plants as evenly as whole plants allow, the
 * first ones taking one more. Share j is the spots k with floor(k*parts/total) = j, so the
 * layout (which hands out its spots in that order) and the shopping list always agree.
 */
export function shareOut(total: number, parts: number): number[] {
  if (parts <= 0) return [];
  const start = (j: number) => Math.ceil((j * total) / parts);
  return Array.from({ length: parts }, (_, j) => start(j + 1) - start(j));
}

/** Which of `parts` plants fills spot `k` of `total`, consistent with shareOut. */
export const shareOf = (k: number, total: number, parts: number): number => Math.floor((k * parts) / total);
