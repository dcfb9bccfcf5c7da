import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { z } from 'zod';
import { appAddress, gatewayPort, type ApiConfig } from '../config';
import { openDatabase } from '../db/open-database';
import { ADMIN_FILE, ADMIN_TOKEN_HEADER, type AdminEndpoint } from '../admin/admin-access';
import type { newUserSchema } from '../admin/admin-routes';
import { createUser, issueKey, revokeKey } from '../identity/users-service';

type NewUserInput = z.input<typeof newUserSchema>;

/** What the users CLI does, whichever way it reaches the data. */
export interface UserAdmin {
  create(input: NewUserInput): Promise<{ id: number; key: string }>;
  issueKey(userId: number): Promise<string>;
  revoke(key: string): Promise<boolean>;
  close(): Promise<void>;
}

export function runningServer(dataDir: string): AdminEndpoint | null {
  const file = path.join(dataDir, ADMIN_FILE);
  if (!existsSync(file)) return null;
  const endpoint = JSON.parse(readFileSync(file, 'utf8')) as AdminEndpoint;
  try {
    process.kill(endpoint.pid, 0); // still alive?
    return endpoint;
  } catch {
    return null; // left behind by a server that was killed
  }
}

function viaServer({ url, token }: AdminEndpoint): UserAdmin {
  const call = async <T>(route: string, body: unknown): Promise<T> => {
    const response = await fetch(`${url}/api${route}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [ADMIN_TOKEN_HEADER]: token },
      body: JSON.stringify(body),
    });
    const json = (await response.json()) as T & { message?: string };
    if (!response.ok) throw new Error(json.message ?? `the server answered ${response.status}`);
    return json;
  };
  return {
    create: (input) => call('/admin/users', input),
    issueKey: async (userId) => (await call<{ key: string }>(`/admin/users/${userId}/keys`, {})).key,
    revoke: async (key) => (await call<{ revoked: boolean }>('/admin/keys/revoke', { key })).revoked,
    close: async () => undefined,
  };
}

async function direct(config: ApiConfig): Promise<UserAdmin> {
  const { db, close } = await openDatabase(config);
  return {
    create: (input) => createUser(db, input),
    issueKey: async (userId) => {
      const key = await issueKey(db, userId);
      if (!key) throw new Error(`There is no user ${userId}.`);
      return key;
    },
    // No instance's cache is in this process: revokeKey tells every server before it resolves
    // (a PostgreSQL NOTIFY that each one listens to).
    revoke: async (key) => (await revokeKey(db, key, new Date())) !== null,
    close,
  };
}

/**
 * The embedded database belongs to one process: while a server holds it, go through the
 * server's admin endpoint; otherwise (or on PostgreSQL) open the database directly.
 */
export async function connectUserAdmin(config: ApiConfig): Promise<UserAdmin> {
  const server = config.databaseUrl ? null : runningServer(config.dataDir);
  return server ? viaServer(server) : direct(config);
}

/**
 * Where the printed sign-in links go: PUBLIC_URL when this command has it, else the app of the
 * server running on this data folder (its own PUBLIC_URL or port), else this machine at PORT.
 */
export function signInAddress(config: ApiConfig, env: NodeJS.ProcessEnv = process.env): string {
  return config.publicUrl ?? runningServer(config.dataDir)?.appUrl ?? appAddress(undefined, gatewayPort(env));
}
