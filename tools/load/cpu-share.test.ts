import { cpuSharesLine, measureCpuShares } from './cpu-share';

describe('who used the cores during a load (npm run load)', () => {
  test('busy work in a measured process shows as its share of a core; the line names each part', async () => {
    // Busy until this process has used 300 ms of CPU, however loaded the machine is.
    const busyFor = (cpuMs: number) => {
      const start = process.cpuUsage();
      while (process.cpuUsage(start).user < cpuMs * 1000);
    };
    // This process stands for the gateway here: its busy work counts for both, read once from
    // /proc (the gateway) and once from Node (the load generator), and the two agree.
    const { result, shares } = await measureCpuShares(process.pid, async () => {
      busyFor(300);
      return 'done';
    });
    expect(result).toBe('done');
    expect(shares.loadGenerator).toBeGreaterThan(0);
    expect(shares.gateway).toBeGreaterThan(0);
    // /proc counts in ticks of 10 ms: over 300 ms or more of work the two differ by little.
    expect(Math.abs(shares.gateway - shares.loadGenerator)).toBeLessThan(
      0.1 * Math.max(1, shares.loadGenerator) + 0.05,
    );
    expect(shares.cores).toBeGreaterThanOrEqual(1);
    expect(
      cpuSharesLine('PostgreSQL', { ...shares, gateway: 1.2, postgres: 0.4, loadGenerator: 0.3 }),
    ).toMatch(
      /^PostgreSQL: CPU during the mixed load, in cores of \d+: gateway 1\.20, PostgreSQL 0\.40, load generator 0\.30$/,
    );
  });
});
