/** A request with a method and body, for RTK Query `query` functions. */
export const send = (method: string, url: string, body?: unknown) => ({ url, method, body });

/** Parses a response with its contract, so a server that drifts from it fails loudly here. */
export const parseWith =
  <T>(schema: { parse: (body: unknown) => T }) =>
  (body: unknown) =>
    schema.parse(body);

/** `?a=1&b=x` from the defined values of a query object (arrays as comma lists). */
export function queryString(query: Record<string, string | number | boolean | number[] | undefined>): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value === undefined) continue;
    params.set(name, Array.isArray(value) ? value.join(',') : String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}
