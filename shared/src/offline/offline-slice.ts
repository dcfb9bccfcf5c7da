import { createSelector, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { QueuedWrite, RefusedWrite } from './queued-write';

/**
 * The app offline (DESIGN §5): `savedAt` is when the oldest answer shown since the network last
 * answered was saved by the service worker, or null while the network answers; `queued` are
 * the signed-in gardener's changes waiting to be sent, oldest first (a copy of the device's
 * queue); `refused` the ones the server refused once sent, until the gardener has read them.
 */
export interface OfflineState {
  savedAt: string | null;
  queued: QueuedWrite[];
  refused: RefusedWrite[];
}

const initialState: OfflineState = { savedAt: null, queued: [], refused: [] };

export const offlineSlice = createSlice({
  name: 'offline',
  initialState,
  reducers: {
    keptAnswerShown(state, action: PayloadAction<string>) {
      if (state.savedAt === null || action.payload < state.savedAt) state.savedAt = action.payload;
    },
    networkAnswered(state) {
      state.savedAt = null;
    },
    /** The device's queue, read for the gardener who signed in (none: nobody is). */
    queuedWritesLoaded(state, action: PayloadAction<QueuedWrite[]>) {
      state.queued = action.payload;
      state.refused = [];
    },
    writeQueued(state, action: PayloadAction<QueuedWrite>) {
      state.queued.push(action.payload);
    },
    queuedWriteSent(state, action: PayloadAction<string>) {
      state.queued = state.queued.filter((write) => write.key !== action.payload);
    },
    queuedWriteRefused(state, action: PayloadAction<RefusedWrite>) {
      state.queued = state.queued.filter((write) => write.key !== action.payload.key);
      state.refused.push(action.payload);
    },
    refusalRead(state, action: PayloadAction<string>) {
      state.refused = state.refused.filter((write) => write.key !== action.payload);
    },
  },
  selectors: {
    selectOfflineSavedAt: (state) => state.savedAt,
    selectQueuedWrites: (state) => state.queued,
    selectRefusedWrites: (state) => state.refused,
  },
});

export const {
  keptAnswerShown,
  networkAnswered,
  queuedWritesLoaded,
  writeQueued,
  queuedWriteSent,
  queuedWriteRefused,
  refusalRead,
} = offlineSlice.actions;
export const { selectOfflineSavedAt, selectQueuedWrites, selectRefusedWrites } = offlineSlice.selectors;

/** The tasks whose new status waits to be sent: the task list marks them. */
export const selectTaskIdsWaitingToSend = createSelector([selectQueuedWrites], (writes) => {
  const ids = new Set<number>();
  for (const write of writes) {
    if (write.kind !== 'task-status') continue;
    const { notes } = (write.body ?? {}) as { notes?: unknown };
    for (const id of String(notes ?? '').split(',')) if (id) ids.add(Number(id));
  }
  return ids;
});
