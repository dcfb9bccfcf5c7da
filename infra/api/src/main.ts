import { buildApp } from './app';
import { appAddressFromEnv, loadApiConfig } from './config';
import { openDatabase } from './db/open-database';
import { newAdminToken, publishAdminEndpoint } from './admin/admin-access';
import { seedWhenChanged } from './reference-data/seed-when-changed';
import { importPublicTablesAtStart } from './reference-data/import/tables-at-start';
import { createMediaStorage } from './features/media/create-media-storage';
import {
  popularityRefreshMinutes,
  startPopularityRefresh,
} from './features/plant-popularity/popularity-refresh';
import { startMailSender } from './features/mail-sender/mail-sender';
import { startReminderSchedule } from './features/reminders/reminder-schedule';
import { startWeatherRefresh } from './features/weather-forecast/weather-refresh';

/** `npm run api`: the API on its own, as run at scale behind a load balancer (DESIGN §5). */
const config = loadApiConfig();
const database = await openDatabase(config);
await seedWhenChanged(database.db);
await importPublicTablesAtStart(database.db, config.referenceDataDir, (line) => console.log(line));
const adminToken = newAdminToken();
const app = await buildApp({
  config,
  database,
  logger: true,
  adminToken,
  storage: createMediaStorage(config),
});
const popularity = startPopularityRefresh(database.db, {
  everyMs: popularityRefreshMinutes() * 60_000,
  log: (line) => app.log.warn(line),
});
// Every instance may send the outbox: each mail is leased to one sender at a time.
const mailSender = startMailSender(database.db, {
  config: config.mail,
  log: (line) => app.log.warn(line),
});
// Every instance may queue the care reminders: each gardener's day is claimed by one.
const reminders = startReminderSchedule(database.db, {
  appAddress: appAddressFromEnv(),
  log: (line) => app.log.warn(line),
  appPush: config.providers.appPush,
});
// The yards' weather (WEATHER_API_URL, the NWS unless none), for watering that follows it.
const weather = startWeatherRefresh(database.db, {
  config: config.weather,
  log: (line) => app.log.warn(line),
});
const port = Number(process.env.PORT ?? 8081);
await app.listen({ port, host: process.env.HOST ?? '127.0.0.1' });
const unpublish = config.databaseUrl
  ? () => undefined // on PostgreSQL the CLI opens the database itself
  : publishAdminEndpoint(config.dataDir, {
      url: `http://127.0.0.1:${port}`,
      token: adminToken,
      pid: process.pid,
    });

const close = async () => {
  unpublish();
  await app.close();
  await popularity.stop();
  await reminders.stop();
  await weather.stop();
  await mailSender.stop();
  await database.close();
  process.exit(0);
};
process.once('SIGINT', close);
process.once('SIGTERM', close);
