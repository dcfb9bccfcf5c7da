import {
  invitationAcceptedSchema,
  invitationJoinedSchema,
  invitationPreviewSchema,
  yardInvitationCreatedSchema,
  yardMembersSchema,
  doneMessageSchema,
  type DoneMessage,
  type InvitationAccepted,
  type InvitationJoined,
  type InvitationJoinInput,
  type InvitationPreview,
  type YardInvitationCreated,
  type YardInvitationInput,
  type YardMemberRole,
  type YardMembers,
} from '../contracts';
import { thriveApi } from './thrive-api';
import { parseWith, send } from './endpoint-helpers';

/**
 * Sharing a yard (who gardens it with whom). Joining or leaving a yard changes the yard list,
 * the scorecards and the task list, so those calls invalidate 'Garden' and 'Tasks' too.
 */
const SHARING = ['Garden'] as const;
const JOINED_OR_LEFT = ['Garden', 'Tasks', 'Identity'] as const;

export const yardSharingApi = thriveApi.injectEndpoints({
  endpoints: (build) => ({
    getYardMembers: build.query<YardMembers, number>({
      query: (yardId) => `users/{uid}/yard/${yardId}/Members`,
      transformResponse: parseWith(yardMembersSchema),
      providesTags: SHARING,
    }),
    inviteToYard: build.mutation<YardInvitationCreated, { yardId: number } & YardInvitationInput>({
      query: ({ yardId, ...body }) => send('POST', `users/{uid}/yard/${yardId}/Invitations`, body),
      transformResponse: parseWith(yardInvitationCreatedSchema),
      invalidatesTags: SHARING,
    }),
    withdrawInvitation: build.mutation<DoneMessage, { yardId: number; invitationId: number }>({
      query: ({ yardId, invitationId }) =>
        send('DELETE', `users/{uid}/yard/${yardId}/Invitations/${invitationId}`),
      transformResponse: parseWith(doneMessageSchema),
      invalidatesTags: SHARING,
    }),
    changeMemberRole: build.mutation<DoneMessage, { yardId: number; memberId: number; Role: YardMemberRole }>(
      {
        query: ({ yardId, memberId, Role }) =>
          send('PUT', `users/{uid}/yard/${yardId}/Members/${memberId}`, { Role }),
        transformResponse: parseWith(doneMessageSchema),
        invalidatesTags: SHARING,
      },
    ),
    /** The owner removes a member: the members list changes, the owner's garden does not. */
    removeMember: build.mutation<DoneMessage, { yardId: number; memberId: number }>({
      query: ({ yardId, memberId }) => send('DELETE', `users/{uid}/yard/${yardId}/Members/${memberId}`),
      transformResponse: parseWith(doneMessageSchema),
      invalidatesTags: SHARING,
    }),
    /**
     * A member leaves (removes their own membership). As deleteYard, it invalidates nothing
     * itself: the yard is no longer theirs to read, so the caller leaves its screen, then
     * `forgetRemoved` (a screen still showing it would read it again and meet 404s).
     */
    leaveYard: build.mutation<DoneMessage, { yardId: number; memberId: number }>({
      query: ({ yardId, memberId }) => send('DELETE', `users/{uid}/yard/${yardId}/Members/${memberId}`),
      transformResponse: parseWith(doneMessageSchema),
    }),
    /** Read signed in or out: the invitation page says whose yard before anything else. */
    previewInvitation: build.query<InvitationPreview, string>({
      query: (Token) => send('POST', 'public/InvitationPreview', { Token }),
      transformResponse: parseWith(invitationPreviewSchema),
    }),
    acceptInvitation: build.mutation<InvitationAccepted, string>({
      query: (Token) => send('POST', 'users/{uid}/InvitationAccept', { Token }),
      transformResponse: parseWith(invitationAcceptedSchema),
      invalidatesTags: JOINED_OR_LEFT,
    }),
    /** Signed out: makes an account for the invited person, who then signs in with its key. */
    joinByInvitation: build.mutation<InvitationJoined, InvitationJoinInput>({
      query: (body) => send('POST', 'public/InvitationJoin', body),
      transformResponse: parseWith(invitationJoinedSchema),
    }),
  }),
});

export const {
  useGetYardMembersQuery,
  useInviteToYardMutation,
  useWithdrawInvitationMutation,
  useChangeMemberRoleMutation,
  useRemoveMemberMutation,
  useLeaveYardMutation,
  usePreviewInvitationQuery,
  useAcceptInvitationMutation,
  useJoinByInvitationMutation,
} = yardSharingApi;
