import type { Database } from '../../db/database';
import { userEvents } from '../../db/schema';

/** user_events.kind of each thing the shell reports (SPEC §4, §7). */
export const USER_EVENT_KINDS = {
  welcomeDismissed: 'welcome-dismissed',
  nicknameSkipped: 'nickname-skipped',
  linkClick: 'link-click',
  locationPrompt: 'location-prompt',
  notificationsPrompt: 'notifications-prompt',
  ratingAccepted: 'rating-accepted',
  ratingDismissed: 'rating-dismissed',
  engagement: 'engagement',
  engagementUser: 'engagement-user',
} as const;
export type UserEventKind = (typeof USER_EVENT_KINDS)[keyof typeof USER_EVENT_KINDS];

export interface UserEvent {
  kind: UserEventKind;
  /** A link kind of SPEC §4 when the event is one. */
  linkKind?: number;
  data?: Record<string, unknown>;
}

/** Records what a gardener did and when. */
export async function recordUserEvent(db: Database, userId: number, event: UserEvent, at: Date) {
  await db.insert(userEvents).values({
    userId,
    kind: event.kind,
    linkKind: event.linkKind ?? null,
    data: event.data ?? {},
    at,
  });
}
