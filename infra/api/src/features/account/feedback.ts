import { and, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { FeedbackResponse, feedbackInputSchema } from '@thrive/shared/contracts';
import type { Database } from '../../db/database';
import { feedback, images } from '../../db/schema';
import { badRequest } from '../../http-errors';
import { keepWithMail, type MailSending } from '../common/outbox-mail';

/** Feedback as the contract leaves it: trimmed, images defaulted. */
export type ValidFeedback = z.output<typeof feedbackInputSchema>;

const FEEDBACK_THANKS = 'Thank you! Your suggestion was sent.';
export const FEEDBACK_IMAGE_NOT_YOURS = 'A photo you attached is not one of yours.';
const notYours = () => badRequest(FEEDBACK_IMAGE_NOT_YOURS, { 'body.images': FEEDBACK_IMAGE_NOT_YOURS });

/** The operators' email: what the gardener wrote, how to answer them and which photos go with it. */
function feedbackEmail(userId: number, { subject, body, email, images: imageIds }: ValidFeedback) {
  return {
    subject: `Suggestion: ${subject}`,
    body: [
      `A gardener sent a suggestion or feedback.`,
      ``,
      `Gardener: ${email} (user ${userId})`,
      `Photos: ${imageIds.length ? imageIds.map((id) => `image ${id}`).join(', ') : 'none'}`,
      ``,
      body,
    ].join('\n'),
  };
}

/**
 * POST users/{uid}/feedback (SPEC §3 Suggestion form): keeps the feedback and queues the
 * operators' email (the outbox), both or neither. Photos must be the gardener's own
 * uploads: an id of anyone else's would hand their photo to the operators under this name.
 */
export async function submitFeedback(
  db: Database,
  userId: number,
  input: ValidFeedback,
  { to, at }: Omit<MailSending, 'userId'>,
): Promise<FeedbackResponse> {
  const imageIds = [...new Set(input.images)];
  // The contract already refuses ids beyond PostgreSQL's integer, which would fail the query.
  if (imageIds.length) {
    const own = await db
      .select({ id: images.id })
      .from(images)
      .where(and(eq(images.userId, userId), inArray(images.id, imageIds)));
    if (own.length !== imageIds.length) throw notYours();
  }
  const kept = { ...input, images: imageIds };
  await keepWithMail(db, { userId, to, at }, async (tx) => {
    await tx.insert(feedback).values({
      userId,
      subject: kept.subject,
      body: kept.body,
      email: kept.email,
      imageIds,
      createdAt: at,
    });
    return { mail: feedbackEmail(userId, kept), result: undefined };
  });
  return { code: 0, message: FEEDBACK_THANKS };
}
