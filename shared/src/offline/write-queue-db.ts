import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import type { QueuedWrite } from './queued-write';

/** The device's queue of changes made offline (DESIGN §5), one object store in order. */
interface QueueDb extends DBSchema {
  writes: { key: number; value: QueuedWrite; indexes: { byUser: number } };
}

const DB_NAME = 'thrive-offline';
let opened: Promise<IDBPDatabase<QueueDb>> | null = null;

function database(): Promise<IDBPDatabase<QueueDb>> {
  opened ??= openDB<QueueDb>(DB_NAME, 1, {
    upgrade(db) {
      const writes = db.createObjectStore('writes', { keyPath: 'seq', autoIncrement: true });
      writes.createIndex('byUser', 'userId');
    },
  }).catch((error: unknown) => {
    opened = null; // a later try may succeed (storage freed, another tab upgraded)
    throw error;
  });
  return opened;
}

/**
 * Keeps a change; resolves once it is stored, so a change the app says is kept survives the
 * page being closed. Returns it with its place in the queue.
 */
export async function storeQueuedWrite(write: QueuedWrite): Promise<QueuedWrite> {
  const { seq: _none, ...fields } = write;
  const seq = await (await database()).add('writes', fields as QueuedWrite);
  return { ...fields, seq };
}

/** A gardener's queued changes, oldest first. */
export async function queuedWritesOf(userId: number): Promise<QueuedWrite[]> {
  const writes = await (await database()).getAllFromIndex('writes', 'byUser', userId);
  return writes.sort((a, b) => (a.seq ?? 0) - (b.seq ?? 0));
}

/** Forgets a change that was sent, or that the server refused. */
export async function dropQueuedWrite(seq: number): Promise<void> {
  await (await database()).delete('writes', seq);
}

/** For tests: the next open starts from a new connection. */
export function closeWriteQueue(): void {
  void opened?.then((db) => db.close());
  opened = null;
}
