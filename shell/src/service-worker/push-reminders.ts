/*
 * The service worker's part that shows the daily care reminders (Web Push): its push and
 * notification-click listeners. The app's one service worker (service-worker.ts) adds them.
 */

/** What a reminder shows and where a click on it leads. */
interface Reminder {
  title: string;
  body: string;
  url: string;
}

interface PushMessageData {
  json(): unknown;
}

interface ExtendableEvent {
  waitUntil(promise: unknown): void;
}

interface PushEvent extends ExtendableEvent {
  data: PushMessageData | null;
}

interface ShownNotification {
  data: unknown;
  close(): void;
}

interface NotificationClickEvent extends ExtendableEvent {
  notification: ShownNotification;
}

export interface WindowClient {
  url: string;
  focused: boolean;
  focus(): Promise<unknown>;
  navigate(url: string): Promise<unknown>;
}

interface ReminderOptions {
  body: string;
  icon: string;
  badge: string;
  tag: string;
  renotify: boolean;
  data: { url: string };
}

/** The parts of the service worker's global scope the worker uses. */
interface PushWorkerScope {
  location: { href: string };
  registration: { showNotification(title: string, options: ReminderOptions): Promise<unknown> };
  clients: {
    matchAll(options: { type: 'window'; includeUncontrolled: boolean }): Promise<readonly WindowClient[]>;
    openWindow(url: string): Promise<unknown>;
  };
  addEventListener(type: 'push', listener: (event: PushEvent) => void): void;
  addEventListener(type: 'notificationclick', listener: (event: NotificationClickEvent) => void): void;
}

/**
 * The reminder a push carries: its JSON payload's title, body and task-list address. A push
 * without data, or with data that is not a JSON object, still shows a reminder: a browser
 * shows its own "updated in the background" notice when a push shows none.
 */
function reminderFromPush(data: PushMessageData | null | undefined): Reminder {
  const generic = { title: 'Thrive Garden', body: 'You have care tasks today.', url: './#/tasks' };
  let payload: unknown;
  try {
    payload = data ? data.json() : null;
  } catch {
    payload = null;
  }
  if (!payload || typeof payload !== 'object') return generic;
  const fields = payload as Record<string, unknown>;
  const text = (value: unknown, fallback: string) =>
    typeof value === 'string' && value.trim() !== '' ? value : fallback;
  return {
    title: text(fields.title, generic.title),
    body: text(fields.body, generic.body),
    url: text(fields.url, generic.url),
  };
}

/**
 * Where a click on a reminder leads, as a full address: its url when that is on the app's own
 * origin, the task list otherwise, so that a payload never sends the gardener off the app.
 * `workerHref` is the worker's own address, at the root of the app.
 */
function reminderTarget(url: unknown, workerHref: string): string {
  const tasks = new URL('./#/tasks', workerHref).href;
  if (typeof url !== 'string') return tasks;
  let target: URL;
  try {
    target = new URL(url, workerHref);
  } catch {
    return tasks;
  }
  return target.origin === new URL(workerHref).origin ? target.href : tasks;
}

/** Adds the reminders' listeners to the service worker's global scope. */
export function listenForReminders(scope: PushWorkerScope): void {
  scope.addEventListener('push', function (event) {
    const reminder = reminderFromPush(event.data);
    event.waitUntil(
      scope.registration.showNotification(reminder.title, {
        body: reminder.body,
        icon: 'assets/favicon.svg',
        badge: 'assets/favicon.svg',
        // One reminder at a time: a new day's replaces yesterday's, and alerts again.
        tag: 'care-reminder',
        renotify: true,
        data: { url: reminder.url },
      }),
    );
  });

  scope.addEventListener('notificationclick', function (event) {
    const shown = event.notification;
    shown.close();
    const data = shown.data as { url?: unknown } | null;
    const target = reminderTarget(data ? data.url : null, scope.location.href);
    event.waitUntil(
      scope.clients.matchAll({ type: 'window', includeUncontrolled: true }).then(function (windows) {
        let open: WindowClient | null = null;
        for (let i = 0; i < windows.length; i += 1) {
          const candidate = windows[i] as WindowClient;
          if (!open || candidate.focused) open = candidate;
          if (candidate.focused) break;
        }
        if (!open) return scope.clients.openWindow(target);
        const client = open;
        // Focus first, while the click still allows it; then show the task list in it.
        return client
          .focus()
          .catch(function () {
            return null;
          })
          .then(function () {
            return client.url === target ? null : client.navigate(target);
          })
          .catch(function () {
            // A window this worker does not control cannot be navigated: open the list anew.
            return scope.clients.openWindow(target);
          });
      }),
    );
  });
}
