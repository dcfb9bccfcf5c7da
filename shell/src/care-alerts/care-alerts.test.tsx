import { act, waitFor } from '@testing-library/react';
import { testTask } from '@thrive/shared/testing';
import { http, HttpResponse } from 'msw';
import { localToday, STORAGE_KEYS, writeLocalFlag } from '@thrive/shared';
import { TASK_STATUS, type Task, type TaskPage } from '@thrive/shared/contracts';
import { setupTestServer, testIdentity } from '@thrive/shared/testing';
import {
  installFakeWrapper,
  removeFakeWrapper,
  renderPrompts,
  sendFromWrapper,
} from '../testing/prompt-test-kit';
import { CARE_ALERTS_ANNOUNCED_KEY, markAnnounced } from './announced-day';
import { CareAlerts } from './care-alerts';

const today = localToday();
const GARDENER = testIdentity({ Id: 42 });

const task = (overrides: Partial<Task> = {}): Task =>
  testTask({ taskType: 'Water', dueDate: today, Details: '', ...overrides });

const server = setupTestServer();
const asked: URLSearchParams[] = [];
let page: TaskPage;
beforeEach(() => {
  asked.length = 0;
  page = {
    Items: [
      task({ id: 1 }),
      task({ id: 2, taskType: 'Prune', commonName: 'Rose' }),
      task({ id: 3, taskType: 'Feed', taskStatusId: TASK_STATUS.Completed, dateCompleted: today }),
      task({ id: 4, taskType: 'Mulch', istip: true, Source: 'tip' }),
    ],
    TotalRows: 4,
    i: 0,
    c: 100,
    Today: today,
  };
  server.use(
    http.get('/api/users/:uid/UserTasks', ({ request }) => {
      asked.push(new URL(request.url).searchParams);
      return HttpResponse.json(page);
    }),
    http.get('/api/Common/:group/ControlCodes', () => HttpResponse.json([])),
    http.all('/api/*', () => HttpResponse.json({ code: 0 })),
  );
});

/** The browser's Notifications API: what was shown, with the permission the test sets. */
class FakeNotification {
  static permission: NotificationPermission = 'granted';
  static shown: { title: string; options?: NotificationOptions }[] = [];
  onclick: (() => void) | null = null;
  constructor(title: string, options?: NotificationOptions) {
    FakeNotification.shown.push({ title, options });
  }
  close() {}
}

function browserPermission(permission: NotificationPermission) {
  FakeNotification.permission = permission;
  FakeNotification.shown = [];
  Object.defineProperty(window, 'Notification', {
    value: FakeNotification,
    configurable: true,
    writable: true,
  });
}

afterEach(() => {
  removeFakeWrapper();
  Reflect.deleteProperty(window, 'Notification');
});

const showAlerts = (options: Parameters<typeof renderPrompts>[0] = {}) =>
  renderPrompts({ identity: GARDENER, children: <CareAlerts />, ...options });
/** Lets the page settle: a call that was going to be made has been answered by then. */
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 50)));

describe('Plant Care Alerts (SPEC §2.6 dialog 3)', () => {
  test('announces today’s pending tasks once per day in a browser with notifications granted', async () => {
    browserPermission('granted');
    writeLocalFlag(STORAGE_KEYS.notificationsAccess, true);
    const first = showAlerts();
    await waitFor(() => expect(FakeNotification.shown).toHaveLength(1));
    expect(FakeNotification.shown[0]).toEqual({
      title: 'Plant care for today',
      options: { body: '2 tasks: Water Tomato, Prune Rose', tag: `thrive-care-42-${today}` },
    });
    expect(Object.fromEntries(asked[0]!)).toEqual({ from: today, to: today, td: today, sid: '2', c: '100' });
    expect(JSON.parse(localStorage.getItem(CARE_ALERTS_ANNOUNCED_KEY) ?? '{}')).toEqual({ '42': today });

    first.unmount();
    showAlerts();
    await settle();
    expect(FakeNotification.shown).toHaveLength(1);
    expect(asked).toHaveLength(1);
  });

  test('a new day is announced again, and each gardener of the device has their own day', async () => {
    browserPermission('granted');
    writeLocalFlag(STORAGE_KEYS.notificationsAccess, true);
    markAnnounced(42, '2000-01-01');
    markAnnounced(7, today);
    showAlerts();
    await waitFor(() => expect(FakeNotification.shown).toHaveLength(1));
  });

  test('names three tasks and counts the rest', async () => {
    browserPermission('granted');
    writeLocalFlag(STORAGE_KEYS.notificationsAccess, true);
    page.Items = ['Water', 'Prune', 'Feed', 'Stake', 'Weed'].map((taskType, id) => task({ id, taskType }));
    showAlerts();
    await waitFor(() => expect(FakeNotification.shown).toHaveLength(1));
    expect(FakeNotification.shown[0]!.options?.body).toBe(
      '5 tasks: Water Tomato, Prune Tomato, Feed Tomato and 2 more',
    );
  });

  test('nothing without permission: the browser has not granted it, or the gardener did not say yes here', async () => {
    browserPermission('default');
    writeLocalFlag(STORAGE_KEYS.notificationsAccess, true);
    const first = showAlerts();
    await settle();
    first.unmount();
    browserPermission('granted');
    writeLocalFlag(STORAGE_KEYS.notificationsAccess, false);
    showAlerts();
    await settle();
    expect(FakeNotification.shown).toEqual([]);
    expect(asked).toEqual([]);
  });

  test('with nothing due today nothing is announced, and the day is not spent', async () => {
    browserPermission('granted');
    writeLocalFlag(STORAGE_KEYS.notificationsAccess, true);
    page.Items = [task({ id: 5, dueDate: '2000-01-01', ispastdue: true })];
    showAlerts();
    await waitFor(() => expect(asked).toHaveLength(1));
    await settle();
    expect(FakeNotification.shown).toEqual([]);
    expect(localStorage.getItem(CARE_ALERTS_ANNOUNCED_KEY)).toBeNull();
  });

  test('inside the wrapper, after thrive:notifications|granted, it posts careAlert|{json}', async () => {
    const postMessage = installFakeWrapper();
    showAlerts();
    await settle();
    expect(asked).toEqual([]);
    sendFromWrapper('thrive:notifications|granted');
    await waitFor(() =>
      expect(postMessage.mock.calls.some(([text]) => text.startsWith('careAlert|'))).toBe(true),
    );
    const text = postMessage.mock.calls.map(([sent]) => sent).find((sent) => sent.startsWith('careAlert|'))!;
    expect(JSON.parse(text.slice('careAlert|'.length))).toEqual({
      title: 'Plant care for today',
      body: '2 tasks: Water Tomato, Prune Rose',
      date: today,
      route: '/tasks',
      tasks: [
        { id: 1, taskType: 'Water', commonName: 'Tomato' },
        { id: 2, taskType: 'Prune', commonName: 'Rose' },
      ],
    });
  });

  test('inside the wrapper the stored grant is enough', async () => {
    const postMessage = installFakeWrapper();
    writeLocalFlag(STORAGE_KEYS.notificationsAccess, true);
    showAlerts();
    await waitFor(() => expect(postMessage).toHaveBeenCalledWith(expect.stringMatching(/^careAlert\|/)));
    expect(asked).toHaveLength(1);
  });

  test('inside the wrapper a denial keeps it quiet', async () => {
    const postMessage = installFakeWrapper();
    showAlerts();
    sendFromWrapper('thrive:notifications|denied');
    await settle();
    expect(asked).toEqual([]);
    expect(postMessage).not.toHaveBeenCalledWith(expect.stringMatching(/^careAlert\|/));
  });

  test('SPEC §2.1: nothing for a visitor who is not signed in', async () => {
    browserPermission('granted');
    writeLocalFlag(STORAGE_KEYS.notificationsAccess, true);
    showAlerts({ identity: null });
    await settle();
    expect(asked).toEqual([]);
    expect(FakeNotification.shown).toEqual([]);
  });

  test('SPEC §2.1: nothing on a public page', async () => {
    browserPermission('granted');
    writeLocalFlag(STORAGE_KEYS.notificationsAccess, true);
    showAlerts({ path: '/public/yard/5' });
    await settle();
    expect(asked).toEqual([]);
    expect(FakeNotification.shown).toEqual([]);
  });
});
