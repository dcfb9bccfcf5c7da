/**
 * Loads a module (by `load`) with each of `modules` stubbed, and answers which of them it
 * brought: a first-screen module must leave its page and heavy kits to load on demand. The
 * modules are given as resolved files (`require.resolve`), since a stub is keyed by its file.
 */
export async function modulesLoaded<Name extends string>(
  load: () => Promise<unknown>,
  modules: Record<Name, string>,
): Promise<Record<Name, boolean>> {
  const names = Object.keys(modules) as Name[];
  const loaded = Object.fromEntries(names.map((name) => [name, false])) as Record<Name, boolean>;
  for (const name of names) {
    jest.doMock(modules[name], () => {
      loaded[name] = true;
      return {};
    });
  }
  await load();
  return loaded;
}
