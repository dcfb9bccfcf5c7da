import path from 'node:path';

/** The weather station map's tiles (SPEC §2.6); `url` null: the US outline alone. */
export interface MapTileConfig {
  /** A Leaflet URL template with `{z}`, `{x}` and `{y}` (and optionally `{s}`). */
  url: string | null;
  /** Plain text shown with the tiles, as their licence asks. */
  attribution: string;
}

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
  /** MAP_TILE_URL and MAP_TILE_ATTRIBUTION; the gateway allows the tile host in its CSP. */
  mapTiles: MapTileConfig;
}

/** SPEC §2.6 asks for a terrain view: OpenTopoMap, free to use with this attribution. */
export const OPEN_TOPO_MAP: MapTileConfig = {
  url: 'https://{s}.tile.opentopomap.org/{z}/{x}/{y}.png',
  attribution: 'Map data: © OpenStreetMap contributors, SRTM | Map style: © OpenTopoMap (CC-BY-SA)',
};

/**
 * An absolute http(s) template or a path on our own origin. A placeholder may stand in the
 * host's first label only (`{s}.tile...`), so that the CSP can allow the host as `*.tile...`.
 */
const TILE_URL = /^(https?:\/\/([a-z0-9-]*\{s\}[a-z0-9-]*\.)?[a-z0-9.-]+(:\d+)?)?\/[^\s"'<>]*$/i;
const hasTileCoordinates = (url: string) => ['{z}', '{x}', '{y}'].every((part) => url.includes(part));

function loadMapTiles(env: NodeJS.ProcessEnv): MapTileConfig {
  const attribution = env.MAP_TILE_ATTRIBUTION?.trim();
  if (env.MAP_TILE_URL === undefined)
    return { ...OPEN_TOPO_MAP, attribution: attribution || OPEN_TOPO_MAP.attribution };
  const url = env.MAP_TILE_URL.trim();
  // Offline machines and tests: no tile server is ever asked.
  if (url === '' || url.toLowerCase() === 'none') return { url: null, attribution: '' };
  if (!TILE_URL.test(url) || !hasTileCoordinates(url))
    throw new Error(
      `MAP_TILE_URL "${url}" must be a tile URL template like https://{s}.tile.example.org/{z}/{x}/{y}.png, or none`,
    );
  return { url, attribution: attribution ?? '' };
}

export function loadApiConfig(env: NodeJS.ProcessEnv = process.env): ApiConfig {
  return {
    dataDir: path.resolve(env.DATA_DIR ?? './data'),
    databaseUrl: env.DATABASE_URL || undefined,
    bodyLimit: Number(env.BODY_LIMIT_BYTES ?? 1_048_576),
    logLevel: env.LOG_LEVEL ?? 'info',
    referenceDataDir: env.REFERENCE_DATA_DIR ? path.resolve(env.REFERENCE_DATA_DIR) : undefined,
    mapTiles: loadMapTiles(env),
  };
}
