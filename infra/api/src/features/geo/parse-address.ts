/** What can be read from a one-line address without a geocoding service. */
export type AddressParts = { postalCode: string } | { city: string; state: string } | null;

const ZIP = /\b(\d{5})(?:-\d{4})?\b/g;
const STATE = /^[A-Za-z]{2}$/;

/**
 * "12 Elm St, Springfield, IL 62704" -> its ZIP code (the last one, house numbers come
 * first); "Portland, OR" -> city and state. Anything else cannot be placed.
 */
export function parseAddress(address: string): AddressParts {
  const zips = [...address.matchAll(ZIP)];
  const last = zips.at(-1);
  if (last) return { postalCode: last[1]! };
  const parts = address
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  if (parts.length < 2) return null;
  const state = parts.at(-1)!;
  const city = parts.at(-2)!;
  return STATE.test(state) && city ? { city, state: state.toUpperCase() } : null;
}
