import { EXIT_ON_CANCEL_DAY, type PurchasePrompt } from '@thrive/shared/contracts';
import { DAY_MS } from '../common/time-units';

/** Whole days since sign-up: 0 on the day of sign-up. */
export function daysSinceSignUp(signedUpAt: Date, now: Date): number {
  return Math.max(0, Math.floor((now.getTime() - signedUpAt.getTime()) / DAY_MS));
}

const byDayThenId = (a: PurchasePrompt, b: PurchasePrompt) => a.Day - b.Day || a.Id - b.Id;

/**
 * Which purchase prompt a gardener sees (SPEC §3, §4 Purchase prompt), given the prompts,
 * the days since sign-up and the greatest Day they have answered (null: none yet):
 *
 * 1. The regular prompt (Day >= 0) with the greatest Day not after today, if they have not
 *    answered it or a later one. Answering a prompt passes every earlier one, so a gardener
 *    who returns after a while sees only the latest due prompt, never stale ones.
 * 2. Once every regular prompt has been answered (or there are none), the exit-on-cancel
 *    prompt (Day -1, the lowest Id if several): the end of the trial. Answering it does not
 *    pass it: it is shown at each fetch until a subscription the store confirmed runs.
 * 3. Otherwise none: the next regular prompt is not due yet.
 *
 * A gardener whose store-confirmed subscription runs sees none; the caller checks that first.
 */
export function choosePurchasePrompt(
  prompts: PurchasePrompt[],
  days: number,
  lastAnsweredDay: number | null,
): PurchasePrompt | null {
  const regular = prompts.filter((prompt) => prompt.Day >= 0).sort(byDayThenId);
  const due = regular.filter((prompt) => prompt.Day <= days);
  // The greatest due Day; of two prompts for one Day, the lower Id.
  const latestDue = due.find((prompt) => prompt.Day === due.at(-1)?.Day);
  if (latestDue && (lastAnsweredDay === null || latestDue.Day > lastAnsweredDay)) return latestDue;
  const lastRegularDay = regular.at(-1)?.Day;
  const trialOver =
    lastRegularDay === undefined || (lastAnsweredDay !== null && lastAnsweredDay >= lastRegularDay);
  if (!trialOver) return null;
  return prompts.filter((prompt) => prompt.Day === EXIT_ON_CANCEL_DAY).sort(byDayThenId)[0] ?? null;
}
