import { test, expect } from '../support/fixtures';
import { screen } from '../support/plant-pages';
import { createGardener, openAs } from '../support/users';

// The app's service worker shows the pushes: it runs here.
test.use({ serviceWorkers: 'allow' });

/** What the server's Web Push sends (features/reminders/reminder-push.ts), decrypted by the browser. */
const REMINDER = { title: '2 care tasks for today', body: 'Water: Tomato; Prune: Rose.' };

test('push reminders in the browser: Settings subscribes this browser with the app’s service worker, and a push it receives shows the day’s reminder', async ({
  page,
  context,
  baseURL,
}) => {
  const origin = new URL(baseURL!).origin;
  await context.grantPermissions(['notifications'], { origin });
  // No push service is reachable from here (Chromium's is Google's): the browser's subscribe
  // answers as one would, with an endpoint and the browser's keys.
  await page.addInitScript(() => {
    let current: PushSubscription | null = null;
    const bytes = (length: number, fill: number) => new Uint8Array(length).fill(fill).buffer;
    PushManager.prototype.getSubscription = () => Promise.resolve(current);
    PushManager.prototype.subscribe = (options?: PushSubscriptionOptionsInit) => {
      current = {
        endpoint: 'https://push.example/send/this-browser',
        options: {
          applicationServerKey: options?.applicationServerKey as ArrayBuffer,
          userVisibleOnly: true,
        },
        getKey: (name: PushEncryptionKeyName) => (name === 'p256dh' ? bytes(65, 4) : bytes(16, 7)),
        unsubscribe: () => Promise.resolve(true),
      } as unknown as PushSubscription;
      return Promise.resolve(current);
    };
  });

  const gardener = await createGardener({ noDefaultFlags: true });
  await openAs(page, gardener, '/users/settings');
  const reminders = screen(page).getByRole('region', { name: 'Care reminders' });
  const push = reminders.getByRole('radio', { name: 'A morning notification in this browser' });
  await push.check();
  await reminders.getByLabel('Send it at').selectOption({ label: '8:00 AM' });
  await reminders.getByRole('button', { name: 'Save reminders' }).click();
  await expect(
    page.getByText('Saved: a morning notification in this browser at 8:00 AM, your yard’s time.'),
  ).toBeVisible();
  await page.reload();
  await expect(
    screen(page).getByRole('radio', { name: 'A morning notification in this browser' }),
  ).toBeChecked();

  // The service worker the shell ships is registered at the app's root; a push delivered to it
  // (as the push service hands the server's message to the browser) shows the reminder.
  const cdp = await context.newCDPSession(page);
  const registered = new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const ours = registrations.find((registration) => registration.scopeURL === `${origin}/`);
      if (ours && !ours.isDeleted) resolve(ours.registrationId);
    });
  });
  await cdp.send('ServiceWorker.enable');
  await cdp.send('ServiceWorker.deliverPushMessage', {
    origin,
    registrationId: await registered,
    data: JSON.stringify({ ...REMINDER, url: `${origin}/#/tasks` }),
  });
  await expect
    .poll(() =>
      page.evaluate(async () => {
        const registration = await navigator.serviceWorker.ready;
        return (await registration.getNotifications()).map(({ title, body, tag }) => ({ title, body, tag }));
      }),
    )
    .toEqual([{ ...REMINDER, tag: 'care-reminder' }]);
});
