import { and, eq, getTableColumns, gt, isNull, lte, sql } from 'drizzle-orm';
import { IDENTITY_FLAGS, identitySchema, type Identity, type IdentityFlag } from '@thrive/shared/contracts';
import type { Database } from '../db/database';
import { authTokens, signInKeys, sponsors, userFlags, users, yards, zones } from '../db/schema';
import { hashSecret, newSecret } from './secrets';

export const TOKEN_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000;

/** The identity of SPEC §3 without the token: the same for every device of the gardener. */
export type IdentityProfile = Omit<Identity, 'Token'>;

const identityProfileSchema = identitySchema.omit({ Token: true });

/** A user's identity as the database has it now, checked against the contract; null: no such user. */
export async function identityProfileOf(db: Database, userId: number): Promise<IdentityProfile | null> {
  // One round trip: the identity is read on every launch and every sign-in.
  const [user] = await db
    .select({
      ...getTableColumns(users),
      flagList: sql<
        string[] | null
      >`(select array_agg(${userFlags.flag}) from ${userFlags} where ${userFlags.userId} = ${userId})`,
      yardCount: sql<number>`(select count(*)::int from ${yards} where ${yards.userId} = ${userId})`,
      zoneCount: sql<number>`(select count(*)::int from ${zones} where ${zones.userId} = ${userId})`,
      sponsorForums: sql<
        string | null
      >`(select ${sponsors.communityForumsUrl} from ${sponsors} where ${sponsors.id} = ${users.sponsorId})`,
    })
    .from(users)
    .where(eq(users.id, userId));
  if (!user) return null;
  const set = new Set(user.flagList ?? []);
  const flags = Object.fromEntries(IDENTITY_FLAGS.map((flag) => [flag, set.has(flag)])) as Record<
    IdentityFlag,
    boolean
  >;
  return identityProfileSchema.parse({
    Id: user.id,
    Email: user.email,
    Firstname: user.firstname,
    YardCount: user.yardCount,
    ZoneCount: user.zoneCount,
    DefaultYardId: user.defaultYardId,
    SponsorId: user.sponsorId,
    PreferedRetailerId: user.preferedRetailerId,
    LandingPage: user.landingPage,
    PartnerTypeId: user.partnerTypeId,
    ReferralCodeId: user.referralCodeId,
    ReferralCodeToken: user.referralCodeToken,
    // SPEC §2.4: the forums link comes from the identity: the gardener's own, else that of the
    // sponsor (partner garden centre) they are with, which is where forums are configured.
    CommunityForumsLink: user.communityForumsLink || user.sponsorForums || '',
    DevicePlatform: user.devicePlatform,
    ShowAddPlantDelayMS: user.showAddPlantDelayMs,
    LastSeenAt: user.lastSeenAt?.toISOString() ?? null,
    ...flags,
  });
}

/** The identity with the token its caller holds (SPEC §3 lists Token second). */
export function withToken({ Id, ...profile }: IdentityProfile, token: string): Identity {
  return { Id, Token: token, ...profile };
}

/** The identity of SPEC §3 for a user, with the token the caller holds. */
async function identityOf(db: Database, userId: number, token: string): Promise<Identity | null> {
  const profile = await identityProfileOf(db, userId);
  return profile && withToken(profile, token);
}

/** POST bridge: a live sign-in key gets a fresh token and the whole identity; else null. */
export async function signInWithKey(db: Database, key: string, now: Date): Promise<Identity | null> {
  const token = newSecret();
  const userId = await db.transaction(async (tx) => {
    // FOR SHARE: a revocation of this key either waits for this sign-in (and then ends its
    // token too) or commits first (and this sign-in finds the key revoked). Without the lock
    // a token could be written just after revokeKey deleted the key's tokens, and outlive it.
    const [found] = await tx
      .select({ id: signInKeys.id, userId: signInKeys.userId })
      .from(signInKeys)
      .where(and(eq(signInKeys.keyHash, hashSecret(key)), isNull(signInKeys.revokedAt)))
      .for('share');
    if (!found) return null;
    // Expired tokens of this user go now, so the table does not grow with every sign-in.
    await tx
      .delete(authTokens)
      .where(and(eq(authTokens.userId, found.userId), lte(authTokens.expiresAt, now)));
    await tx.insert(authTokens).values({
      userId: found.userId,
      signInKeyId: found.id,
      tokenHash: hashSecret(token),
      expiresAt: new Date(now.getTime() + TOKEN_LIFETIME_MS),
    });
    await tx.update(users).set({ lastSeenAt: now }).where(eq(users.id, found.userId));
    return found.userId;
  });
  return userId === null ? null : identityOf(db, userId, token);
}

/** A live token's row: whose it is and when it expires, or undefined (token-cache.ts). */
export async function tokenRow(
  db: Database,
  token: string,
  now: Date,
): Promise<{ tokenId: number; userId: number; expiresAt: Date } | undefined> {
  const [found] = await db
    .select({ tokenId: authTokens.id, userId: authTokens.userId, expiresAt: authTokens.expiresAt })
    .from(authTokens)
    .where(and(eq(authTokens.tokenHash, hashSecret(token)), gt(authTokens.expiresAt, now)));
  return found;
}

/**
 * DELETE bridge/session: the gardener's token ends (its row goes); their other devices'
 * tokens keep working. False when there was no such token of theirs.
 */
export async function signOut(db: Database, userId: number, token: string): Promise<boolean> {
  const deleted = await db
    .delete(authTokens)
    .where(and(eq(authTokens.tokenHash, hashSecret(token)), eq(authTokens.userId, userId)))
    .returning({ id: authTokens.id });
  return deleted.length > 0;
}
