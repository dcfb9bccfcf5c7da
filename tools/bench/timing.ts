import { performance } from 'node:perf_hooks';

export const median = (values: number[]) => percentile(values, 50);

/** The value at `p` percent of the sorted values (nearest rank). */
export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return p === 50 ? sorted[Math.floor(sorted.length / 2)]! : sorted[rank]!;
}

export const ms = (value: number) => `${value.toFixed(2)} ms`;

/** The median time of `runs` runs of synchronous work. */
export function timeRuns(runs: number, work: () => void): number {
  const times: number[] = [];
  for (let run = 0; run < runs; run += 1) {
    const start = performance.now();
    work();
    times.push(performance.now() - start);
  }
  return median(times);
}
