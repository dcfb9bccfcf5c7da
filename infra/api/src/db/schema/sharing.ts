import { index, integer, pgTable, serial, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { ownerId, users } from './identity';
import { yards } from './gardens';

/**
 * A gardener who shares another's yard, with a role: `gardener` changes its zones, plants,
 * tasks and photos; `viewer` sees them. The yard's owner is `yards.user_id` and never a row
 * here. Everything in a shared yard stays the owner's rows: a member acts on them as the
 * owner would, within the role, so deleting the member's account removes only this row.
 */
export const yardMembers = pgTable(
  'yard_members',
  {
    id: serial('id').primaryKey(),
    yardId: integer('yard_id')
      .notNull()
      .references(() => yards.id, { onDelete: 'cascade' }),
    userId: ownerId(),
    role: text('role').notNull(),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('yard_members_yard_user_unique').on(table.yardId, table.userId),
    index('yard_members_user_idx').on(table.userId),
  ],
);

/**
 * An invitation to share a yard, by email or by link: single use, for 7 days. Only the
 * SHA-256 of its token is kept, as for sign-in keys. `user_id` is the owner who invited.
 */
export const yardInvitations = pgTable(
  'yard_invitations',
  {
    id: serial('id').primaryKey(),
    yardId: integer('yard_id')
      .notNull()
      .references(() => yards.id, { onDelete: 'cascade' }),
    userId: ownerId(),
    /** The address invited; empty for an invitation shared as a link. */
    email: text('email').notNull().default(''),
    role: text('role').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    acceptedBy: integer('accepted_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (table) => [index('yard_invitations_yard_idx').on(table.yardId)],
);
