import { setTimeout as delay } from 'node:timers/promises';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startGateway, type RunningGateway } from '../bench/gateway-process';
import { freshPostgresDatabase, type FreshPostgresDatabase } from '../../infra/api/src/harness';
import { signedInGardener, type LoadGardener } from './load-gardener';

/**
 * The gateway as `npm start` runs it, killed with SIGKILL while gardeners save: every save
 * it acknowledged is there after a restart, on both databases.
 */
const PORT = Number(process.env.DURABILITY_PORT ?? 8188);
const WRITERS = 8;
const WRITING_MS = 1500;

/** Saves new yards from several writers until the gateway dies; answers the acknowledged names. */
async function saveUntilKilled(gateway: RunningGateway, gardener: LoadGardener): Promise<string[]> {
  const acknowledged: string[] = [];
  let killed = false;
  const writer = async (writerId: number) => {
    for (let n = 0; !killed; n += 1) {
      const name = `Bed ${writerId}-${n}`;
      try {
        const response = await fetch(`${gateway.url}/api/users/${gardener.uid}/yard`, {
          method: 'POST',
          headers: { ...gardener.headers, 'content-type': 'application/json' },
          body: JSON.stringify({ Name: name, PostalCode: '10001' }),
        });
        const saved = (await response.json()) as { Name?: string };
        if (response.ok && saved.Name === name) acknowledged.push(name);
      } catch {
        // The connection broke with the process: that save was never acknowledged.
      }
    }
  };
  const writers = Array.from({ length: WRITERS }, (_, writerId) => writer(writerId));
  await delay(WRITING_MS);
  const exited = new Promise((resolve) => gateway.process.once('exit', resolve));
  gateway.process.kill('SIGKILL');
  await exited;
  killed = true;
  await Promise.all(writers);
  return acknowledged;
}

describe.each([
  ['the embedded database', null],
  ['PostgreSQL', 'durability'],
] as const)('SIGKILL during saves on %s', (_label, postgresPurpose) => {
  let dataDir: string;
  let postgres: FreshPostgresDatabase | null = null;
  let gateway: RunningGateway | undefined;

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'thrive-durability-'));
    if (postgresPurpose) {
      postgres = await freshPostgresDatabase(postgresPurpose);
      if (!postgres) throw new Error('PostgreSQL is unreachable: the API suite needs it too');
    }
  });

  afterAll(async () => {
    await gateway?.stop();
    await postgres?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('loses no acknowledged save, and the server starts again on the same data', async () => {
    const env: Record<string, string> = postgres ? { DATABASE_URL: postgres.url } : {};
    const first = await startGateway(PORT, { env, dataDir });
    const gardener = await signedInGardener(first.url, dataDir);
    const acknowledged = await saveUntilKilled(first, gardener);
    expect(acknowledged.length).toBeGreaterThan(WRITERS);

    gateway = await startGateway(PORT, { env, dataDir });
    const yards = (await (
      await fetch(`${gateway.url}/api/users/${gardener.uid}/yards`, { headers: gardener.headers })
    ).json()) as { Name: string }[];
    const kept = new Set(yards.map((yard) => yard.Name));
    expect(acknowledged.filter((name) => !kept.has(name))).toEqual([]);
  });
});
