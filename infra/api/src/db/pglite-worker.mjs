// @ts-check
/**
 * The embedded PostgreSQL's own thread. PGlite runs PostgreSQL as WebAssembly, and every
 * query runs synchronously on the thread that holds it: in the server's thread, one slow
 * search stopped every other request (and new connections) for its whole length, and
 * 200 connections under load timed out. Here the server's thread only sends SQL and
 * receives rows (pglite-in-worker.ts).
 *
 * Plain JavaScript on purpose: a worker thread is started from a file, and this one must
 * start the same way under the test runner, under tsx and from the compiled server, none
 * of which share a TypeScript loader.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

if (!parentPort) throw new Error('pglite-worker.mjs runs as a worker thread');
const port = parentPort;

/** @type {{ dataDir: string | undefined, settings: string[] }} */
const { dataDir, settings } = workerData;

/** @param {string} text */
const keepText = (text) => text;

/**
 * An error as plain fields (PostgreSQL's code, constraint, detail, ... included), since an
 * Error's own properties do not survive the copy between threads.
 * @param {unknown} error
 */
function errorFields(error) {
  if (!(error instanceof Error)) return { message: String(error) };
  /** @type {Record<string, unknown>} */
  const fields = { name: error.name, message: error.message };
  for (const [key, value] of Object.entries(error))
    if (value === null || ['string', 'number', 'boolean'].includes(typeof value)) fields[key] = value;
  return fields;
}

/**
 * @typedef {import('@electric-sql/pglite').Transaction} Transaction
 * @typedef {{ tx: Transaction, decide: (commit: boolean) => void, settled: Promise<void> }} OpenTransaction
 */
/** @type {Map<number, OpenTransaction>} */
const transactions = new Map();
let lastTransaction = 0;

/** @param {number | undefined} id */
function onWhich(id) {
  if (id === undefined) return db;
  const open = transactions.get(id);
  if (!open) throw new Error(`transaction ${id} has already ended`);
  return open.tx;
}

/**
 * Opens a transaction that stays open until `end` decides it: PGlite commits when its
 * callback returns, so the callback waits for the server thread's decision.
 */
async function begin() {
  /** @type {(commit: boolean) => void} */
  let decide = () => undefined;
  const decided = new Promise((resolve) => (decide = resolve));
  /** @type {(tx: Transaction) => void} */
  let started = () => undefined;
  const begun = new Promise((resolve) => (started = resolve));
  const settled = db.transaction(async (tx) => {
    started(tx);
    if (!(await decided)) await tx.rollback();
  });
  const tx = await Promise.race([
    begun,
    settled.then(() => {
      throw new Error('the transaction ended before it began');
    }),
  ]);
  const id = ++lastTransaction;
  transactions.set(id, { tx, decide, settled });
  return id;
}

/** @param {number} id @param {boolean} commit */
async function end(id, commit) {
  const open = transactions.get(id);
  if (!open) throw new Error(`transaction ${id} has already ended`);
  transactions.delete(id);
  open.decide(commit);
  await open.settled;
  return null;
}

/**
 * @param {{ op: string, tx?: number, sql?: string, params?: unknown[], rowMode?: 'array' | 'object',
 *   textTypes?: number[], commit?: boolean }} request
 */
async function perform(request) {
  switch (request.op) {
    case 'query': {
      const parsers = Object.fromEntries((request.textTypes ?? []).map((type) => [type, keepText]));
      return onWhich(request.tx).query(request.sql ?? '', request.params, {
        rowMode: request.rowMode,
        parsers,
      });
    }
    case 'exec':
      return onWhich(request.tx).exec(request.sql ?? '');
    case 'begin':
      return begin();
    case 'end':
      return end(request.tx ?? 0, request.commit === true);
    case 'close':
      await db.close();
      return null;
    default:
      throw new Error(`unknown request ${request.op}`);
  }
}

/** @type {PGlite} */
let db;
try {
  db = await PGlite.create(dataDir, { extensions: { pg_trgm }, postgresqlconf: settings });
  port.postMessage({ id: 0, result: null });
} catch (error) {
  port.postMessage({ id: 0, error: errorFields(error) });
  throw error;
}

port.on('message', async (request) => {
  try {
    port.postMessage({ id: request.id, result: await perform(request) });
  } catch (error) {
    port.postMessage({ id: request.id, error: errorFields(error) });
  }
});
