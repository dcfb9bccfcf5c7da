import { and, eq, isNull, or } from 'drizzle-orm';
import type { IdentityFlag } from '@thrive/shared/contracts';
import { handleOf, type Database } from '../db/database';
import { authTokens, signInKeys, userFlags, users } from '../db/schema';
import { DEFAULT_FLAGS } from './default-flags';
import { createDemoYard } from '../features/yards/demo-yard';
import { hashSecret, newSecret } from './secrets';
import { emailKey } from './email-key';

export interface NewUser {
  email: string;
  firstname?: string;
  /** Flags on top of the defaults (or instead of them with `withoutDefaultFlags`). */
  flags?: IdentityFlag[];
  withoutDefaultFlags?: boolean;
  sponsorId?: number;
  partnerTypeId?: number;
  landingPage?: string;
  /** Starts the gardener off with the sample yard (zones and plants), as the demo gardener has. */
  sampleYard?: boolean;
}

export class DuplicateEmailError extends Error {
  override name = 'DuplicateEmailError';
}

/**
 * Emails are kept as given, trimmed and lower-case; whether two are the same is decided by
 * their key (email-key.ts, users.email_key, unique), so look-alikes clash too.
 */
export const normalisedEmail = (email: string): string => email.trim().toLowerCase();

/** Creates a gardener with a first sign-in key, in one transaction. */
export async function createUser(db: Database, input: NewUser): Promise<{ id: number; key: string }> {
  const email = normalisedEmail(input.email);
  const flags = new Set([...(input.withoutDefaultFlags ? [] : DEFAULT_FLAGS), ...(input.flags ?? [])]);
  const created = await db.transaction(async (tx) => {
    // The unique email and email key decide, so two concurrent creates cannot both pass a
    // prior check.
    const [user] = await tx
      .insert(users)
      .values({
        email,
        emailKey: emailKey(input.email),
        firstname: input.firstname?.trim() ?? '',
        sponsorId: input.sponsorId ?? 0,
        partnerTypeId: input.partnerTypeId ?? 0,
        landingPage: input.landingPage ?? 'launchpad',
      })
      .onConflictDoNothing()
      .returning({ id: users.id });
    if (!user)
      throw new DuplicateEmailError(
        `A user with the email ${email}, or one that looks the same, already exists.`,
      );
    if (flags.size) await tx.insert(userFlags).values([...flags].map((flag) => ({ userId: user.id, flag })));
    const key = newSecret();
    await tx.insert(signInKeys).values({ userId: user.id, keyHash: hashSecret(key) });
    return { id: user.id, key };
  });
  if (input.sampleYard) await createDemoYard(db, created.id);
  return created;
}

/** Issues another sign-in key for a user (the old ones keep working until revoked). */
export async function issueKey(db: Database, userId: number): Promise<string | null> {
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.id, userId));
  if (!user) return null;
  const key = newSecret();
  await db.insert(signInKeys).values({ userId, keyHash: hashSecret(key) });
  return key;
}

/** What revoking a key ended: the rows of the tokens it had given (every token cache forgets them). */
export interface RevokedKey {
  endedTokenIds: number[];
}

/**
 * Revokes a sign-in key and ends every token signed in with it, in one transaction; null
 * when the key was not a live one. Tokens older than auth_tokens.sign_in_key_id (null there)
 * do not say which key gave them, so all of the gardener's such tokens end too: any of them
 * may be the revoked key's, and a gardener signs in again with a key they still hold.
 */
export async function revokeKey(db: Database, key: string, now: Date): Promise<RevokedKey | null> {
  const revoked = await db.transaction(async (tx) => {
    const [revoked] = await tx
      .update(signInKeys)
      .set({ revokedAt: now })
      .where(and(eq(signInKeys.keyHash, hashSecret(key)), isNull(signInKeys.revokedAt)))
      .returning({ id: signInKeys.id, userId: signInKeys.userId });
    if (!revoked) return null;
    const ended = await tx
      .delete(authTokens)
      .where(
        or(
          eq(authTokens.signInKeyId, revoked.id),
          and(eq(authTokens.userId, revoked.userId), isNull(authTokens.signInKeyId)),
        ),
      )
      .returning({ id: authTokens.id });
    return { endedTokenIds: ended.map((token) => token.id) };
  });
  // Every instance on the database stops taking the tokens now, whoever revoked the key
  // (the users CLI on PostgreSQL runs in no instance): sent before this resolves.
  if (revoked)
    await handleOf(db)?.cacheNotifications.publish({ kind: 'tokens', tokenIds: revoked.endedTokenIds });
  return revoked;
}

/** SPEC "delete account": the user and, through cascading keys, everything they own. */
export async function deleteUser(db: Database, userId: number): Promise<boolean> {
  const deleted = await db.delete(users).where(eq(users.id, userId)).returning({ id: users.id });
  return deleted.length > 0;
}

export async function hasAnyUser(db: Database): Promise<boolean> {
  const rows = await db.select({ id: users.id }).from(users).limit(1);
  return rows.length > 0;
}
