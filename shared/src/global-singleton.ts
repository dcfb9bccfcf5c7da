/**
 * Returns the one instance of a thing for the whole page. Module Federation shares
 * @thrive/shared as a singleton, but if a remote ever ends up with its own copy of
 * this package (misconfigured build, version fallback) it must still join the same
 * store rather than silently split the app's state in two.
 */
export function globalSingleton<T>(key: string, create: () => T): T {
  const registry = globalThis as unknown as Record<symbol, T | undefined>;
  const symbol = Symbol.for(`thrive.${key}`);
  registry[symbol] ??= create();
  return registry[symbol];
}
