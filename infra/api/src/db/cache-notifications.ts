import { randomBytes } from 'node:crypto';
import { changePayload, EVERYTHING, parseChangePayload, type CacheChange } from './cache-changes';

/**
 * How changes travel between instances: PostgreSQL NOTIFY/LISTEN when DATABASE_URL is set
 * (postgres-cache-transport.ts), within the process on the embedded database, which only
 * one process ever opens.
 */
export interface CacheTransport {
  send(payload: string): Promise<void>;
  /**
   * Delivers every payload sent by anyone (this process included) to `receive`. `lost` is
   * called once delivery works again after a break, during which payloads may have been missed.
   */
  start(receive: (payload: string | undefined) => void, lost: () => void): Promise<void>;
  stop(): Promise<void>;
}

/** One cache owner (an API app): it applies what others change and tells them what it changed. */
export interface CacheMember {
  /** Tells every other member, in this process and others; this one has applied it already. */
  publish(change: CacheChange): void;
  /**
   * Resolves once every change this member published so far has been sent (an answer waits
   * for it); undefined when none is on its way, so answers that changed nothing never wait.
   */
  sending(): Promise<void> | undefined;
  leave(): Promise<void>;
}

export interface CacheNotifications {
  /**
   * `apply` gets every change other members publish, and "everything" after the connection
   * was lost. Resolves once changes are received.
   */
  join(apply: (change: CacheChange) => void, warn?: (message: string) => void): Promise<CacheMember>;
  /** A change made outside any member (a seed, an import): every member applies it. */
  publish(change: CacheChange): Promise<void>;
  /** Sends what is still being sent and stops receiving. */
  close(): Promise<void>;
}

export function createCacheNotifications(transport: CacheTransport): CacheNotifications {
  const members = new Map<string, (change: CacheChange) => void>();
  const sending = new Set<Promise<void>>();
  let warnings: ((message: string) => void) | undefined;
  let started: Promise<void> | undefined;

  const receive = (payload: string | undefined) => {
    const { from, change } = parseChangePayload(payload);
    for (const [id, apply] of members) if (id !== from) apply(change);
  };
  const lost = () => {
    warnings?.('cache notifications: connection back; every cache dropped');
    for (const apply of members.values()) apply(EVERYTHING);
  };
  const send = (from: string, change: CacheChange) => {
    const sent = transport.send(changePayload(from, change)).catch((error: unknown) => {
      // The other instances catch up within each cache's lifetime.
      warnings?.(`cache notifications: not sent (${String(error)})`);
    });
    sending.add(sent);
    void sent.finally(() => sending.delete(sent));
    return sent;
  };

  return {
    async join(apply, warn) {
      const id = randomBytes(6).toString('base64url');
      members.set(id, apply);
      warnings ??= warn;
      started ??= transport.start(receive, lost);
      await started;
      const mine = new Set<Promise<void>>();
      return {
        publish(change) {
          const sent = send(id, change);
          mine.add(sent);
          void sent.finally(() => mine.delete(sent));
        },
        sending: () => (mine.size ? Promise.all(mine).then(() => undefined) : undefined),
        async leave() {
          members.delete(id);
          await Promise.all(mine);
        },
      };
    },
    publish: (change) => send('', change),
    async close() {
      await Promise.all(sending);
      members.clear();
      if (started)
        await started.then(
          () => transport.stop(),
          () => undefined,
        );
      started = undefined;
    },
  };
}

/** Within one process: the embedded database has no other. */
export function inProcessCacheTransport(): CacheTransport {
  let deliver: ((payload: string) => void) | undefined;
  return {
    async send(payload) {
      // After the sender's own work, as a notification arrives after its transaction.
      queueMicrotask(() => deliver?.(payload));
    },
    async start(receive) {
      deliver = receive;
    },
    async stop() {
      deliver = undefined;
    },
  };
}
