import autocannon from 'autocannon';

const WARM_UP_SECONDS = 2;

export interface LoadRequest {
  method?: 'GET' | 'POST';
  path: string;
  headers?: Record<string, string>;
  body?: string;
}

export interface LoadResult {
  requestsPerSecond: number;
  p99: number;
  errors: number;
  timeouts: number;
  non2xx: number;
}

/**
 * Loopback load with autocannon, stopping by itself after `seconds`: requests rotate
 * through `requests` (one path for a throughput figure, several for a mixed load).
 */
export async function load(
  baseUrl: string,
  requests: readonly LoadRequest[],
  { connections, seconds }: { connections: number; seconds: number },
): Promise<LoadResult> {
  const run = (duration: number) =>
    autocannon({
      url: baseUrl,
      connections,
      duration,
      timeout: 10,
      requests: requests.map(({ method = 'GET', path, headers = {}, body }) => ({
        method,
        path,
        headers: {
          'accept-encoding': 'gzip, br',
          ...(body ? { 'content-type': 'application/json' } : {}),
          ...headers,
        },
        body,
      })),
    });
  // Warmed up first: the figure is the server's steady state, not its compiler's first seconds.
  await run(WARM_UP_SECONDS);
  const result = await run(seconds);
  return {
    requestsPerSecond: result.requests.average,
    p99: result.latency.p99,
    errors: result.errors,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
  };
}
