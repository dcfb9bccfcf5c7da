import cluster from 'node:cluster';
import {
  appAddress,
  newAdminToken,
  openDatabase,
  popularityRefreshMinutes,
  publishAdminEndpoint,
  startMailSender,
  startPopularityRefresh,
  startReminderSchedule,
  startWeatherRefresh,
} from '@thrive/api';
import { forkWorkers } from './cluster-primary';
import { serveAsWorker, WORKER_ADMIN_TOKEN } from './cluster-worker';
import { loadGatewayConfig } from './config';
import { serveHere } from './serve-here';
import { startLines } from './start-log';
import { startUpWork } from './start-up-work';

/**
 * `npm start` ends here: the whole app on one port with the embedded database by default.
 * With WORKERS > 1 (PostgreSQL only) this process is the primary: it does the start-up work
 * once, then forks the workers that serve, and replaces any that dies.
 */
const config = loadGatewayConfig();
if (cluster.isWorker) await serveAsWorker(config);
else {
  const database = await openDatabase(config.api);
  const { referenceData, demo } = await startUpWork(database, config);
  const adminToken = newAdminToken();
  // The workers log requests at LOG_LEVEL; a primary of workers has only warnings to give.
  const { log, close } =
    config.workers > 1
      ? {
          log: { info: () => undefined, warn: (line: string) => console.warn(line) },
          ...(await forkWorkers({
            count: config.workers,
            env: { [WORKER_ADMIN_TOKEN]: adminToken },
            log: (line) => console.warn(line),
          })),
        }
      : await serveHere(config, database, adminToken);

  // Plant search orders equally relevant plants by popularity, recomputed in the background.
  const popularity = startPopularityRefresh(database.db, {
    everyMs: popularityRefreshMinutes() * 60_000,
    log: (line) => log.warn(line),
  });
  // The outbox goes out over SMTP_URL; other instances may send too (each mail is leased).
  // Only reminder mails carry an unsubscribe link (List-Unsubscribe and the footer).
  const mailSender = startMailSender(database.db, {
    config: config.api.mail,
    log: (line) => log.warn(line),
  });

  const appUrl = appAddress(config.api.publicUrl, config.port);
  // The daily care reminders, queued here once for all workers (each gardener's day is claimed once).
  const reminders = startReminderSchedule(database.db, {
    appAddress: appUrl,
    log: (line) => log.warn(line),
    appPush: config.api.providers.appPush,
  });
  // The yards' weather (WEATHER_API_URL, the NWS unless none), for watering that follows it.
  const weather = startWeatherRefresh(database.db, {
    config: config.api.weather,
    log: (line) => log.warn(line),
  });
  // The users CLI reaches this server through it, and prints sign-in links to appUrl.
  const unpublish = publishAdminEndpoint(config.api.dataDir, {
    url: `http://127.0.0.1:${config.port}`,
    token: adminToken,
    pid: process.pid,
    appUrl,
  });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    log.info(`${signal}: closing`);
    unpublish();
    await close();
    await popularity.stop();
    await reminders.stop();
    await weather.stop();
    await mailSender.stop();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  const where = config.api.databaseUrl
    ? 'PostgreSQL (DATABASE_URL)'
    : `embedded database in ${config.api.dataDir}`;
  const processes = config.workers > 1 ? ` in ${config.workers} worker processes` : '';
  for (const line of startLines({ appUrl, database: where + processes, referenceData, demo }))
    console.log(line);
}
