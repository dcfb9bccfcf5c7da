import { like } from 'drizzle-orm';
import type { z } from 'zod';
import type { emailTagImageInputSchema, FeedbackResponse } from '@thrive/shared/contracts';
import type { Database } from '../../db/database';
import { outbox } from '../../db/schema';
import { sendWithinDailyLimit, type DailyLimit } from '../common/daily-limited-mail';
import type { ImageRow } from './image-rows';
import type { MediaUrls } from '../common/media-urls';
import { ownedImage } from './owned-media';

export type ValidEmailTagImage = z.output<typeof emailTagImageInputSchema>;

/** Enough for a nursery visit's worth of tags, too few to flood the operators' mailbox. */
export const TAG_PHOTOS_PER_DAY = 20;
export const TAG_PHOTO_THANKS = 'Thank you! We will look at the plant tag and get back to you.';
export const TAG_PHOTO_LIMIT_MESSAGE = `You have sent ${TAG_PHOTOS_PER_DAY} plant tags in the last 24 hours. Please send more tomorrow.`;
/** How the operators' emails of tag photos start: also how they are counted for the limit. */
const SUBJECT_PREFIX = 'Plant tag photo:';
const TAG_PHOTO_LIMIT: DailyLimit = {
  perDay: TAG_PHOTOS_PER_DAY,
  message: TAG_PHOTO_LIMIT_MESSAGE,
  counted: {
    table: outbox,
    userId: outbox.userId,
    createdAt: outbox.createdAt,
    where: like(outbox.subject, `${SUBJECT_PREFIX}%`),
  },
};

/** The operators' email: who asks, about which photo (a signed address), and their note. */
function tagPhotoEmail(
  { userId, userEmail, image, url }: { userId: number; userEmail: string; image: ImageRow; url: string },
  note: string,
) {
  const plant = image.botanicalName
    ? `${image.botanicalName}${image.commonName ? ` (${image.commonName})` : ''}`
    : '(not given)';
  return {
    subject: `${SUBJECT_PREFIX} photo ${image.id} from ${userEmail}`,
    body: [
      `A gardener sent a photo of a plant's nursery tag to identify.`,
      ``,
      `Gardener: ${userEmail} (user ${userId})`,
      `Plant: ${plant}`,
      `Photo: ${url} (image ${image.id}; the address works for a limited time, on the app's own site)`,
      ``,
      note || '(no note)',
    ].join('\n'),
  };
}

/**
 * POST users/{uid}/EmailTagImage: queues the operators' email (the outbox) about one of the
 * gardener's photos (another's is answered as a missing one, 400). At most TAG_PHOTOS_PER_DAY
 * in any 24 hours (429), counted under a lock on the gardener's row, as plant suggestions are.
 */
export async function emailTagImage(
  db: Database,
  urls: MediaUrls,
  userId: number,
  input: ValidEmailTagImage,
  { to, at }: { to: string; at: Date },
): Promise<FeedbackResponse> {
  const image = await ownedImage(db, userId, input.ImageId, 'body.ImageId');
  await sendWithinDailyLimit(db, { userId, to, at }, TAG_PHOTO_LIMIT, async (_tx, user) => {
    const mail = tagPhotoEmail(
      { userId, userEmail: user.email, image, url: urls.urlOf(image.storageKey) },
      input.Note,
    );
    return { mail, result: undefined };
  });
  return { code: 0, message: TAG_PHOTO_THANKS };
}
