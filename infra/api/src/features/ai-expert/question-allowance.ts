import { HttpError } from '../../http-errors';
import { countText } from '@thrive/shared/count-text';

/** Questions one gardener may ask the AI expert in an hour. */
export const AI_QUESTIONS_PER_HOUR = 30;
const HOUR_MS = 60 * 60 * 1000;
/** Past this many gardeners in memory, those with no question in the last hour are dropped. */
const SWEEP_AT = 10_000;

export type QuestionAllowance = ReturnType<typeof questionAllowance>;

/**
 * At most `perHour` questions per gardener in any hour (a chat service is paid per question).
 * Per instance by design, as the API's other rate limits: with several instances a gardener
 * may ask that many of each, which bounds the cost all the same.
 */
export function questionAllowance(perHour = AI_QUESTIONS_PER_HOUR) {
  const asked = new Map<number, number[]>();
  const sweep = (since: number) => {
    for (const [userId, times] of asked) if (times.every((time) => time <= since)) asked.delete(userId);
  };
  return {
    /** Counts a question; 429 with when to ask again once the hour's questions are used. */
    take(userId: number, now: Date): void {
      const at = now.getTime();
      const since = at - HOUR_MS;
      if (asked.size >= SWEEP_AT) sweep(since);
      const times = (asked.get(userId) ?? []).filter((time) => time > since);
      asked.set(userId, times);
      if (times.length >= perHour) {
        const minutes = Math.max(1, Math.ceil((times[0]! + HOUR_MS - at) / 60_000));
        throw new HttpError(
          429,
          `You have asked the AI expert ${countText(perHour, 'question', 'questions')} in the last hour. Please ask again in ${countText(minutes, 'minute', 'minutes')}, or ask our expert.`,
        );
      }
      times.push(at);
    },
  };
}
