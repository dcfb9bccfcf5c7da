import type { Dispatch, UnknownAction } from '@reduxjs/toolkit';
import { apiRequestHeaders, sessionIdentity } from '../api/base-query';
import { TAG_TYPES, thriveApi } from '../api/thrive-api';
import { IDEMPOTENCY_KEY_HEADER } from './idempotency-key';
import { queuedWriteRefused, queuedWriteSent, queuedWritesLoaded, type OfflineState } from './offline-slice';
import type { QueuedWrite } from './queued-write';
import { dropQueuedWrite, queuedWritesOf } from './write-queue-db';

interface SenderStore {
  getState(): unknown;
  dispatch: Dispatch<UnknownAction>;
  subscribe(listener: () => void): () => void;
}

interface SenderOptions {
  fetchFn?: typeof fetch;
  online?: () => boolean;
  /**
   * How long after a try that could not reach the server the next one starts at most: the
   * first come sooner (1 s, 2 s, 4 s ...), as a network just back often fails a moment longer.
   */
  retryMs?: number;
  /** Where the browser says the network came back. */
  events?: Pick<Window, 'addEventListener' | 'removeEventListener'>;
}

const queuedIn = (state: unknown): QueuedWrite[] =>
  (state as { offline?: OfflineState } | undefined)?.offline?.queued ?? [];

/** What became of one try: sent, refused for good (with the server's words), or try later. */
type Outcome = { sent: true } | { refused: string } | { later: true };

/** Statuses that say "not now" rather than "no": the write stays and is tried again. */
const TRY_AGAIN = new Set([408, 409, 425, 429]);
const REFUSED_MESSAGE = 'The server did not take this change.';

async function messageOf(response: Response): Promise<string> {
  try {
    const body = (await response.json()) as { message?: unknown };
    return typeof body.message === 'string' && body.message.trim() ? body.message : REFUSED_MESSAGE;
  } catch {
    return REFUSED_MESSAGE;
  }
}

async function tryToSend(write: QueuedWrite, state: unknown, fetchFn: typeof fetch): Promise<Outcome> {
  const identity = sessionIdentity(state);
  if (!identity || identity.Id !== write.userId) return { later: true };
  let response: Response;
  try {
    response = await fetchFn(`/api/${write.url}`, {
      method: write.method,
      headers: {
        ...apiRequestHeaders(identity, write.method, write.url),
        [IDEMPOTENCY_KEY_HEADER]: write.key,
        ...(write.body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: write.body === undefined ? undefined : JSON.stringify(write.body),
    });
  } catch {
    return { later: true };
  }
  if (response.ok) {
    // SPEC §3: the bulk status answers 200 with a code; any code but 0 did not change the tasks.
    if (write.kind === 'task-status') {
      const answer = (await response
        .clone()
        .json()
        .catch(() => ({}))) as { code?: unknown };
      if (answer.code !== 0) return { refused: await messageOf(response) };
    }
    return { sent: true };
  }
  if (response.status >= 500 || TRY_AGAIN.has(response.status)) return { later: true };
  const body = (await response
    .clone()
    .json()
    .catch(() => ({}))) as { actionRefused?: unknown };
  // The session is over (SPEC §6): the change stays for when the gardener signs in again.
  if (response.status === 401 || (response.status === 403 && body.actionRefused !== true))
    return { later: true };
  return { refused: await messageOf(response) };
}

/**
 * Sends the signed-in gardener's changes made offline (DESIGN §5), oldest first, each with its
 * idempotency key: when the network comes back, at start, when a change joins the queue online
 * and, after a try that could not reach the server, again after 1 s, 2 s, 4 s ... up to `retryMs`. A change the server
 * refuses leaves the queue and comes back to the gardener with the server's message; one it
 * could not take now stays, and the ones after it wait, so the order holds. When any was sent
 * or refused, every answer is read again. Returns a function that stops it.
 */
export function startQueuedWriteSender(
  store: SenderStore,
  {
    fetchFn = (input, init) => fetch(input, init),
    online = () => globalThis.navigator?.onLine !== false,
    retryMs = 30_000,
    events = globalThis.window,
  }: SenderOptions = {},
): { stop: () => void; settled: () => Promise<void> } {
  let loadedFor: number | null = null;
  const underWay = new Set<Promise<void>>();
  const track = (work: Promise<void>) => {
    const tracked = work.catch(() => undefined).finally(() => underWay.delete(tracked));
    underWay.add(tracked);
  };
  let loading: Promise<void> = Promise.resolve();
  let busy = false;
  let retry: ReturnType<typeof setTimeout> | undefined;
  let failedTries = 0;
  let known = 0;

  async function sendAll(): Promise<void> {
    let changed = false;
    for (;;) {
      const state = store.getState();
      const next = queuedIn(state)[0];
      if (!next || !online()) break;
      const outcome = await tryToSend(next, state, fetchFn);
      if ('later' in outcome) {
        clearTimeout(retry);
        retry = setTimeout(sendSoon, Math.min(retryMs, 1000 * 2 ** failedTries));
        failedTries += 1;
        break;
      }
      failedTries = 0;
      if (next.seq !== undefined) await dropQueuedWrite(next.seq).catch(() => undefined);
      store.dispatch(
        'sent' in outcome
          ? queuedWriteSent(next.key)
          : queuedWriteRefused({ key: next.key, label: next.label, message: outcome.refused }),
      );
      changed = true;
    }
    if (changed) store.dispatch(thriveApi.util.invalidateTags([...TAG_TYPES]));
  }

  function sendSoon(): void {
    if (busy) return;
    busy = true;
    track(
      sendAll().finally(() => {
        busy = false;
      }),
    );
  }

  async function loadFor(userId: number): Promise<void> {
    const writes = userId > 0 ? await queuedWritesOf(userId).catch(() => []) : [];
    if (loadedFor !== userId) return; // another gardener signed in meanwhile
    store.dispatch(queuedWritesLoaded(writes));
    sendSoon();
  }

  function onStoreChange(): void {
    const state = store.getState();
    const userId = sessionIdentity(state)?.Id ?? 0;
    if (userId !== loadedFor) {
      loadedFor = userId;
      loading = loading.then(() => loadFor(userId));
      track(loading);
      return;
    }
    const count = queuedIn(state).length;
    if (count > known) sendSoon();
    known = count;
  }

  const unsubscribe = store.subscribe(onStoreChange);
  onStoreChange();
  events?.addEventListener('online', sendSoon);
  return {
    stop() {
      unsubscribe();
      clearTimeout(retry);
      events?.removeEventListener('online', sendSoon);
    },
    /** For tests: resolves when the work under way is done. */
    settled: async () => {
      while (underWay.size > 0) await Promise.all(underWay);
    },
  };
}
