import { z } from 'zod';
import { wholeId } from './database-ids';
import { userPathSchema } from './identity';
import { isValidEmailAddress } from './plant-request';
import { EMAIL_INVALID_MESSAGE } from './account';

/**
 * What a member of a shared yard may do: a `gardener` changes its zones, plants, tasks and
 * photos; a `viewer` sees everything of it and changes nothing. The yard's owner alone
 * edits, deletes, transfers and shares the yard itself.
 */
export const YARD_MEMBER_ROLES = ['gardener', 'viewer'] as const;
export const yardMemberRoleSchema = z.enum(YARD_MEMBER_ROLES, {
  error: 'Choose whether they garden with you or only look.',
});
export type YardMemberRole = z.infer<typeof yardMemberRoleSchema>;

/** A gardener's place in a yard: its owner or one of its members. */
export const YARD_ROLES = ['owner', ...YARD_MEMBER_ROLES] as const;
export type YardRole = (typeof YARD_ROLES)[number];

/** How long an invitation can be accepted, in days. */
export const INVITATION_DAYS = 7;

/**
 * On a yard (and its tasks) that another gardener shares with this one: whose yard it is and
 * what this gardener may do in it. Absent on the gardener's own yards.
 */
export const yardSharingSchema = z.object({
  Role: yardMemberRoleSchema,
  OwnerName: z.string(),
});
export type YardSharing = z.infer<typeof yardSharingSchema>;

/**
 * POST users/{uid}/yard/{id}/Invitations: the owner invites someone, by email (the mail
 * carries the link) or by a link they pass on themselves (Email left out).
 */
export const yardInvitationInputSchema = z.object({
  Role: yardMemberRoleSchema,
  Email: z
    .string()
    .trim()
    .refine((email) => email === '' || isValidEmailAddress(email), EMAIL_INVALID_MESSAGE)
    .optional(),
});
export type YardInvitationInput = z.input<typeof yardInvitationInputSchema>;

/** An invitation not yet accepted, as the owner sees it. */
export const yardInvitationSchema = z.object({
  Id: z.number().int(),
  /** '' for an invitation shared as a link. */
  Email: z.string(),
  Role: yardMemberRoleSchema,
  ExpiresAt: z.string(),
});
export type YardInvitation = z.infer<typeof yardInvitationSchema>;

/**
 * The answer to a new invitation: the link to accept it at. It holds the invitation's
 * secret, so it is given once, now, and never again (only its hash is kept).
 */
export const yardInvitationCreatedSchema = yardInvitationSchema.extend({
  Link: z.string(),
});
export type YardInvitationCreated = z.infer<typeof yardInvitationCreatedSchema>;

/** A member of a shared yard. */
export const yardMemberSchema = z.object({
  UserId: z.number().int(),
  Name: z.string(),
  Role: yardMemberRoleSchema,
  JoinedAt: z.string(),
});
export type YardMember = z.infer<typeof yardMemberSchema>;

/**
 * GET users/{uid}/yard/{id}/Members: who shares the yard. Every member reads it; only the
 * owner gets the open invitations (the others get an empty list).
 */
export const yardMembersSchema = z.object({
  YardId: z.number().int(),
  OwnerName: z.string(),
  /** The reader's own place in the yard. */
  Role: z.enum(YARD_ROLES),
  Members: z.array(yardMemberSchema),
  Invitations: z.array(yardInvitationSchema),
});
export type YardMembers = z.infer<typeof yardMembersSchema>;

export const yardMemberPathSchema = userPathSchema.extend({
  id: wholeId('id'),
  memberId: wholeId('member id'),
});
export const yardInvitationPathSchema = userPathSchema.extend({
  id: wholeId('id'),
  invitationId: wholeId('invitation id'),
});

/** PUT users/{uid}/yard/{id}/Members/{memberId}: the owner changes a member's role. */
export const yardMemberRoleInputSchema = z.object({ Role: yardMemberRoleSchema });
export type YardMemberRoleInput = z.input<typeof yardMemberRoleInputSchema>;

/**
 * An invitation's secret. Its link carries it after `#`, which browsers never send to a
 * server, and the app sends it in a body, never in an address that logs would keep.
 */
export const invitationTokenSchema = z
  .string()
  .regex(/^[A-Za-z0-9_-]{20,100}$/, 'This invitation link is not complete. Copy the whole link again.');
export const invitationTokenInputSchema = z.object({ Token: invitationTokenSchema });
export type InvitationTokenInput = z.input<typeof invitationTokenInputSchema>;

/** Where an invitation is accepted in the app: `{appAddress}/#/invitation/{token}`. */
export const invitationLink = (appAddress: string, token: string): string =>
  `${appAddress.replace(/\/+$/, '')}/#/invitation/${token}`;

/**
 * POST public/InvitationPreview { Token }: what an invitation offers, read before signing in, so the
 * page can say whose yard it is. No address of anyone's is shown.
 */
export const invitationPreviewSchema = z.object({
  YardName: z.string(),
  OwnerName: z.string(),
  Role: yardMemberRoleSchema,
  /** True when the invitation names an address: only that account can accept it. */
  ForAnAddress: z.boolean(),
  ExpiresAt: z.string(),
});
export type InvitationPreview = z.infer<typeof invitationPreviewSchema>;

/** POST users/{uid}/InvitationAccept { Token }: the signed-in gardener joins the yard. */
export const invitationAcceptedSchema = z.object({
  YardId: z.number().int(),
  Role: yardMemberRoleSchema,
  message: z.string(),
});
export type InvitationAccepted = z.infer<typeof invitationAcceptedSchema>;

/**
 * POST public/InvitationJoin { Token, Email, Name }: someone without an account joins
 * through the invitation. They get an account and a sign-in key, as the users command makes one.
 */
export const invitationJoinInputSchema = invitationTokenInputSchema.extend({
  Email: z
    .string()
    .trim()
    .min(1, 'Enter your email address.')
    .refine(isValidEmailAddress, EMAIL_INVALID_MESSAGE),
  Name: z.string().trim().max(100, 'The name is too long.').optional(),
});
export type InvitationJoinInput = z.input<typeof invitationJoinInputSchema>;
export const invitationJoinedSchema = invitationAcceptedSchema.extend({
  /** The new account's sign-in key: the page signs in with it and offers to keep it. */
  Key: z.string(),
  UserId: z.number().int(),
});
export type InvitationJoined = z.infer<typeof invitationJoinedSchema>;
