import pg from 'pg';
import type { CacheTransport } from './cache-notifications';

/** The NOTIFY channel of one database; tests sharing a database have one per schema. */
export function cacheChannel(schemaName: string | undefined): string {
  return schemaName ? `thrive_cache_changes_${schemaName}` : 'thrive_cache_changes';
}

/** Waits between attempts to listen again, doubling up to the last. */
const RETRY_MS = { first: 100, most: 5_000 };

interface Options {
  /** Sends NOTIFY (any connection will do: the pool's). */
  pool: pg.Pool;
  /** Where the one listening connection of this process goes. */
  connectionString: string;
  channel: string;
  /** Tests shorten the waits. */
  retryMs?: { first: number; most: number };
  /** A dedicated client for LISTEN; tests pass one they can break. */
  newClient?: () => pg.Client;
}

/**
 * NOTIFY through the pool, LISTEN on a connection of its own (a pooled one would be handed
 * to queries and lose its LISTEN). When that connection breaks it is opened again, and
 * since notifications sent meanwhile are lost, `lost` makes every cache drop everything.
 */
export function postgresCacheTransport({
  pool,
  connectionString,
  channel,
  retryMs = RETRY_MS,
  newClient = () => new pg.Client({ connectionString, keepAlive: true }),
}: Options): CacheTransport {
  let client: pg.Client | undefined;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;

  const listen = async (receive: (payload: string | undefined) => void, onBreak: () => void) => {
    const next = newClient();
    next.on('notification', (message) => {
      if (message.channel === channel) receive(message.payload);
    });
    // 'error' and 'end' both come when the server or the network drops the connection.
    let broken = false;
    const breakOnce = () => {
      if (broken) return;
      broken = true;
      if (client === next) client = undefined;
      void next.end().catch(() => undefined);
      if (!stopped) onBreak();
    };
    next.on('error', breakOnce);
    next.on('end', breakOnce);
    try {
      await next.connect();
      await next.query(`LISTEN ${next.escapeIdentifier(channel)}`);
    } catch (error) {
      broken = true;
      await next.end().catch(() => undefined);
      throw error;
    }
    if (stopped) {
      await next.end().catch(() => undefined);
      return;
    }
    client = next;
  };

  return {
    send: async (payload) => {
      await pool.query('SELECT pg_notify($1, $2)', [channel, payload]);
    },
    async start(receive, lost) {
      const again = (waitMs: number) => {
        if (stopped) return;
        retry = setTimeout(() => {
          retry = undefined;
          listen(receive, () => again(retryMs.first)).then(lost, () =>
            again(Math.min(waitMs * 2, retryMs.most)),
          );
        }, waitMs);
      };
      // The first connection fails like the database would: the caller is starting up.
      await listen(receive, () => again(retryMs.first));
    },
    async stop() {
      stopped = true;
      if (retry) clearTimeout(retry);
      const last = client;
      client = undefined;
      await last?.end().catch(() => undefined);
    },
  };
}
