import { z } from 'zod';

/** The API's error body (DESIGN §4): a message the UI shows, and per-field messages. */
export const errorBodySchema = z.object({
  message: z.string(),
  fields: z.record(z.string(), z.string()).optional(),
  requestId: z.string().optional(),
});

export type ErrorBody = z.infer<typeof errorBodySchema>;
