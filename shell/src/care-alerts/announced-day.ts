import { z } from 'zod';
import { readLocalJson, writeLocalJson } from '@thrive/shared';

/**
 * Browser storage (ours, beside SPEC §9's keys): the day each gardener on this device was last
 * told about their care tasks, `{ "42": "2025-05-02" }`, so reloads and other tabs do not
 * announce the same day twice.
 */
export const CARE_ALERTS_ANNOUNCED_KEY = 'thrive.careAlertsAnnounced';

const announcedSchema = z.record(z.string(), z.string());

export function wasAnnounced(userId: number, day: string): boolean {
  return readLocalJson(CARE_ALERTS_ANNOUNCED_KEY, announcedSchema)?.[String(userId)] === day;
}

/** Only today's entries are kept: an older day can never be announced again. */
export function markAnnounced(userId: number, day: string): void {
  const announced = readLocalJson(CARE_ALERTS_ANNOUNCED_KEY, announcedSchema) ?? {};
  const kept = Object.fromEntries(Object.entries(announced).filter(([, seen]) => seen === day));
  writeLocalJson(CARE_ALERTS_ANNOUNCED_KEY, { ...kept, [String(userId)]: day });
}
