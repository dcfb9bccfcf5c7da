import { asc, eq, gte, and, max } from 'drizzle-orm';
import type { PurchasePrompt } from '@thrive/shared/contracts';
import type { Database } from '../../db/database';
import { purchasePromptResponses, purchasePrompts, users } from '../../db/schema';
import { choosePurchasePrompt, daysSinceSignUp } from './prompt-choice';
import { isSubscribed } from './subscriptions';

type PromptRow = typeof purchasePrompts.$inferSelect;

function toPurchasePrompt(row: PromptRow): PurchasePrompt {
  return {
    Id: row.id,
    Day: row.day,
    Title: row.title,
    SubTitle: row.subTitle,
    Icons: row.icons,
    Content: row.content,
    ReviewImage: row.reviewImage,
    SubscribeButtonText: row.subscribeButtonText,
    LaterButtonText: row.laterButtonText,
  };
}

/** The greatest regular (Day >= 0) prompt day the gardener has answered, or null. */
async function lastAnsweredDay(db: Database, userId: number): Promise<number | null> {
  const [row] = await db
    .select({ day: max(purchasePromptResponses.lastPurchasePromptDay) })
    .from(purchasePromptResponses)
    .where(
      and(eq(purchasePromptResponses.userId, userId), gte(purchasePromptResponses.lastPurchasePromptDay, 0)),
    );
  return row?.day ?? null;
}

/** GET users/{uid}/PurchasePrompt: the prompt due now by the rule of choosePurchasePrompt. */
export async function duePurchasePrompt(
  db: Database,
  userId: number,
  now: Date,
): Promise<PurchasePrompt | null> {
  if (await isSubscribed(db, userId, now)) return null;
  const [user] = await db.select({ createdAt: users.createdAt }).from(users).where(eq(users.id, userId));
  if (!user) return null;
  const prompts = (await db.select().from(purchasePrompts).orderBy(asc(purchasePrompts.id))).map(
    toPurchasePrompt,
  );
  return choosePurchasePrompt(
    prompts,
    daysSinceSignUp(user.createdAt, now),
    await lastAnsweredDay(db, userId),
  );
}
