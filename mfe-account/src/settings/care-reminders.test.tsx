import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PUSH_BLOCKED_MESSAGE, SERVICE_WORKER_FILE } from '@thrive/shared/push';
import { setupFakeAccountApi } from '../testing/fake-account-api';
import { FAKE_PUSH_ENDPOINT, installFakeBrowserPush } from '../testing/fake-browser-push';
import { renderAccount } from '../testing/render-account';
import { hourLabel, MORNING_HOURS } from './reminder-hours';
import {
  APP_PUSH_HINT,
  APP_PUSH_LABEL,
  APP_PUSH_UNAVAILABLE_HINT,
  EMAIL_LABEL,
  HOUR_HINT,
  HOUR_LABEL,
  LOADING_REMINDERS,
  NO_REMINDERS_LABEL,
  PUSH_HINT,
  PUSH_LABEL,
  PUSH_UNAVAILABLE_HINT,
  remindersSavedMessage,
  SAVE_TEXT,
} from './reminder-texts';

const api = setupFakeAccountApi();

async function openSection() {
  const user = userEvent.setup();
  const { unmount } = renderAccount('/users/settings');
  const section = await screen.findByRole('region', { name: 'Care reminders' });
  await within(section).findByRole('radio', { name: NO_REMINDERS_LABEL });
  return { user, section, unmount };
}
const hourSelect = (section: HTMLElement) => within(section).queryByRole('combobox', { name: HOUR_LABEL });
const saves = () => api.calls.filter((call) => call.path === '/api/users/42/ReminderSettings');

describe('the hours of the morning e-mail', () => {
  test('are written as the locale writes times, without any shift by the device’s zone', () => {
    expect(hourLabel(7, 'en-US')).toBe('7:00 AM');
    // A 24-hour locale: no AM or PM (some builds pad the hour, some do not).
    expect(hourLabel(7, 'en-GB')).toMatch(/^0?7:00$/);
    expect(hourLabel(0, 'de-DE')).toMatch(/^0?0:00$/);
    expect(hourLabel(23, 'en-US')).toBe('11:00 PM');
  });
});

describe('Care reminders in Settings', () => {
  test('says it is loading, then shows the saved choice: no reminders, and no hour', async () => {
    let release: () => void = () => undefined;
    api.data.remindersGate = new Promise<void>((resolve) => {
      release = resolve;
    });
    renderAccount('/users/settings');
    const section = await screen.findByRole('region', { name: 'Care reminders' });
    expect(within(section).getByText(LOADING_REMINDERS)).toHaveAttribute('role', 'status');
    release();
    await within(section).findByRole('radio', { name: NO_REMINDERS_LABEL });
    expect(within(section).queryByText(LOADING_REMINDERS)).toBeNull();
    expect(within(section).getByRole('radio', { name: NO_REMINDERS_LABEL })).toBeChecked();
    expect(within(section).getByRole('radio', { name: EMAIL_LABEL })).not.toBeChecked();
    // Only the channels that send something are offered.
    expect(within(section).getAllByRole('radio')).toHaveLength(2);
    expect(hourSelect(section)).toBeNull();
  });

  test('choosing the e-mail offers the morning hours in the yard’s time; Save sends both and says so', async () => {
    const { user, section } = await openSection();
    await user.click(within(section).getByRole('radio', { name: EMAIL_LABEL }));
    const select = hourSelect(section)!;
    expect(select).toHaveAccessibleDescription(HOUR_HINT);
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(MORNING_HOURS.map((hour) => hourLabel(hour)));
    // The saved hour stays chosen until another is picked.
    expect(select).toHaveValue('7');
    await user.selectOptions(select, hourLabel(6));
    await user.click(within(section).getByRole('button', { name: SAVE_TEXT }));

    expect(await screen.findByText(remindersSavedMessage('email', 6))).toBeInTheDocument();
    expect(saves()).toEqual([
      { method: 'PUT', path: '/api/users/42/ReminderSettings', body: { Channel: 'email', MorningHour: 6 } },
    ]);
    expect(api.data.reminders).toEqual({ Channel: 'email', MorningHour: 6 });
  });

  test('a saved hour outside the morning is shown as it is, and turning reminders off keeps it', async () => {
    api.data.reminders = { Channel: 'email', MorningHour: 14 };
    const { user, section } = await openSection();
    expect(within(section).getByRole('radio', { name: EMAIL_LABEL })).toBeChecked();
    expect(hourSelect(section)).toHaveValue('14');
    expect(within(hourSelect(section)!).getByRole('option', { selected: true })).toHaveTextContent(
      hourLabel(14),
    );

    await user.click(within(section).getByRole('radio', { name: NO_REMINDERS_LABEL }));
    expect(hourSelect(section)).toBeNull();
    await user.click(within(section).getByRole('button', { name: SAVE_TEXT }));
    expect(await screen.findByText(remindersSavedMessage('none', 14))).toBeInTheDocument();
    expect(saves().map((call) => call.body)).toEqual([{ Channel: 'none', MorningHour: 14 }]);
  });

  test('a refused save shows the server’s messages under their fields and in a toast, keeping the choice', async () => {
    api.data.remindersRefusal = {
      message: 'Check the reminder settings.',
      fields: { MorningHour: 'Choose the hour for reminders as a whole number from 0 to 23.' },
    };
    const { user, section } = await openSection();
    await user.click(within(section).getByRole('radio', { name: EMAIL_LABEL }));
    await user.selectOptions(hourSelect(section)!, hourLabel(9));
    await user.click(within(section).getByRole('button', { name: SAVE_TEXT }));

    expect(await screen.findByText('Check the reminder settings.')).toBeInTheDocument();
    const select = hourSelect(section)!;
    await waitFor(() => expect(select).toHaveAttribute('aria-invalid', 'true'));
    expect(select).toHaveAccessibleDescription(
      `${HOUR_HINT} Choose the hour for reminders as a whole number from 0 to 23.`,
    );
    expect(select).toHaveFocus();
    expect(select).toHaveValue('9');
    expect(within(section).getByRole('radio', { name: EMAIL_LABEL })).toBeChecked();
    expect(api.data.reminders).toEqual({ Channel: 'none', MorningHour: 7 });
  });

  test('a failed read says why and Try again reads them again', async () => {
    api.data.remindersError = 'Reminders are resting.';
    const user = userEvent.setup();
    renderAccount('/users/settings');
    const section = await screen.findByRole('region', { name: 'Care reminders' });
    const alert = await within(section).findByRole('alert');
    expect(alert).toHaveTextContent('Reminders are resting.');
    expect(within(section).queryByRole('button', { name: SAVE_TEXT })).toBeNull();

    api.data.remindersError = '';
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await within(section).findByRole('radio', { name: NO_REMINDERS_LABEL })).toBeChecked();
  });
});

describe('push reminders in this browser (Web Push)', () => {
  let browser: ReturnType<typeof installFakeBrowserPush> | null = null;
  afterEach(() => {
    browser?.remove();
    browser = null;
  });
  const pushCalls = () => api.calls.filter((call) => call.path === '/api/users/42/WebPushSubscription');

  test('rule: a browser without push is offered no notification choice', async () => {
    const { section } = await openSection();
    expect(within(section).queryByRole('radio', { name: PUSH_LABEL })).toBeNull();
  });

  test('choosing the notification asks the browser, subscribes it with the server’s key and saves both; the hour applies', async () => {
    browser = installFakeBrowserPush('granted');
    const { user, section } = await openSection();
    const push = within(section).getByRole('radio', { name: PUSH_LABEL });
    expect(push).toHaveAccessibleDescription(PUSH_HINT);
    await user.click(push);
    await user.selectOptions(hourSelect(section)!, hourLabel(8));
    await user.click(within(section).getByRole('button', { name: SAVE_TEXT }));

    expect(await screen.findByText(remindersSavedMessage('web-push', 8))).toBeInTheDocument();
    expect(browser.registered).toEqual([SERVICE_WORKER_FILE]);
    const key = browser.subscription()!.options.applicationServerKey;
    expect(new Uint8Array(key)).toHaveLength(65);
    expect(pushCalls()).toEqual([
      {
        method: 'PUT',
        path: '/api/users/42/WebPushSubscription',
        body: {
          Endpoint: FAKE_PUSH_ENDPOINT,
          Keys: {
            P256dh: 'BAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQ',
            Auth: 'BwcHBwcHBwcHBwcHBwcHBw',
          },
        },
      },
    ]);
    expect(api.data.reminders).toEqual({ Channel: 'web-push', MorningHour: 8 });
  });

  test('notifications the browser blocks: the reason under the choices, nothing subscribed or saved', async () => {
    browser = installFakeBrowserPush('denied');
    const { user, section } = await openSection();
    await user.click(within(section).getByRole('radio', { name: PUSH_LABEL }));
    await user.click(within(section).getByRole('button', { name: SAVE_TEXT }));

    expect(await within(section).findByText(PUSH_BLOCKED_MESSAGE)).toBeInTheDocument();
    expect(browser.subscription()).toBeNull();
    expect(pushCalls()).toEqual([]);
    expect(saves()).toEqual([]);
    expect(api.data.reminders).toEqual({ Channel: 'none', MorningHour: 7 });
  });

  test('turning notifications off ends this browser’s subscription here and on the server', async () => {
    browser = installFakeBrowserPush('granted');
    api.data.reminders = { Channel: 'web-push', MorningHour: 7 };
    const { user, section } = await openSection();
    expect(within(section).getByRole('radio', { name: PUSH_LABEL })).toBeChecked();
    // This browser was subscribed on an earlier visit.
    await navigator.serviceWorker.register(SERVICE_WORKER_FILE);
    await (
      await navigator.serviceWorker.ready
    ).pushManager.subscribe({
      userVisibleOnly: true,
      applicationServerKey: new Uint8Array(65),
    });
    const subscribed = browser.subscription()!;
    await user.click(within(section).getByRole('radio', { name: NO_REMINDERS_LABEL }));
    await user.click(within(section).getByRole('button', { name: SAVE_TEXT }));

    expect(await screen.findByText(remindersSavedMessage('none', 7))).toBeInTheDocument();
    await waitFor(() =>
      expect(pushCalls()).toEqual([
        { method: 'DELETE', path: '/api/users/42/WebPushSubscription', body: FAKE_PUSH_ENDPOINT },
      ]),
    );
    expect(subscribed.unsubscribed).toBe(true);
  });

  test('chosen in another browser: shown checked here, saying this browser cannot show them', async () => {
    api.data.reminders = { Channel: 'web-push', MorningHour: 7 };
    const { section } = await openSection();
    const push = within(section).getByRole('radio', { name: PUSH_LABEL });
    expect(push).toBeChecked();
    expect(push).toHaveAccessibleDescription(PUSH_UNAVAILABLE_HINT);
  });
});

describe('push reminders from the phone app', () => {
  const host = globalThis as { ReactNativeWebView?: { postMessage: (text: string) => void } };
  let posted: string[] = [];
  beforeEach(() => {
    posted = [];
    host.ReactNativeWebView = { postMessage: (text) => posted.push(text) };
    api.data.appPushAvailable = true;
  });
  afterEach(() => {
    delete host.ReactNativeWebView;
  });
  const tokenCalls = () => api.calls.filter((call) => call.path === '/api/users/42/AppPushToken');

  test('rule: inside the app, the app’s notification is offered and the browser’s is not', async () => {
    const { section } = await openSection();
    expect(within(section).getByRole('radio', { name: APP_PUSH_LABEL })).toHaveAccessibleDescription(
      APP_PUSH_HINT,
    );
    expect(within(section).queryByRole('radio', { name: PUSH_LABEL })).toBeNull();
  });

  test('rule: on a server that cannot push to the app (AppPushAvailable false) it is not offered; chosen before, it shows checked and says why', async () => {
    api.data.appPushAvailable = false;
    const first = await openSection();
    expect(within(first.section).queryByRole('radio', { name: APP_PUSH_LABEL })).toBeNull();
    first.unmount();

    api.data.reminders = { Channel: 'app-push', MorningHour: 7 };
    const { section } = await openSection();
    const app = within(section).getByRole('radio', { name: APP_PUSH_LABEL });
    expect(app).toBeChecked();
    expect(app).toHaveAccessibleDescription(APP_PUSH_UNAVAILABLE_HINT);
  });

  test('choosing it asks the app for its push token, gives it to the server, then saves the choice', async () => {
    const { user, section } = await openSection();
    await user.click(within(section).getByRole('radio', { name: APP_PUSH_LABEL }));
    await user.click(within(section).getByRole('button', { name: SAVE_TEXT }));
    await waitFor(() => expect(posted).toEqual(['requestPushToken']));
    window.dispatchEvent(
      new MessageEvent('message', {
        data: 'thrive:PushToken|{"token":"fcm-token-123456789012345","platform":"ios"}',
      }),
    );

    expect(await screen.findByText(remindersSavedMessage('app-push', 7))).toBeInTheDocument();
    expect(tokenCalls()).toEqual([
      {
        method: 'PUT',
        path: '/api/users/42/AppPushToken',
        body: { Token: 'fcm-token-123456789012345', Platform: 'ios' },
      },
    ]);
    expect(api.data.reminders).toEqual({ Channel: 'app-push', MorningHour: 7 });
  });
});
