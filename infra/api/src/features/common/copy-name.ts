/** Yard and zone names are at most this long (the contracts' limit). */
const NAME_LIMIT = 100;

/**
 * The name of a copy: "Copy of {name}", or "Copy 2 of {name}", "Copy 3 of {name}" ... when
 * that name is already taken among its neighbours (the zones of the yard, or the gardener's
 * yards), so two copies of one thing can be told apart. A long name is shortened so the copy
 * can be saved again as it is.
 */
export function copyName(name: string, taken: Iterable<string>): string {
  const names = new Set(taken);
  for (let n = 1; ; n += 1) {
    const prefix = n === 1 ? 'Copy of ' : `Copy ${n} of `;
    const candidate = `${prefix}${name}`.slice(0, NAME_LIMIT).trimEnd();
    if (!names.has(candidate)) return candidate;
  }
}
