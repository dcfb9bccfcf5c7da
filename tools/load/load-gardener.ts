import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Identity } from '@thrive/shared/contracts';
import { ADMIN_FILE, ADMIN_TOKEN_HEADER, type AdminEndpoint } from '../../infra/api/src/harness';

export interface LoadGardener {
  uid: number;
  yardId: number;
  /** The headers every signed-in call carries (DESIGN §7). */
  headers: Record<string, string>;
}

async function json<T>(response: Response): Promise<T> {
  if (!response.ok) throw new Error(`${response.url} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as T;
}

/**
 * A gardener with the sample yard, made through the running server's admin endpoint as
 * the users CLI makes one, then signed in with their key as the app does.
 */
export async function signedInGardener(baseUrl: string, dataDir: string): Promise<LoadGardener> {
  const admin = JSON.parse(readFileSync(path.join(dataDir, ADMIN_FILE), 'utf8')) as AdminEndpoint;
  const { key } = await json<{ id: number; key: string }>(
    await fetch(`${baseUrl}/api/admin/users`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [ADMIN_TOKEN_HEADER]: admin.token },
      body: JSON.stringify({ email: `load-${Date.now()}@example.com`, sampleYard: true }),
    }),
  );
  const identity = await json<Identity>(
    await fetch(`${baseUrl}/api/bridge`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: key }),
    }),
  );
  const headers = { 'x-token': identity.Token, 'x-app': `thrive|${identity.Id}` };
  const yards = await json<{ Id: number }[]>(
    await fetch(`${baseUrl}/api/users/${identity.Id}/yards`, { headers }),
  );
  return { uid: identity.Id, yardId: yards[0]!.Id, headers };
}
