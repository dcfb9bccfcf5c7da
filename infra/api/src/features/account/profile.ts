import { eq, or } from 'drizzle-orm';
import { PROFILE_MESSAGES, type Profile } from '@thrive/shared/contracts';
import type { Database } from '../../db/database';
import { referralCodes, sponsors, users } from '../../db/schema';
import { isUniqueViolation } from '../../db/unique-violation';
import { badRequest } from '../../http-errors';
import { normalisedEmail } from '../../identity/users-service';
import { emailKey } from '../../identity/email-key';
import { setUserFlag } from '../prompts/user-flags';
import { profileListIssues, type ValidProfileInput } from './profile-checks';

/** GET users/{uid}/profile: the editable fields, the sponsor's name and the referral code; null: no such user. */
export async function profileOf(db: Database, userId: number): Promise<Profile | null> {
  const [row] = await db
    .select({
      Firstname: users.firstname,
      Name: users.name,
      Email: users.email,
      Address: users.address,
      City: users.city,
      ZipCode: users.zipCode,
      CountryId: users.countryId,
      StateId: users.stateId,
      GenderId: users.genderId,
      SponsorId: users.sponsorId,
      // The organisation's name: sponsors.banner_url is what SPEC calls Sponsor.Name.
      SponsorName: sponsors.displayName,
      ReferralCode: referralCodes.code,
    })
    .from(users)
    // Ids of 0 ("none") match no row, so both come back null.
    .leftJoin(sponsors, eq(sponsors.id, users.sponsorId))
    .leftJoin(referralCodes, eq(referralCodes.id, users.referralCodeId))
    .where(eq(users.id, userId));
  if (!row) return null;
  return { ...row, SponsorName: row.SponsorName ?? '', ReferralCode: row.ReferralCode ?? '' };
}

/**
 * POST users/{uid}: checks the list ids and that no other account has the email or one that
 * looks the same (its key, email-key.ts), then saves. The email is kept as createUser keeps
 * it (trimmed, lower case), with its key. Firstname is the nickname too, so saving it here
 * also stops the nickname prompt (SPEC §4), as PATCH Nickname does.
 */
export async function saveProfile(db: Database, userId: number, input: ValidProfileInput): Promise<void> {
  const email = normalisedEmail(input.Email);
  const key = emailKey(input.Email);
  const issues = await profileListIssues(db, input);
  // The gardener's own row and whoever else holds the key, in one read.
  const rows = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(or(eq(users.id, userId), eq(users.emailKey, key)));
  // An unchanged email is not compared: an account older than email_key whose key another
  // account already held (the migration left it null) may still save the rest of its profile.
  const changesEmail = rows.find((row) => row.id === userId)?.email !== email;
  if (changesEmail && rows.some((row) => row.id !== userId))
    issues['body.Email'] = PROFILE_MESSAGES.emailTaken;
  const [firstIssue] = Object.values(issues);
  if (firstIssue) throw badRequest(firstIssue, issues);
  try {
    await db.transaction(async (tx) => {
      await tx
        .update(users)
        .set({
          firstname: input.Firstname,
          name: input.Name,
          ...(changesEmail ? { email, emailKey: key } : {}),
          address: input.Address,
          city: input.City,
          zipCode: input.ZipCode,
          countryId: input.CountryId,
          stateId: input.StateId,
          genderId: input.GenderId,
        })
        .where(eq(users.id, userId));
      await setUserFlag(tx, userId, 'ShowNicknamePopup', false);
    });
  } catch (error) {
    // Another account took the email between the check and the update: the unique index decides.
    if (isUniqueViolation(error))
      throw badRequest(PROFILE_MESSAGES.emailTaken, { 'body.Email': PROFILE_MESSAGES.emailTaken });
    throw error;
  }
}
