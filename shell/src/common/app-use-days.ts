import { z } from 'zod';
import { readLocalJson, STORAGE_KEYS, writeLocalJson } from '@thrive/shared';

/** On how many different local days a gardener opened the app here, and the last of them. */
const appUseSchema = z.object({ days: z.number().int().nonnegative(), lastDay: z.string() });
export type AppUse = z.infer<typeof appUseSchema>;

/** Per gardener (by user id): two gardeners may share a phone. */
const appUseByUserSchema = z.record(z.string(), appUseSchema);

/** The record after opening the app on `today` (yyyy-mm-dd): one day more only on a new day. */
export function withUseDay(use: AppUse | undefined, today: string): AppUse {
  if (use?.lastDay === today) return use;
  return { days: (use?.days ?? 0) + 1, lastDay: today };
}

function readAll(): Record<string, AppUse> {
  return readLocalJson(STORAGE_KEYS.appUseDays, appUseByUserSchema) ?? {};
}

/** The gardener's days of use so far; 0 when none were counted here. */
export function appUseDays(userId: number): number {
  return readAll()[String(userId)]?.days ?? 0;
}

/**
 * Counts `today` as a day of use of the gardener. True only when it is a new day and the
 * browser kept it: where storage is refused, every page load would otherwise be "new".
 */
export function countAppUseDay(userId: number, today: string): boolean {
  const all = readAll();
  const before = all[String(userId)];
  const after = withUseDay(before, today);
  if (after === before) return false;
  return writeLocalJson(STORAGE_KEYS.appUseDays, { ...all, [String(userId)]: after });
}
