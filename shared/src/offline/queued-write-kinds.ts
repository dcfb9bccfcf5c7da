import { TASK_STATUS_NAMES, type TaskStatusCode } from '../contracts/tasks';
import type { QueuedWrite, QueuedWriteKind } from './queued-write';

/*
 * The changes a gardener may make offline (issue 35), each as the app's call names it: how to
 * know one, how to say what it does, the answer the screens get at once (the server's shape,
 * for a change kept to send later), and how it shows in the answers read until it is sent.
 */

/** What the queue needs of the store: the answers it holds (RTK Query's `api` slice). */
interface CachedAnswers {
  api?: {
    queries?: Record<string, { endpointName?: string; originalArgs?: unknown; data?: unknown } | undefined>;
  };
}

interface WriteKind {
  kind: QueuedWriteKind;
  /** Whether a call (method, address under /api/ with the id filled in) is this change. */
  matches(method: string, url: string): boolean;
  label(write: Pick<QueuedWrite, 'url' | 'body'>): string;
  /** The answer the screen gets when the change is kept to send later. */
  keptAnswer(write: QueuedWrite, cached: CachedAnswers): unknown;
  /** A read's answer as it will be once the change is sent; the same answer when unrelated. */
  overlay(url: string, data: unknown, write: QueuedWrite): unknown;
}

const record = (value: unknown): Record<string, unknown> =>
  value && typeof value === 'object' ? (value as Record<string, unknown>) : {};
const today = () => new Date().toLocaleDateString('en-CA'); // YYYY-MM-DD, the device's day
const plural = (count: number, one: string) => `${count} ${one}${count === 1 ? '' : 's'}`;
const numberAt = (url: string, pattern: RegExp) => Number(pattern.exec(url)?.[1] ?? NaN);

/** Told to the screen that made the change: it is kept, and goes when the network is back. */
export const KEPT_OFFLINE_MESSAGE = 'Saved on this device. It will be sent when you are back online.';

// PUT users/{uid}/UpdateTaskStatus: { notes: '1,2', plantId: status, dateCompleted }.
const taskStatus: WriteKind = {
  kind: 'task-status',
  matches: (method, url) => method === 'PUT' && /^users\/\d+\/UpdateTaskStatus$/i.test(url),
  label({ body }) {
    const { notes, plantId } = record(body);
    const count = String(notes ?? '')
      .split(',')
      .filter(Boolean).length;
    const status = TASK_STATUS_NAMES[Number(plantId) as Exclude<TaskStatusCode, 0>] ?? 'Changed';
    return `${status}: ${plural(count, 'task')}`;
  },
  keptAnswer: ({ body }) => ({
    code: 0,
    Updated: String(record(body).notes ?? '')
      .split(',')
      .filter(Boolean).length,
    message: KEPT_OFFLINE_MESSAGE,
  }),
  overlay(url, data, { body }) {
    const { notes, plantId, dateCompleted } = record(body);
    const ids = new Set(
      String(notes ?? '')
        .split(',')
        .map(Number),
    );
    const status = Number(plantId);
    const changed = (task: Record<string, unknown>) =>
      ids.has(Number(task.id))
        ? {
            ...task,
            taskStatusId: status,
            dateCompleted: status === 1 ? String(dateCompleted || today()) : task.dateCompleted,
          }
        : task;
    if (/^users\/\d+\/UserTasks(\?|$)/i.test(url)) {
      const page = record(data);
      if (!Array.isArray(page.Items)) return data;
      return { ...page, Items: page.Items.map((task) => changed(record(task))) };
    }
    if (/^users\/\d+\/UserTask\/\d+$/i.test(url)) return changed(record(data));
    return data;
  },
};

const PLANT_IN_DETAILS = /^users\/\d+\/Plant\/(\d+)\/?(\?|$)/i;

// POST Users/{uid}/PlantNotes/{plantId}/: { Notes }.
const plantNotes: WriteKind = {
  kind: 'plant-notes',
  matches: (method, url) => method === 'POST' && /^users\/\d+\/PlantNotes\/\d+\/?$/i.test(url),
  label: () => 'Your notes on a plant',
  keptAnswer: ({ body }) => ({ Notes: String(record(body).Notes ?? ''), UpdatedAt: null }),
  overlay(url, data, write) {
    const plantId = numberAt(write.url, /PlantNotes\/(\d+)/i);
    if (numberAt(url, PLANT_IN_DETAILS) !== plantId) return data;
    return { ...record(data), Notes: String(record(write.body).Notes ?? '') };
  },
};

/** Whether the plant is a favorite in the answers the screens hold now (pending toggles in). */
function isFavoriteNow(plantId: number, cached: CachedAnswers): boolean {
  for (const entry of Object.values(cached.api?.queries ?? {})) {
    if (entry?.endpointName !== 'getPlant' || record(entry.originalArgs).id !== plantId) continue;
    const favorite = record(entry.data).IsFavorite;
    if (typeof favorite === 'boolean') return favorite;
  }
  return false;
}

// GET users/{uid}/ToggleFavoritePlant/{plantId}: a toggle, though a GET (SPEC §7).
const favorite: WriteKind = {
  kind: 'favorite',
  matches: (method, url) => method === 'GET' && /^users\/\d+\/ToggleFavoritePlant\/\d+\/?$/i.test(url),
  label: () => 'A favorite plant',
  keptAnswer({ url }, cached) {
    const plantId = numberAt(url, /ToggleFavoritePlant\/(\d+)/i);
    return { PlantId: plantId, IsFavorite: !isFavoriteNow(plantId, cached) };
  },
  overlay(url, data, write) {
    const plantId = numberAt(write.url, /ToggleFavoritePlant\/(\d+)/i);
    if (numberAt(url, PLANT_IN_DETAILS) !== plantId) return data;
    const details = record(data);
    return typeof details.IsFavorite === 'boolean' ? { ...details, IsFavorite: !details.IsFavorite } : data;
  },
};

// POST users/{uid}/PlantActivity: a care log entry (Id 0 adds one, another Id changes it).
const careLog: WriteKind = {
  kind: 'care-log',
  matches: (method, url) => method === 'POST' && /^users\/\d+\/PlantActivity$/i.test(url),
  label: () => 'A care log entry',
  keptAnswer({ body, queuedAt }, cached) {
    const entry = record(body);
    const category = Object.values(cached.api?.queries ?? {})
      .filter((query) => query?.endpointName === 'getCareCategories')
      .flatMap((query) => (Array.isArray(query?.data) ? query.data : []))
      .map(record)
      .find((item) => item.Id === entry.CareCategoryId);
    return {
      Id: Number(entry.Id ?? 0),
      PlantId: Number(entry.PlantId ?? 0),
      PlantZoneId: Number(entry.PlantZoneId ?? 0),
      ZoneName: '',
      CareCategoryId: Number(entry.CareCategoryId ?? 0),
      CareCategory: String(category?.Name ?? ''),
      Notes: String(entry.Notes ?? ''),
      DoneOn: String(entry.DoneOn ?? today()),
      TaskId: 0,
      CreatedAt: queuedAt,
    };
  },
  overlay(url, data, write) {
    const entry = record(write.body);
    if (
      numberAt(url, /^users\/\d+\/PlantActivities\/(\d+)/i) !== Number(entry.PlantId) ||
      !Array.isArray(data)
    )
      return data;
    const kept = careLog.keptAnswer(write, {}) as { Id: number };
    const others = kept.Id > 0 ? data.filter((item) => record(item).Id !== kept.Id) : data;
    return [{ ...record(data.find((item) => record(item).Id === kept.Id)), ...kept }, ...others];
  },
};

const KINDS = [taskStatus, plantNotes, favorite, careLog];

/** The kind of change a call is, when it is one that may be kept offline. */
export function queuedWriteKindOf(method: string, url: string): WriteKind | null {
  const path = url.replace(/^\/+/, '');
  return KINDS.find((kind) => kind.matches(method.toUpperCase(), path)) ?? null;
}

/** A read's answer with the gardener's changes still waiting to be sent, oldest first, applied. */
export function withQueuedWrites(url: string, data: unknown, writes: readonly QueuedWrite[]): unknown {
  const path = url.replace(/^\/+/, '');
  return writes.reduce((answer, write) => {
    const kind = KINDS.find((candidate) => candidate.kind === write.kind);
    return kind ? kind.overlay(path, answer, write) : answer;
  }, data);
}
