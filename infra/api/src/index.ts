export { buildApp, API_PREFIX } from './app';
export { apiPlugin, type ApiDependencies } from './api-plugin';
export { appAddress, gatewayPort, loadApiConfig, type ApiConfig } from './config';
export { serverOptions, type LogDestination } from './server-options';
export { openDatabase } from './db/open-database';
export type { DatabaseHandle, Database, DatabaseDriver } from './db/database';
export { registerErrorHandling } from './errors';
export { mediaDependencies, type MediaDependencies } from './media-dependencies';
export { mediaFilesRoutes } from './features/media/media-files-routes';
export { createMediaStorage } from './features/media/create-media-storage';
export { memoryMediaStorage } from './features/media/memory-media-storage';
export type { MediaStorage } from './features/common/media-storage';
export type { MediaUrls } from './features/common/media-urls';
export { newAdminToken, publishAdminEndpoint } from './admin/admin-access';
export { ensureDemoGardener } from './identity/demo-gardener';
export { signInLink } from './cli/sign-in-link';
export { seedReferenceData } from './reference-data/seed';
export { seedWhenChanged } from './reference-data/seed-when-changed';
export { referenceDataStartLine } from './reference-data/seed-report';
export { importPublicTablesAtStart } from './reference-data/import/tables-at-start';
export { importDirectory, type DirectoryEntry } from './reference-data/import/import-directory';
export {
  popularityRefreshMinutes,
  startPopularityRefresh,
} from './features/plant-popularity/popularity-refresh';
export { startMailSender } from './features/mail-sender/mail-sender';
export { startReminderSchedule } from './features/reminders/reminder-schedule';
export { startWeatherRefresh } from './features/weather-forecast/weather-refresh';
export { sendDueReminders } from './features/reminders/send-due-reminders';
