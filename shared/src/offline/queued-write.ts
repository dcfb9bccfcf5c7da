/**
 * A change the gardener made while the server could not be reached, kept on this device
 * (IndexedDB) until it is sent (DESIGN §5). Client-side only: the server sees the call itself,
 * with its Idempotency-Key, so that a call sent twice (its answer lost the first time) is
 * applied once.
 */
export interface QueuedWrite {
  /** The order it was made in, given by the store; sent in that order. */
  seq?: number;
  /** Sent as Idempotency-Key with every try of this write. */
  key: string;
  /** Whose change it is: only the signed-in gardener's are shown and sent. */
  userId: number;
  kind: QueuedWriteKind;
  method: string;
  /** The call's address under /api/, the gardener's id filled in. */
  url: string;
  body?: unknown;
  /** What the gardener did, in words: 'Completed 2 tasks'. */
  label: string;
  queuedAt: string;
}

/** The changes that may be made offline (issue 35). */
export type QueuedWriteKind = 'task-status' | 'care-log' | 'plant-notes' | 'favorite';

/** A queued change the server refused once sent: its words and the server's message. */
export interface RefusedWrite {
  key: string;
  label: string;
  message: string;
}
