import { cpuSharesLine, measureCpuShares } from './cpu-share';

describe('who used the cores during a load (npm run load)', () => {
  test('busy work in a measured process shows as its share of a core; the line names each part', async () => {
    const busyUntil = (ms: number) => {
      const end = Date.now() + ms;
      while (Date.now() < end);
    };
    // This process stands for the gateway here: its own busy work counts for both.
    const { result, shares } = await measureCpuShares(process.pid, async () => {
      busyUntil(300);
      return 'done';
    });
    expect(result).toBe('done');
    expect(shares.loadGenerator).toBeGreaterThan(0.5);
    expect(shares.gateway).toBeGreaterThan(0.5);
    expect(shares.cores).toBeGreaterThanOrEqual(1);
    expect(
      cpuSharesLine('PostgreSQL', { ...shares, gateway: 1.2, postgres: 0.4, loadGenerator: 0.3 }),
    ).toMatch(
      /^PostgreSQL: CPU during the mixed load, in cores of \d+: gateway 1\.20, PostgreSQL 0\.40, load generator 0\.30$/,
    );
  });
});
