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

interface LoadOptions {
  connections: number;
  seconds: number;
}

function run(baseUrl: string, requests: readonly LoadRequest[], { connections, seconds }: LoadOptions) {
  return autocannon({
    url: baseUrl,
    connections,
    duration: seconds,
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
}

/**
 * Loopback load with autocannon, stopping by itself after `seconds`: requests rotate
 * through `requests` (one path for a throughput figure, several for a mixed load).
 */
export async function load(
  baseUrl: string,
  requests: readonly LoadRequest[],
  options: LoadOptions,
): Promise<LoadResult> {
  // Warmed up first: the figure is the server's steady state, not its compiler's first seconds.
  await run(baseUrl, requests, { ...options, seconds: WARM_UP_SECONDS });
  const result = await run(baseUrl, requests, options);
  return {
    requestsPerSecond: result.requests.average,
    p99: result.latency.p99,
    errors: result.errors,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
  };
}

export interface Target {
  baseUrl: string;
  requests: readonly LoadRequest[];
}

export interface Figure {
  /** Median requests per second. */
  rate: number;
  /** Its rate over the yardstick's in the same round: median, lowest and highest. */
  ratio: { median: number; low: number; high: number };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

/**
 * Throughput of each target against a yardstick, in `rounds` short runs taken in turn, so
 * that each ratio compares runs made under the same conditions. On a shared machine other
 * work comes and goes: one long run per target measured the yardstick at one moment and
 * the call at another, and the yardstick alone moved by a factor of 2.
 */
export async function compareThroughput<Name extends string>(
  yardstick: Target,
  targets: Record<Name, Target>,
  { connections, seconds, rounds }: LoadOptions & { rounds: number },
): Promise<{ yardstick: number; figures: Record<Name, Figure> }> {
  const named = Object.entries(targets) as [Name, Target][];
  const all = [yardstick, ...named.map(([, target]) => target)];
  for (const { baseUrl, requests } of all)
    await run(baseUrl, requests, { connections, seconds: WARM_UP_SECONDS });
  const perRound: number[][] = [];
  for (let round = 0; round < rounds; round++) {
    const rates: number[] = [];
    for (const { baseUrl, requests } of all) {
      const result = await run(baseUrl, requests, { connections, seconds });
      rates.push(result.requests.total / result.duration);
    }
    perRound.push(rates);
  }
  const rateOf = (i: number) => median(perRound.map((round) => round[i]!));
  const figures = Object.fromEntries(
    named.map(([name], index) => {
      const each = perRound.map((round) => round[index + 1]! / round[0]!);
      const ratio = { median: median(each), low: Math.min(...each), high: Math.max(...each) };
      return [name, { rate: rateOf(index + 1), ratio }];
    }),
  ) as Record<Name, Figure>;
  return { yardstick: rateOf(0), figures };
}
