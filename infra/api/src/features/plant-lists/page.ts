/** A page of a list (SPEC §2.6 paginator): `i` is the page index from 0, `c` the page size. */
export interface PageRequest {
  i: number;
  c: number;
}

/** Rows to skip before page `i`. */
export const pageOffset = ({ i, c }: PageRequest): number => i * c;

/** Page `i` of an already ranked list. */
export function pageOf<T>(items: readonly T[], page: PageRequest): T[] {
  const start = pageOffset(page);
  return items.slice(start, start + page.c);
}
