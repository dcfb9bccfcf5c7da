import { eq } from 'drizzle-orm';
import { yards } from '../../db/schema';
import { clockedApp } from '../../testing/clocked-app';
import { FROST_FIXTURE, startFakeNws, type FakeNws } from '../../testing/fake-nws';
import { mailQueuedFor } from '../../testing/outbox-mail';
import { REMINDER_APP, REMINDER_NOON_UTC } from '../../testing/reminder-fixture';
import { testDatabases } from '../../testing/test-databases';
import { sendDueReminders } from '../reminders/send-due-reminders';
import { nwsProvider } from './nws-provider';
import { refreshYardWeather } from './weather-refresh';

/** Wednesday 14 January 2026, 07:00 in New York: the gardener's morning hour. */
const NOW = REMINDER_NOON_UTC;
const NEW_YORK = { latitude: 40.71, longitude: -74.01 };

describe.each(testDatabases())('a frost in the forecast joins the morning reminder, on $driver', (testDb) => {
  let nws: FakeNws;
  beforeAll(async () => {
    nws = await startFakeNws();
  });
  afterAll(async () => {
    await nws.close();
  });
  const clocked = clockedApp(testDb, { prefix: 'frost-forecast', now: NOW });

  /** A New York gardener reminded by e-mail at 07:00, with a tomato (an annual: tender) in a bed. */
  async function tomatoGrower() {
    const who = await clocked.gardener();
    const tomato = await clocked.plantNamed('Solanum lycopersicum');
    const { yardId } = await clocked.garden(who, 'Vegetable bed', [tomato.id]);
    await clocked.db.update(yards).set(NEW_YORK).where(eq(yards.id, yardId));
    await clocked.ok(who, 'PUT', '/users/{uid}/ReminderSettings', { Channel: 'email', MorningHour: 7 });
    return who;
  }
  const remind = () => sendDueReminders(clocked.db, { now: NOW, appAddress: REMINDER_APP, appPush: null });

  test('rule: a low of -3 °C forecast for tomorrow night names the tender plants to protect, with the low', async () => {
    const who = await tomatoGrower();
    nws.setWeather(FROST_FIXTURE(NOW), NOW);
    await refreshYardWeather(clocked.db, nwsProvider(nws.config), { now: NOW });
    await remind();
    const [mail, ...more] = await mailQueuedFor(clocked.db, who.identity.Id);
    expect(more).toEqual([]);
    expect(mail!.subject).toMatch(/frost is coming, protect your tender plants/i);
    expect(mail!.body).toContain(
      'Frost is forecast for Home: a low of 27 °F (-3 °C) on Thursday night. Protect these tender plants or bring them in:\n  - Tomato (Vegetable bed)',
    );
  });

  test('no frost in the forecast, in mid-January, far from the first fall frost: no alert and, with nothing due, no mail', async () => {
    const who = await tomatoGrower();
    nws.setWeather({ ...FROST_FIXTURE(NOW), lows: [{ dayOffset: 1, celsius: 4 }] }, NOW);
    await refreshYardWeather(clocked.db, nwsProvider(nws.config), { now: NOW });
    await remind();
    expect(await mailQueuedFor(clocked.db, who.identity.Id)).toEqual([]);
  });
});
