import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { TEST_DATABASE_URL, freshPostgresDatabase } from '../infra/api/src/harness';
import { REPO_ROOT } from './apps';
import { startGateway, type RunningGateway } from './bench/gateway-process';
import { signedInGardener } from './load/load-gardener';
import { compareThroughput, load, type Figure, type LoadRequest } from './load/throughput';
import { waitForUrl } from './bench/wait-for-url';
import { cpuSharesLine, measureCpuShares } from './load/cpu-share';
import { BENCH_CATALOGUE, benchPlantSearch } from './bench/plant-search';

/**
 * `npm run load`: bounded loopback load on the gateway as `npm start` runs it, on the
 * embedded database and on PostgreSQL (a fresh database, dropped after) with one gateway
 * process and with two (WORKERS), then plant search over the full catalogue. It prints the
 * figures of the performance issues, each with its goal; it asserts nothing.
 */
const GATEWAY_PORT = Number(process.env.LOAD_PORT ?? 8098);
const BARE_PORT = GATEWAY_PORT + 1;
/** Seconds of load per throughput figure, in THROUGHPUT_ROUNDS runs taken in turn. */
const THROUGHPUT_SECONDS = Number(process.env.LOAD_SECONDS ?? 10);
const THROUGHPUT_ROUNDS = 5;
const MIXED_SECONDS = Number(process.env.LOAD_MIXED_SECONDS ?? 30);

const rps = (value: number) => `${Math.round(value).toLocaleString('en-US')} req/s`;
const againstBare = ({ rate, ratio }: Figure) =>
  `${rps(rate)} = ${ratio.median.toFixed(3)}x bare (rounds ${ratio.low.toFixed(2)}–${ratio.high.toFixed(2)}x)`;

async function startBareRoute(body: string) {
  const bodyDir = mkdtempSync(path.join(os.tmpdir(), 'thrive-load-'));
  const bodyFile = path.join(bodyDir, 'body.json');
  writeFileSync(bodyFile, body);
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(REPO_ROOT, 'tools/load/bare-route.ts'), String(BARE_PORT), bodyFile],
    {
      cwd: REPO_ROOT,
      stdio: 'ignore',
    },
  );
  const url = `http://127.0.0.1:${BARE_PORT}`;
  await waitForUrl(`${url}/bare`, 'the bare route', 15);
  return {
    url,
    async stop() {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
      rmSync(bodyDir, { recursive: true, force: true });
    },
  };
}

interface Run {
  /** What the figures are of, as printed. */
  label: string;
  /** Added to the gateway's environment (DATABASE_URL for PostgreSQL). */
  env?: Record<string, string>;
  workers: number;
  /** The Thrive Scorecard's goal on this database, in requests per second at 10 connections. */
  thriveGoal: number;
  /** The mixed load's p99 goal in ms, where the issue sets one. */
  mixedP99Goal?: number;
}

interface Measured {
  lines: string[];
  thrive: number;
  mixed: number;
}

async function measure(run: Run, gateway: RunningGateway): Promise<Measured> {
  const { label } = run;
  const gardener = await signedInGardener(gateway.url, gateway.dataDir);
  const signedIn = { headers: gardener.headers };
  const menuUrls: LoadRequest = { path: '/api/Common/0/MenuUrls', ...signedIn };
  const profile: LoadRequest = { path: `/api/users/${gardener.uid}`, ...signedIn };
  const thriveTable: LoadRequest = {
    path: `/api/users/${gardener.uid}/ThriveTable/${gardener.yardId}`,
    ...signedIn,
  };
  const menuBody = await (await fetch(`${gateway.url}${menuUrls.path}`, signedIn)).text();
  const bare = await startBareRoute(menuBody);
  try {
    const { yardstick, figures } = await compareThroughput(
      { baseUrl: bare.url, requests: [{ path: '/bare' }] },
      {
        menu: { baseUrl: gateway.url, requests: [menuUrls] },
        profile: { baseUrl: gateway.url, requests: [profile] },
        thrive: { baseUrl: gateway.url, requests: [thriveTable] },
      },
      { connections: 10, seconds: THROUGHPUT_SECONDS / THROUGHPUT_ROUNDS, rounds: THROUGHPUT_ROUNDS },
    );
    // Who used the cores meanwhile: what a second gateway worker can add is what is left.
    const { result: mixed, shares } = await measureCpuShares(gateway.process.pid!, () =>
      load(
        gateway.url,
        [
          profile,
          { path: `/api/users/${gardener.uid}/yards`, ...signedIn },
          { path: '/api/Plants/0/Search/?k=sage&sid=1&wid=3&cid=0', ...signedIn },
          thriveTable,
          menuUrls,
        ],
        { connections: 200, seconds: MIXED_SECONDS },
      ),
    );
    const p99Goal = run.mixedP99Goal ? ` (goal ≤ ${run.mixedP99Goal} ms, 0 errors)` : '';
    return {
      thrive: figures.thrive.rate,
      mixed: mixed.requestsPerSecond,
      lines: [
        `${label}: bare Fastify route ${rps(yardstick)} (10 connections; ${THROUGHPUT_ROUNDS} rounds taken in turn with the calls below, medians)`,
        `${label}: GET Common/0/MenuUrls ${againstBare(figures.menu)} (goal ≥ 0.5x)`,
        `${label}: GET users/{uid} ${againstBare(figures.profile)} (goal ≥ 0.25x)`,
        `${label}: GET users/{uid}/ThriveTable/{yard}, the Thrive Scorecard of the sample yard: ` +
          `${againstBare(figures.thrive)} (goal ≥ ${rps(run.thriveGoal)})`,
        `${label}: mixed load, 200 connections, ${MIXED_SECONDS} s: ${rps(mixed.requestsPerSecond)}, p99 ${mixed.p99} ms, ` +
          `${mixed.errors} errors (${mixed.timeouts} time-outs), ${mixed.non2xx} non-2xx answers${p99Goal}`,
        cpuSharesLine(label, shares),
      ],
    };
  } finally {
    await bare.stop();
  }
}

async function onGateway(run: Run): Promise<Measured> {
  const gateway = await startGateway(GATEWAY_PORT, { env: run.env, workers: run.workers });
  try {
    const measured = await measure(run, gateway);
    for (const line of measured.lines) console.log(line);
    return measured;
  } finally {
    await gateway.stop();
  }
}

console.log('# API under load (loopback, autocannon)');
await onGateway({ label: 'embedded', workers: 1, thriveGoal: 500 });
const postgres = await freshPostgresDatabase('load');
if (!postgres) console.log(`PostgreSQL: skipped (${TEST_DATABASE_URL} is unreachable)`);
else
  try {
    const env = { DATABASE_URL: postgres.url };
    const one = await onGateway({ label: 'PostgreSQL, WORKERS=1', env, workers: 1, thriveGoal: 1000 });
    const two = await onGateway({
      label: 'PostgreSQL, WORKERS=2',
      env,
      workers: 2,
      thriveGoal: 1000,
      mixedP99Goal: 200,
    });
    console.log(
      `PostgreSQL: WORKERS=2 over WORKERS=1 throughput: mixed load ${(two.mixed / one.mixed).toFixed(2)}x, ` +
        `Thrive Scorecard ${(two.thrive / one.thrive).toFixed(2)}x (${os.availableParallelism()} cores)`,
    );
  } finally {
    await postgres.drop();
  }

if (process.env.LOAD_PLANT_SEARCH !== '0') {
  console.log(
    `# Plant search at ${BENCH_CATALOGUE.toLocaleString('en-US')} plants (in-process; LOAD_PLANT_SEARCH=0 skips it)`,
  );
  for (const line of await benchPlantSearch(BENCH_CATALOGUE)) console.log(line);
}
