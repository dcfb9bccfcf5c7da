/** Query parameters carried on every menu and header navigation (SPEC §2.1). */
export const CARRIED_PARAMS = ['key', 'lat', 'lon', 'loc', 'av', 'ptl', 'nots', 'camera', 'dt'] as const;

export type CarriedParam = (typeof CARRIED_PARAMS)[number];
export type CarriedParams = Partial<Record<CarriedParam, string>>;

/** Picks the carried parameters out of a query string, ignoring everything else. */
export function readCarriedParams(search: string): CarriedParams {
  const query = new URLSearchParams(search);
  const carried: CarriedParams = {};
  for (const name of CARRIED_PARAMS) {
    const value = query.get(name);
    if (value !== null && value !== '') carried[name] = value;
  }
  return carried;
}
