import { readdirSync, readFileSync } from 'node:fs';
import os from 'node:os';
import { processTree } from '../bench/process-tree';

/** Linux counts process CPU time in clock ticks of 1/100 s (USER_HZ). */
const TICKS_PER_SECOND = 100;

/** CPU seconds a process has used so far, user and system (0 when it is gone). */
function cpuSeconds(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command's closing parenthesis: utime and stime are the 12th and 13th.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
  } catch {
    return 0;
  }
}

function commandOf(pid: number): string {
  try {
    return readFileSync(`/proc/${pid}/comm`, 'utf8').trim();
  } catch {
    return '';
  }
}

/** The PostgreSQL server's processes on this machine (its backends serve the gateway). */
function postgresPids(): number[] {
  return readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .map(Number)
    .filter((pid) => commandOf(pid) === 'postgres');
}

export interface CpuShares {
  /** Cores' worth of CPU each part used over the interval (2 = both cores of a 2-core machine). */
  gateway: number;
  postgres: number;
  loadGenerator: number;
  cores: number;
}

/**
 * Who used the machine's cores while `work` ran: the gateway (its primary and workers),
 * PostgreSQL and this process (the load generator, autocannon). On a small machine the three
 * share the same cores, which bounds what a second gateway worker can add.
 */
export async function measureCpuShares<T>(
  gatewayPid: number,
  work: () => Promise<T>,
): Promise<{ result: T; shares: CpuShares }> {
  const gatewayPids = processTree(gatewayPid);
  const sum = (pids: number[]) => pids.reduce((total, pid) => total + cpuSeconds(pid), 0);
  const before = { gateway: sum(gatewayPids), postgres: sum(postgresPids()), self: process.cpuUsage() };
  const started = process.hrtime.bigint();
  const result = await work();
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  const self = process.cpuUsage(before.self);
  const share = (cpu: number) => Math.round((cpu / seconds) * 100) / 100;
  return {
    result,
    shares: {
      gateway: share(sum(gatewayPids) - before.gateway),
      // Backends that started during the run count from zero.
      postgres: share(sum(postgresPids()) - before.postgres),
      loadGenerator: share((self.user + self.system) / 1e6),
      cores: os.cpus().length,
    },
  };
}

/** The line `npm run load` prints under a mixed load's figures. */
export function cpuSharesLine(label: string, { gateway, postgres, loadGenerator, cores }: CpuShares): string {
  return (
    `${label}: CPU during the mixed load, in cores of ${cores}: gateway ${gateway.toFixed(2)}, ` +
    `PostgreSQL ${postgres.toFixed(2)}, load generator ${loadGenerator.toFixed(2)}`
  );
}
