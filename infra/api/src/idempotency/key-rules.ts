import { DAY_MS } from '../features/common/time-units';

/** How long an answer is kept: past this, the key is forgotten and may name a new request. */
export const KEPT_FOR_MS = 7 * DAY_MS;
/**
 * A key still in progress after this was left by a process that died mid-request (no call of
 * a gardener's takes nearly this long), so a retry may take it over.
 */
const ABANDONED_AFTER_MS = 5 * 60_000;

/** Statuses a client is right to send again later: their answers are not kept. */
const TRY_AGAIN_STATUSES = new Set([
  401, // signed out: the write is sent again once signed in
  403, // no access now: a role may be given
  408, // the request was not read in time
  409, // at the same time as another change (this key's own "still in progress" too)
  429, // too many requests for now
]);

/**
 * Whether an answer is kept for the key: successes, and refusals the app shows and drops the
 * write for (a 400's message), so a resend says the same; not a server error nor a refusal
 * that may pass later, which the client is to retry for real.
 */
export function keepsAnswer(status: number): boolean {
  return status >= 200 && status < 500 && !TRY_AGAIN_STATUSES.has(status);
}

/** What the database holds for a gardener's key. */
export interface KeyRecord {
  method: string;
  url: string;
  holder: string;
  reservedAt: Date;
  /** Null while the first request is still being handled. */
  status: number | null;
  contentType: string | null;
  body: string | null;
}

export interface KeptAnswer {
  status: number;
  contentType: string | null;
  body: string;
}

export type KeyUse =
  | { kind: 'replay'; answer: KeptAnswer }
  | { kind: 'other-request' }
  | { kind: 'in-progress' }
  | { kind: 'take-over' };

/** What a request does with a key already recorded, at `now`. */
export function useOfKey(record: KeyRecord, request: { method: string; url: string }, now: Date): KeyUse {
  const age = now.getTime() - record.reservedAt.getTime();
  // Forgotten (the sweep may not have removed it yet): as if never used.
  if (age >= KEPT_FOR_MS) return { kind: 'take-over' };
  if (record.method !== request.method || record.url !== request.url) return { kind: 'other-request' };
  if (record.status !== null)
    return {
      kind: 'replay',
      answer: { status: record.status, contentType: record.contentType, body: record.body ?? '' },
    };
  return age >= ABANDONED_AFTER_MS ? { kind: 'take-over' } : { kind: 'in-progress' };
}
