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

export function loadGatewayConfig(env: NodeJS.ProcessEnv = process.env): GatewayConfig {
  return {
    port: gatewayPort(env),
    host: env.HOST ?? '127.0.0.1',
    appsDir: path.resolve(env.APPS_DIR ?? repoRoot),
    partnersDir: path.resolve(env.PARTNERS_DIR ?? path.join(repoRoot, 'infra/partners')),
    defaultPartner: env.PARTNER ?? 'default',
    partnerHosts: parsePartnerHosts(env.PARTNER_HOSTS),
    api: loadApiConfig(env),
  };
}
