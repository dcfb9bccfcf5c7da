import { z } from 'zod';

/** The API's error body (DESIGN §4): a message the UI shows, and per-field messages. */
export const errorBodySchema = z.object({
  message: z.string(),
  fields: z.record(z.string(), z.string()).optional(),
  requestId: z.string().optional(),
  /**
   * On a 403: only this action is refused, the session is sound (a viewer's change in a
   * shared yard, an invitation meant for another address). The app shows the message and
   * keeps the gardener signed in; any other 403 ends the session (SPEC §6).
   */
  actionRefused: z.literal(true).optional(),
});

export type ErrorBody = z.infer<typeof errorBodySchema>;
