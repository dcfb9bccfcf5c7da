type QueryValue = string | number | boolean | readonly number[] | undefined;

/**
 * `?a=1&b=x` from the design filter's values that say something: unlike the shared
 * `queryString`, an empty text or an empty id list is left out (SPEC §3 Design filter: an
 * absent list matches all).
 */
export function designQueryString(query: Record<string, QueryValue>): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value === undefined || value === '' || (Array.isArray(value) && value.length === 0)) continue;
    params.set(name, Array.isArray(value) ? value.join(',') : String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}
