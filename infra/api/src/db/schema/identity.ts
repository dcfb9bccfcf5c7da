import { index, integer, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';

/** A gardener. Identity fields of SPEC §3 that are stored (counts are derived). */
export const users = pgTable('users', {
  id: serial('id').primaryKey(),
  email: text('email').notNull().unique(),
  /**
   * The email as compared for uniqueness (identity/email-key.ts): NFKC, zero-width characters
   * removed, case folded, so a look-alike of another gardener's email is refused. Null only
   * for an account older than the column whose key another, older account already holds.
   */
  emailKey: text('email_key').unique(),
  firstname: text('firstname').notNull().default(''),
  sponsorId: integer('sponsor_id').notNull().default(0),
  preferedRetailerId: integer('prefered_retailer_id').notNull().default(0),
  landingPage: text('landing_page').notNull().default('launchpad'),
  partnerTypeId: integer('partner_type_id').notNull().default(0),
  referralCodeId: integer('referral_code_id').notNull().default(0),
  referralCodeToken: text('referral_code_token').notNull().default(''),
  communityForumsLink: text('community_forums_link').notNull().default(''),
  devicePlatform: text('device_platform').notNull().default(''),
  showAddPlantDelayMs: integer('show_add_plant_delay_ms').notNull().default(0),
  defaultYardId: integer('default_yard_id').notNull().default(0),
  /** Profile (GET/POST users/{uid}/profile): the full name; Firstname is what the app calls them. */
  name: text('name').notNull().default(''),
  address: text('address').notNull().default(''),
  city: text('city').notNull().default(''),
  zipCode: text('zip_code').notNull().default(''),
  /** Ids of the 'countries', 'states' and 'genders' reference lists; 0 is "not chosen". */
  countryId: integer('country_id').notNull().default(0),
  stateId: integer('state_id').notNull().default(0),
  genderId: integer('gender_id').notNull().default(0),
  lastSeenAt: timestamp('last_seen_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The user a row belongs to. Deleting the user deletes the row (SPEC: delete account), and
 * `db/user-data-cascade.test.ts` checks every `user_id` column in the database does so.
 */
export const ownerId = () =>
  integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });

/** The identity flags a user has set (SPEC §3 Flags); a flag absent here is false. */
export const userFlags = pgTable(
  'user_flags',
  {
    userId: ownerId(),
    flag: text('flag').notNull(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.flag] })],
);

/** Sign-in keys (the `key` of the address); only their SHA-256 is kept. */
export const signInKeys = pgTable(
  'sign_in_keys',
  {
    id: serial('id').primaryKey(),
    userId: ownerId(),
    keyHash: text('key_hash').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [index('sign_in_keys_user_idx').on(table.userId)],
);

/**
 * Session tokens handed out by the bridge call, one per device; only their SHA-256 is kept.
 * A token ends with its row: signing out deletes it, revoking its key deletes every token
 * the key gave (the cascade), deleting the account deletes them all.
 */
export const authTokens = pgTable(
  'auth_tokens',
  {
    id: serial('id').primaryKey(),
    userId: ownerId(),
    /** The key the token was signed in with; null for tokens older than the column. */
    signInKeyId: integer('sign_in_key_id').references(() => signInKeys.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('auth_tokens_user_idx').on(table.userId),
    index('auth_tokens_sign_in_key_idx').on(table.signInKeyId),
  ],
);
