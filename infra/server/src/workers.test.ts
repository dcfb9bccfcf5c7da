import http from 'node:http';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { ADMIN_FILE, type AdminEndpoint } from '../../api/src/admin/admin-access';
import { startGateway, type RunningGateway } from '../../../tools/bench/gateway-process';
import {
  freshPostgresDatabase,
  type FreshPostgresDatabase,
} from '../../api/src/testing/fresh-postgres-database';
import { signedInGardener } from '../../../tools/load/load-gardener';

/** The built gateway (`npm start`'s) with WORKERS=2 on PostgreSQL: one port, two processes. */
const PORT = Number(process.env.WORKERS_TEST_PORT ?? 8177);
const STARTING_MS = 120_000;

interface LogLine {
  pid: number;
  msg: string;
}

/** The JSON log lines the workers printed (LOG_LEVEL=debug: one per answered request). */
const logLines = (gateway: RunningGateway): LogLine[] =>
  gateway
    .output()
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as LogLine);

const occurrences = (text: string, part: string) => text.split(part).length - 1;

/** A GET on a connection of its own: the primary hands each new connection to the next worker. */
function getOnNewConnection(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { agent: false }, (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
      })
      .on('error', reject);
  });
}

const isRunning = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

async function listeningPids(gateway: RunningGateway): Promise<number[]> {
  return logLines(gateway)
    .filter((line) => line.msg.startsWith('Server listening'))
    .map((line) => line.pid);
}

describe('WORKERS=2 on PostgreSQL: the built gateway as npm start runs it', () => {
  let postgres: FreshPostgresDatabase | null;
  let gateway: RunningGateway;

  beforeAll(async () => {
    postgres = await freshPostgresDatabase('workers');
    if (!postgres) throw new Error('PostgreSQL is unreachable: the API suite needs it too');
    gateway = await startGateway(PORT, {
      env: { DATABASE_URL: postgres.url, LOG_LEVEL: 'debug' },
      workers: 2,
    });
    // The start lines come once every worker listens, after the health endpoint answers.
    for (let waited = 0; !gateway.output().includes('Demo gardener') && waited < 30_000; waited += 100)
      await delay(100);
  }, STARTING_MS);

  afterAll(async () => {
    await gateway?.stop();
    await postgres?.drop();
  }, STARTING_MS);

  test('two worker processes, neither the primary, answer on the one port', async () => {
    const answered = logLines(gateway).length;
    for (let call = 0; call < 10; call += 1)
      expect(await getOnNewConnection(`${gateway.url}/api/health`)).toBe(200);
    const pids = new Set(
      logLines(gateway)
        .slice(answered)
        .filter((line) => line.msg === 'request answered')
        .map((line) => line.pid),
    );
    expect(pids.size).toBe(2);
    expect(pids.has(gateway.process.pid!)).toBe(false);
  });

  test('the start-up work ran once, in the primary, which published the admin endpoint', async () => {
    const output = gateway.output();
    expect(occurrences(output, 'public tables imported')).toBe(1);
    expect(occurrences(output, 'Demo gardener (user 1) signs in at')).toBe(1);
    expect(occurrences(output, 'Thrive Garden is running at')).toBe(1);
    expect(output).toContain('in 2 worker processes');
    const admin = JSON.parse(readFileSync(path.join(gateway.dataDir, ADMIN_FILE), 'utf8')) as AdminEndpoint;
    expect(admin.pid).toBe(gateway.process.pid);
    // Every worker takes the primary's admin token: the users CLI reaches whichever answers.
    for (let gardener = 0; gardener < 2; gardener += 1)
      await expect(signedInGardener(gateway.url, gateway.dataDir)).resolves.toMatchObject({
        uid: expect.any(Number),
      });
  });

  test('a worker that dies is replaced, and SIGTERM to the primary ends every worker', async () => {
    const [victim, survivor] = await listeningPids(gateway);
    process.kill(victim!, 'SIGKILL');
    let replacement: number | undefined;
    for (let waited = 0; !replacement && waited < 30_000; waited += 100) {
      await delay(100);
      replacement = (await listeningPids(gateway)).find((pid) => pid !== victim && pid !== survivor);
    }
    expect(replacement).toBeDefined();
    expect(await getOnNewConnection(`${gateway.url}/api/health`)).toBe(200);

    const exited = new Promise<number | null>((resolve) => gateway.process.once('exit', resolve));
    gateway.process.kill('SIGTERM');
    expect(await exited).toBe(0);
    expect([survivor!, replacement!].filter(isRunning)).toEqual([]);
  });
});
