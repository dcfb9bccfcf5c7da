import path from 'node:path';
import { loadMailConfig, type MailConfig } from './features/mail-sender/mail-config';
import { loadProviderConfig, type ProviderConfig } from './provider-config';
import { weatherConfigFrom, type WeatherConfig } from './features/weather-forecast/weather-config';
import { parseTrustProxy, type TrustProxy } from './trust-proxy';

/** The weather station map's tiles (SPEC §2.6); `url` null: the US outline alone. */
export interface MapTileConfig {
  /** A Leaflet URL template with `{z}`, `{x}` and `{y}` (and optionally `{s}`). */
  url: string | null;
  /** Plain text shown with the tiles, as their licence asks. */
  attribution: string;
}

/** An S3-compatible bucket for photos (AWS S3, MinIO, R2 ...), from the S3_* variables. */
export interface S3MediaConfig {
  bucket: string;
  /** Another store than AWS (MinIO, R2 ...); unset: AWS's endpoint for the region. */
  endpoint?: string;
  region: string;
  /** Unset: the AWS SDK's own chain (environment, instance role ...). */
  accessKeyId?: string;
  secretAccessKey?: string;
  /** `endpoint/bucket/key` rather than `bucket.endpoint/key`, as most self-hosted stores need. */
  forcePathStyle: boolean;
}

interface MediaConfig {
  /** Null: files on disk under DATA_DIR/media. */
  s3: S3MediaConfig | null;
  /** What each gardener may store, originals and thumbnails together (MEDIA_QUOTA_MB). */
  quotaBytes: number;
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
  /** Where photos are stored and how much each gardener may keep (DESIGN §4 Uploads). */
  media: MediaConfig;
  /** The AI expert, plant identification, plant health and the app stores, when configured. */
  providers: ProviderConfig;
  /** TRUST_PROXY: the proxies whose X-Forwarded-For names the client (trust-proxy.ts). */
  trustProxy: TrustProxy;
  /** PUBLIC_URL without its trailing slash: where the app is served; unset: this machine (appAddress). */
  publicUrl: string | undefined;
  /** SMTP_URL, MAIL_FROM, MAIL_MAX_TRIES: how the outbox is sent; null: it is not (mail stays queued). */
  mail: MailConfig | null;
  /** WEATHER_API_URL (the NWS unless set): the yards' weather for the care calendar; null: none asked. */
  weather: WeatherConfig | null;
}

/** The gateway's port unless PORT says otherwise (the API alone uses PORT too, 8081 unless set). */
const DEFAULT_GATEWAY_PORT = 8080;

/** PORT as the gateway (`npm start`) listens on it. */
export function gatewayPort(env: NodeJS.ProcessEnv = process.env): number {
  return Number(env.PORT?.trim() || DEFAULT_GATEWAY_PORT);
}

/** PUBLIC_URL, trimmed and without a trailing slash; unset or blank: undefined. */
function loadPublicUrl(env: NodeJS.ProcessEnv): string | undefined {
  return env.PUBLIC_URL?.trim().replace(/\/+$/, '') || undefined;
}

/**
 * Where a gardener opens the app, for the links we print or mail (sign-in links, the experts'
 * mails): PUBLIC_URL when set (behind a proxy), else this machine at the gateway's port.
 * The one place that decides it: the CLIs and the servers all ask here.
 */
export function appAddress(publicUrl: string | undefined, port: number): string {
  return publicUrl ?? `http://localhost:${port}`;
}

/** appAddress from the environment alone: PUBLIC_URL, else this machine at PORT (8080 unset). */
export function appAddressFromEnv(env: NodeJS.ProcessEnv = process.env): string {
  return appAddress(loadPublicUrl(env), gatewayPort(env));
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

/** S3's bucket naming rules, which the self-hosted stores follow too. */
const BUCKET_NAME = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;
const REGION = /^[a-z0-9-]+$/i;
const BOOLEANS: Record<string, boolean> = {
  true: true,
  '1': true,
  yes: true,
  false: false,
  '0': false,
  no: false,
};

function isHttpUrl(value: string): boolean {
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
}

function loadS3(env: NodeJS.ProcessEnv): S3MediaConfig | null {
  const value = (name: string) => env[name]?.trim() || undefined;
  const bucket = value('S3_BUCKET');
  const endpoint = value('S3_ENDPOINT');
  const accessKeyId = value('S3_ACCESS_KEY_ID');
  const secretAccessKey = value('S3_SECRET_ACCESS_KEY');
  if (!bucket) {
    // Half a configuration would silently store photos on local disk instead.
    const stray = ['S3_ENDPOINT', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'].filter((name) => value(name));
    if (stray.length) throw new Error(`${stray.join(', ')} set but S3_BUCKET is not: set S3_BUCKET too`);
    return null;
  }
  if (!BUCKET_NAME.test(bucket))
    throw new Error(
      `S3_BUCKET "${bucket}" must be a bucket name: 3 to 63 lower-case letters, digits, dots or dashes`,
    );
  if (endpoint !== undefined && !isHttpUrl(endpoint))
    throw new Error(`S3_ENDPOINT "${endpoint}" must be an http(s) URL like http://127.0.0.1:9000`);
  const region = value('S3_REGION') ?? 'us-east-1';
  if (!REGION.test(region)) throw new Error(`S3_REGION "${region}" must be a region name like us-east-1`);
  if (!accessKeyId !== !secretAccessKey)
    throw new Error('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together: set both or neither');
  const pathStyle = value('S3_FORCE_PATH_STYLE')?.toLowerCase();
  const forcePathStyle = pathStyle === undefined ? endpoint !== undefined : BOOLEANS[pathStyle];
  if (forcePathStyle === undefined)
    throw new Error(`S3_FORCE_PATH_STYLE "${pathStyle}" must be true or false`);
  return { bucket, endpoint, region, accessKeyId, secretAccessKey, forcePathStyle };
}

const MEBIBYTE = 1024 * 1024;
export const DEFAULT_MEDIA_QUOTA_MB = 500;

function loadMediaConfig(env: NodeJS.ProcessEnv): MediaConfig {
  const quota = env.MEDIA_QUOTA_MB?.trim() || String(DEFAULT_MEDIA_QUOTA_MB);
  if (!/^\d+$/.test(quota) || Number(quota) < 1 || Number(quota) > 1_000_000)
    throw new Error(`MEDIA_QUOTA_MB "${quota}" must be a whole number of megabytes from 1 to 1000000`);
  return { s3: loadS3(env), quotaBytes: Number(quota) * MEBIBYTE };
}

export function loadApiConfig(env: NodeJS.ProcessEnv = process.env): ApiConfig {
  const publicUrl = loadPublicUrl(env);
  return {
    dataDir: path.resolve(env.DATA_DIR ?? './data'),
    databaseUrl: env.DATABASE_URL || undefined,
    bodyLimit: Number(env.BODY_LIMIT_BYTES ?? 1_048_576),
    logLevel: env.LOG_LEVEL ?? 'info',
    referenceDataDir: env.REFERENCE_DATA_DIR ? path.resolve(env.REFERENCE_DATA_DIR) : undefined,
    mapTiles: loadMapTiles(env),
    media: loadMediaConfig(env),
    providers: loadProviderConfig(env),
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    publicUrl,
    mail: loadMailConfig(env, publicUrl),
    weather: weatherConfigFrom(env),
  };
}
