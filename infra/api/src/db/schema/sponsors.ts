import {
  boolean,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { ownerId } from './identity';

/**
 * Partner organisations (SPEC §1, §3 Sponsor): garden centres, agencies, community or
 * botanical gardens and plant brands. Located, so "sponsors near me" can be answered.
 */
export const sponsors = pgTable(
  'sponsors',
  {
    id: serial('id').primaryKey(),
    /** The organisation's name (SPEC's Sponsor.Name is the banner image address: bannerUrl). */
    displayName: text('display_name').notNull(),
    partnerTypeId: integer('partner_type_id').notNull(),
    bannerUrl: text('banner_url').notNull().default(''),
    linkUrl: text('link_url').notNull().default(''),
    /** SPEC: a Desc of "1" enables the Ask Expert feature. */
    askExpert: boolean('ask_expert').notNull().default(false),
    storeUrl: text('store_url').notNull().default(''),
    communityForumsUrl: text('community_forums_url').notNull().default(''),
    pestManagementUrl: text('pest_management_url').notNull().default(''),
    address: text('address').notNull().default(''),
    city: text('city').notNull().default(''),
    state: text('state').notNull().default(''),
    postalCode: text('postal_code').notNull().default(''),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    active: boolean('active').notNull().default(true),
  },
  (table) => [
    index('sponsors_location_idx').on(table.latitude, table.longitude),
    index('sponsors_partner_type_idx').on(table.partnerTypeId),
  ],
);

/** Referral codes partners hand out (partners/{code}/ReferralCodeByCode), stored upper-case. */
export const referralCodes = pgTable('referral_codes', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  sponsorId: integer('sponsor_id').references(() => sponsors.id, { onDelete: 'set null' }),
  /** The store subscription token the code unlocks (SPEC §4 subscribe_{token}). */
  token: text('token').notNull().default(''),
  active: boolean('active').notNull().default(true),
});

/** Settings and menu links by key (SPEC §3 Menu url entry: keys 0, 1, 38, 39, 97, 98, 99). */
export const menuUrls = pgTable('menu_urls', {
  key: integer('key').primaryKey(),
  value: text('value').notNull(),
});

/** Operator-set codes: app version for the update decision, colours (SPEC §7 ControlCodes). */
export const controlCodes = pgTable(
  'control_codes',
  {
    groupId: integer('group_id').notNull(),
    key: text('key').notNull(),
    value: text('value').notNull(),
  },
  (table) => [primaryKey({ columns: [table.groupId, table.key] })],
);

/** The sponsors a gardener follows; at most one is the selected one (IsSelected). */
export const userSponsors = pgTable(
  'user_sponsors',
  {
    userId: ownerId(),
    sponsorId: integer('sponsor_id')
      .notNull()
      .references(() => sponsors.id, { onDelete: 'cascade' }),
    isSelected: boolean('is_selected').notNull().default(false),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.sponsorId] }),
    index('user_sponsors_sponsor_idx').on(table.sponsorId),
  ],
);

/** Sponsor ads shown or followed (POST Users/{uid}/SponsorAd), and partner banner requests. */
export const sponsorAdEvents = pgTable(
  'sponsor_ad_events',
  {
    id: serial('id').primaryKey(),
    userId: ownerId(),
    sponsorId: integer('sponsor_id').references(() => sponsors.id, { onDelete: 'set null' }),
    destinationUrl: text('destination_url').notNull().default(''),
    /** The partner banner request's second address line (SPEC §3), kept as sent. */
    address2: text('address2').notNull().default(''),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('sponsor_ad_events_user_idx').on(table.userId)],
);

/** Lite-mode activations (POST users/{uid}/Activation/): sponsor and where the gardener was. */
export const activations = pgTable(
  'activations',
  {
    id: serial('id').primaryKey(),
    userId: ownerId(),
    sponsorId: integer('sponsor_id').references(() => sponsors.id, { onDelete: 'set null' }),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('activations_user_idx').on(table.userId)],
);
