import { z } from 'zod';

/**
 * The signed-in identity returned by the bridge call (SPEC §3). The API issue
 * completes the field list; the platform needs only the id and the token, and keeps
 * every other field it is given.
 */
export const identitySchema = z.looseObject({
  Id: z.number().int(),
  Token: z.string().min(1),
});

export type Identity = z.infer<typeof identitySchema>;
