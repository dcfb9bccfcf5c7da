import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import S3rver from 's3rver';
import { FRONT_END_APPS, REPO_ROOT, buildApp, needsBuild } from '../../tools/apps';
import { buildServer } from '../../tools/build-server';
import { waitForUrl } from '../../tools/bench/wait-for-url';

/**
 * `npm run scale-example`: the multi-instance setup of infra/deploy/README.md on one machine.
 * Two API processes (`npm run api`) and the gateway with two workers (`npm start`,
 * WORKERS=2), all on one local PostgreSQL database and one local S3 server (s3rver): four
 * instances that share nothing but the database and the bucket. Ctrl-C stops them all.
 */
const DATABASE_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/thrive_scale_example';
const GATEWAY_PORT = Number(process.env.PORT ?? 8080);
const API_PORTS = [GATEWAY_PORT + 1, GATEWAY_PORT + 2];
const S3_PORT = Number(process.env.S3_EXAMPLE_PORT ?? 4569);
const S3_BUCKET = 'thrive-media';
const DATA_DIR = path.join(REPO_ROOT, 'data', 'scale-example');

/** Creates the example's database on first use (the server's own `postgres` database lets us). */
async function ensureDatabase(url: string) {
  const target = new URL(url);
  const name = decodeURIComponent(target.pathname.slice(1));
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.href });
  await client.connect();
  try {
    const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (!found.rowCount) {
      await client.query(`CREATE DATABASE "${name.replaceAll('"', '""')}"`);
      console.log(`created PostgreSQL database ${name}`);
    }
  } finally {
    await client.end();
  }
}

function run(label: string, script: string, env: Record<string, string>): ChildProcess {
  const child = spawn(process.execPath, ['--max-semi-space-size=4', script], {
    cwd: REPO_ROOT,
    env: { ...process.env, MALLOC_ARENA_MAX: '2', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const prefix = (chunk: Buffer) =>
    chunk
      .toString()
      .split('\n')
      .filter((line) => line.trim())
      .map((line) => `[${label}] ${line}`)
      .join('\n');
  child.stdout?.on('data', (chunk: Buffer) => console.log(prefix(chunk)));
  child.stderr?.on('data', (chunk: Buffer) => console.error(prefix(chunk)));
  return child;
}

await ensureDatabase(DATABASE_URL);
for (const app of FRONT_END_APPS.filter(needsBuild)) {
  console.log(`building ${app}...`);
  buildApp(app);
}
await buildServer('gateway');
await buildServer('api');

mkdirSync(path.join(DATA_DIR, 's3'), { recursive: true });
const s3 = new S3rver({
  address: '127.0.0.1',
  port: S3_PORT,
  silent: true,
  directory: path.join(DATA_DIR, 's3'),
  configureBuckets: [{ name: S3_BUCKET }],
});
await s3.run();

const shared = {
  DATABASE_URL,
  DATA_DIR,
  S3_BUCKET,
  S3_ENDPOINT: `http://127.0.0.1:${S3_PORT}`,
  // s3rver's fixed credentials.
  S3_ACCESS_KEY_ID: 'S3RVER',
  S3_SECRET_ACCESS_KEY: 'S3RVER',
};
// The gateway starts first: its primary migrates, seeds and imports the public tables once,
// which the API processes then find done (they would wait on the same advisory lock).
const children = [
  run('gateway', 'infra/server/dist/main.mjs', { ...shared, PORT: String(GATEWAY_PORT), WORKERS: '2' }),
];
await waitForUrl(`http://127.0.0.1:${GATEWAY_PORT}/api/health`, 'the gateway', 300);
for (const [index, port] of API_PORTS.entries())
  children.push(run(`api ${index + 1}`, 'infra/api/dist/main.mjs', { ...shared, PORT: String(port) }));
for (const port of API_PORTS)
  await waitForUrl(`http://127.0.0.1:${port}/api/health`, `the API on ${port}`, 120);

console.log(`
Four instances on one database (${new URL(DATABASE_URL).pathname.slice(1)}) and one bucket (${S3_BUCKET} on s3rver :${S3_PORT}):
  the app and API, 2 workers:  http://127.0.0.1:${GATEWAY_PORT}/
  the API alone:               ${API_PORTS.map((port) => `http://127.0.0.1:${port}/api/`).join('  ')}
Change your nickname or upload a photo through one, read it through another: each sees it at once.
Ctrl-C stops them all.`);

let stopping = false;
const stop = async () => {
  if (stopping) return;
  stopping = true;
  await Promise.all(
    children.map(
      (child) =>
        new Promise<void>((resolve) => {
          if (child.exitCode !== null) return resolve();
          child.once('exit', () => resolve());
          child.kill('SIGTERM');
        }),
    ),
  );
  await s3.close();
  process.exit(0);
};
process.once('SIGINT', () => void stop());
process.once('SIGTERM', () => void stop());
