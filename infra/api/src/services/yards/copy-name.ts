/**
 * The name of a copy: "Copy of {name}", or "Copy 2 of {name}", "Copy 3 of {name}" ... when
 * that name is already taken among its neighbours (the zones of the yard, or the gardener's
 * yards), so two copies of one thing can be told apart.
 */
export function copyName(name: string, taken: Iterable<string>): string {
  const names = new Set(taken);
  for (let n = 1; ; n += 1) {
    const candidate = n === 1 ? `Copy of ${name}` : `Copy ${n} of ${name}`;
    if (!names.has(candidate)) return candidate;
  }
}
