import path from 'node:path';

export interface ApiConfig {
  /** Where the embedded database and media live (DESIGN §4). */
  dataDir: string;
  /** When set, a real PostgreSQL is used instead of the embedded database. */
  databaseUrl: string | undefined;
  /** Largest accepted request body, in bytes. */
  bodyLimit: number;
  logLevel: string;
  /**
   * A folder of the public tables (USDA zones by ZIP, USDA PLANTS, NOAA stations and
   * normals) imported at first start; the same tables `npm run data -- import` loads.
   */
  referenceDataDir: string | undefined;
}

export function loadApiConfig(env: NodeJS.ProcessEnv = process.env): ApiConfig {
  return {
    dataDir: path.resolve(env.DATA_DIR ?? './data'),
    databaseUrl: env.DATABASE_URL || undefined,
    bodyLimit: Number(env.BODY_LIMIT_BYTES ?? 1_048_576),
    logLevel: env.LOG_LEVEL ?? 'info',
    referenceDataDir: env.REFERENCE_DATA_DIR ? path.resolve(env.REFERENCE_DATA_DIR) : undefined,
  };
}
