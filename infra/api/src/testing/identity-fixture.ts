import type { FastifyInstance } from 'fastify';
import type { Identity, IdentityFlag } from '@thrive/shared/contracts';
import type { Database } from '../db/database';
import { createUser } from '../identity/users-service';
import { signInWithKey } from '../identity/identity-service';

/** A gardener created through the service and signed in through the real bridge call. */
export async function signedInUser(
  app: FastifyInstance,
  db: Database,
  email: string,
  flags: IdentityFlag[] = [],
): Promise<{ identity: Identity; key: string; headers: Record<string, string> }> {
  const { key } = await createUser(db, { email, flags });
  const response = await app.inject({ method: 'POST', url: '/api/bridge', payload: { username: key } });
  if (response.statusCode !== 200)
    throw new Error(`bridge answered ${response.statusCode}: ${response.body}`);
  const identity = response.json() as Identity;
  return { identity, key, headers: { 'x-app': `thrive|${identity.Id}`, 'x-token': identity.Token } };
}

/** Another device of a gardener: the same key through the real bridge call, with its own token. */
export async function signedInAgain(app: FastifyInstance, key: string): Promise<Record<string, string>> {
  const response = await app.inject({ method: 'POST', url: '/api/bridge', payload: { username: key } });
  if (response.statusCode !== 200)
    throw new Error(`bridge answered ${response.statusCode}: ${response.body}`);
  const identity = response.json() as Identity;
  return { 'x-app': `thrive|${identity.Id}`, 'x-token': identity.Token };
}

/**
 * A gardener signed in through the service rather than POST bridge: for files that need
 * more gardeners than the bridge's per-address rate limit allows in a minute.
 */
export async function signedInDirectly(
  db: Database,
  user: Parameters<typeof createUser>[1],
  now = new Date(),
): Promise<{ identity: Identity; key: string; headers: Record<string, string> }> {
  const { key } = await createUser(db, user);
  const identity = await signInWithKey(db, key, now);
  if (!identity) throw new Error(`the new user ${user.email} could not sign in`);
  return { identity, key, headers: { 'x-app': `thrive|${identity.Id}`, 'x-token': identity.Token } };
}
