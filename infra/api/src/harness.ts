/**
 * The entry for the repo's bench, load and e2e code, which runs the API's own pieces outside
 * its tests: test databases and a fresh PostgreSQL, the app builder and its test config, the
 * tables and fixtures the benchmarks fill, and the fake services the e2e run starts. They
 * import from here only, so the features' files can move without them; what the gateway uses
 * is the package's index.ts.
 */
export { buildApp } from './app';
export { ADMIN_FILE, ADMIN_TOKEN_HEADER, type AdminEndpoint } from './admin/admin-access';
export type { Database, DatabaseDriver, DatabaseHandle } from './db/database';
export { plantAttributes, plants, plantZones, users, userTasks, yards, zones } from './db/schema';
export { ZONE_LABELS } from './reference-data/catalogue-entry';
export { readList } from './reference-data/reference-files';
export { importPublicTablesAtStart } from './reference-data/import/tables-at-start';
export { seedReferenceData } from './reference-data/seed';
export { forgetReferenceRoom } from './features/common/reference-cache';
export type { MediaUrls } from './features/common/media-urls';
export { relevanceReport, runRelevanceSet } from './features/plant-search/relevance-set';
export { regenerateCareCalendar } from './features/care-calendar/regenerate-calendar';
export { loadSunPx } from './features/thrive/garden-scorer';
export { loadTableGarden } from './features/thrive/table-garden';
export { buildThriveTable } from './features/thrive/thrive-table';
export { testConfig } from './testing/test-app';
export { testDatabases, TEST_DATABASE_URL } from './testing/test-databases';
export { freshPostgresDatabase, type FreshPostgresDatabase } from './testing/fresh-postgres-database';
export { signedInDirectly } from './testing/identity-fixture';
export { importCareFixture, RALEIGH_DURHAM_AIRPORT, RALEIGH_STATE_UNIV } from './testing/care-fixture';
export { plantNetResults, startFakePlantNet, type FakePlantNet } from './testing/fake-plantnet-server';
export { RAIN_FIXTURE, HEAT_FIXTURE, startFakeNws } from './testing/fake-nws';
