export { buildApp, API_PREFIX } from './app';
export { apiPlugin, type ApiDependencies } from './api-plugin';
export { loadApiConfig, type ApiConfig } from './config';
export { serverOptions } from './server-options';
export { openDatabase } from './db/open-database';
export type { DatabaseHandle, Database, DatabaseDriver } from './db/database';
export { registerErrorHandling } from './errors';
