import { randomBytes, timingSafeEqual } from 'node:crypto';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyRequest } from 'fastify';
import { forbidden, unauthorized } from '../http-errors';

export const ADMIN_TOKEN_HEADER = 'x-admin-token';
export const ADMIN_FILE = 'admin.json';

/** What a running server leaves in DATA_DIR so the CLI can reach it. */
export interface AdminEndpoint {
  url: string;
  token: string;
  pid: number;
  /**
   * Where gardeners open the app this server serves (config.ts appAddress), so the CLIs' links
   * go to it whatever their own environment says. Absent: the API alone, which serves no app.
   */
  appUrl?: string;
}

export function newAdminToken(): string {
  return randomBytes(32).toString('base64url');
}

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/** Admin calls come from this machine and carry the token of this server's run. */
export function checkAdmin(request: FastifyRequest, adminToken: string | undefined): void {
  if (!LOOPBACK.has(request.socket.remoteAddress ?? ''))
    throw forbidden('Admin calls are accepted from this machine only.');
  const given = request.headers[ADMIN_TOKEN_HEADER];
  if (!adminToken || typeof given !== 'string') throw unauthorized('The admin token is missing.');
  const a = Buffer.from(given);
  const b = Buffer.from(adminToken);
  if (a.length !== b.length || !timingSafeEqual(a, b)) throw unauthorized('The admin token is not valid.');
}

/** Written readable by this user only; removed when the server stops. */
export function publishAdminEndpoint(dataDir: string, endpoint: AdminEndpoint): () => void {
  mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, ADMIN_FILE);
  writeFileSync(file, JSON.stringify(endpoint), { mode: 0o600 });
  return () => rmSync(file, { force: true });
}
