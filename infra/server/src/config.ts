import os from 'node:os';
import path from 'node:path';
import { gatewayPort, loadApiConfig, type ApiConfig } from '@thrive/api';

export interface GatewayConfig {
  port: number;
  host: string;
  /** Folder holding `shell/` and each `mfe-*` app with its built `dist/`. */
  appsDir: string;
  /** Folder of remote maps: `<partner>.json`. */
  partnersDir: string;
  /** Map used when no host mapping applies (`PARTNER`, default "default"). */
  defaultPartner: string;
  /** Host name -> partner, from `PARTNER_HOSTS="garden.example.com=acme,..."`. */
  partnerHosts: Record<string, string>;
  /**
   * Gateway processes sharing the port (`WORKERS`): by default as many as the cores with
   * PostgreSQL, and always 1 with the embedded database, which one process owns.
   */
  workers: number;
  api: ApiConfig;
}

const repoRoot = path.resolve(new URL('../../..', import.meta.url).pathname);

export function parsePartnerHosts(value: string | undefined): Record<string, string> {
  const hosts: Record<string, string> = {};
  for (const pair of (value ?? '')
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean)) {
    const parts = pair.split('=').map((p) => p.trim());
    const [host, partner] = parts;
    if (parts.length !== 2 || !host || !partner)
      throw new Error(`PARTNER_HOSTS entry "${pair}" must look like host=partner`);
    hosts[host.toLowerCase()] = partner;
  }
  return hosts;
}

/**
 * WORKERS: a whole number of gateway processes, 1 or more; unset or blank, one per core with
 * PostgreSQL (DATABASE_URL) and 1 with the embedded database. More than 1 on the embedded
 * database is refused: PGlite keeps its data dir in one process's memory, and a second
 * process opening it would corrupt it.
 */
export function parseWorkers(
  value: string | undefined,
  databaseUrl: string | undefined,
  cores: number = os.availableParallelism(),
): number {
  const given = value?.trim();
  if (!given) return databaseUrl ? Math.max(1, cores) : 1;
  if (!/^\d+$/.test(given) || Number(given) < 1)
    throw new Error(`WORKERS="${given}" must be a whole number of gateway processes, 1 or more`);
  const workers = Number(given);
  if (workers > 1 && !databaseUrl)
    throw new Error(
      `WORKERS=${workers} needs PostgreSQL (DATABASE_URL): the embedded database belongs to one ` +
        'process. Set DATABASE_URL, or leave WORKERS unset (1) for the embedded database.',
    );
  return workers;
}

export function loadGatewayConfig(env: NodeJS.ProcessEnv = process.env): GatewayConfig {
  const api = loadApiConfig(env);
  return {
    port: gatewayPort(env),
    host: env.HOST ?? '127.0.0.1',
    appsDir: path.resolve(env.APPS_DIR ?? repoRoot),
    partnersDir: path.resolve(env.PARTNERS_DIR ?? path.join(repoRoot, 'infra/partners')),
    defaultPartner: env.PARTNER ?? 'default',
    partnerHosts: parsePartnerHosts(env.PARTNER_HOSTS),
    workers: parseWorkers(env.WORKERS, api.databaseUrl),
    api,
  };
}
