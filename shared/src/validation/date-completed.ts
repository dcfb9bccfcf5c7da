import { isCalendarDate } from '../contracts/calendar-date';

/** SPEC §2.6 and §5 "Date completed", verbatim. */
export const DATE_COMPLETED_PLACEHOLDER = 'mm-dd-yyyy';
export const DATE_COMPLETED_MISSING = 'Please enter a completed date';
export const DATE_COMPLETED_INVALID = 'Please enter a valid completed date';
export const DATE_COMPLETED_FUTURE = 'Completed date cannot be in the future';
export const DATE_COMPLETED_TOAST_TITLE = 'Required Fields';

// mm-dd-yyyy as the placeholder asks; slashes and one-digit months or days are forgiven.
const US_DATE = /^(\d{1,2})[-/](\d{1,2})[-/](\d{4})$/;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** yyyy-mm-dd of what the gardener typed (mm-dd-yyyy, or yyyy-mm-dd), or null. */
export function parseDateCompleted(text: string): string | null {
  const trimmed = text.trim();
  if (ISO_DATE.test(trimmed)) return isCalendarDate(trimmed) ? trimmed : null;
  const match = US_DATE.exec(trimmed);
  if (!match) return null;
  const [, month = '', day = '', year = ''] = match;
  const iso = `${year}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`;
  return isCalendarDate(iso) ? iso : null;
}

/** mm-dd-yyyy of yyyy-mm-dd, as the dialog shows its default (today). */
export function formatDateCompleted(iso: string): string {
  const [year = '', month = '', day = ''] = iso.split('-');
  return `${month}-${day}-${year}`;
}

export type DateCompletedCheck = { ok: true; date: string } | { ok: false; message: string };

/**
 * SPEC §5 Date completed: missing, then not a real date, then after `today` (the gardener's
 * own day, yyyy-mm-dd). On success the date travels as yyyy-mm-dd.
 */
export function checkDateCompleted(text: string, today: string): DateCompletedCheck {
  if (text.trim() === '') return { ok: false, message: DATE_COMPLETED_MISSING };
  const date = parseDateCompleted(text);
  if (!date) return { ok: false, message: DATE_COMPLETED_INVALID };
  if (date > today) return { ok: false, message: DATE_COMPLETED_FUTURE };
  return { ok: true, date };
}
