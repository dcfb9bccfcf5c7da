import { isIP } from 'node:net';

/**
 * Which proxies in front of us may say who the client is (X-Forwarded-For): none (false,
 * every client is the socket's address), the nearest N hops, or the proxies at these
 * addresses and networks (see fastifyTrustProxy).
 */
export type TrustProxy = false | number | string[];

/** proxy-addr's names for the loopback, link-local and private ranges. */
const NAMED_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isAddressOrNetwork(entry: string): boolean {
  if (NAMED_RANGES.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128);
}

/**
 * TRUST_PROXY: unset or empty trusts no proxy (a client's own X-Forwarded-For is ignored);
 * a whole number trusts that many hops; otherwise a comma-separated list of addresses,
 * CIDR networks or loopback/linklocal/uniquelocal. Anything else stops the start, because
 * trusting the wrong hop lets any client choose the address its rate limits count.
 */
export function parseTrustProxy(value: string | undefined): TrustProxy {
  const text = value?.trim() ?? '';
  if (text === '') return false;
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    if (hops > 10) throw new Error(`TRUST_PROXY "${text}" must be at most 10 hops`);
    return hops === 0 ? false : hops;
  }
  const entries = text.split(',').map((entry) => entry.trim());
  const wrong = entries.filter((entry) => !isAddressOrNetwork(entry));
  if (wrong.length)
    throw new Error(
      `TRUST_PROXY "${text}" must be a number of hops or a comma-separated list of addresses ` +
        `or networks like 10.0.0.0/8,127.0.0.1 (not: ${wrong.join(', ')})`,
    );
  return entries;
}

/**
 * Fastify's `trustProxy` for a setting. Fastify trusts no hop for a bare number (it cannot
 * tell the proxy from a client that connects directly), so N hops is said as a function:
 * the socket's peer and the N-1 addresses it forwarded are proxies. A hop count is right
 * only where clients cannot reach the service but through the proxy; a list of the
 * proxies' addresses is safe either way (README, infra/deploy).
 */
export function fastifyTrustProxy(
  trust: TrustProxy,
): false | string[] | ((address: string, hop: number) => boolean) {
  if (typeof trust !== 'number') return trust;
  return (_address, hop) => hop < trust;
}
