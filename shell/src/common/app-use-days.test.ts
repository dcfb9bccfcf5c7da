import { STORAGE_KEYS } from '@thrive/shared';
import { appUseDays, countAppUseDay, withUseDay } from './app-use-days';

describe('days of use, counted in browser storage (STORAGE_KEYS.appUseDays)', () => {
  test('a new day adds one; the same day again adds nothing', () => {
    const first = withUseDay(undefined, '2026-05-01');
    expect(first).toEqual({ days: 1, lastDay: '2026-05-01' });
    expect(withUseDay(first, '2026-05-01')).toBe(first);
    expect(withUseDay(first, '2026-05-03')).toEqual({ days: 2, lastDay: '2026-05-03' });
  });

  test('each gardener has their own count (two gardeners may share a phone)', () => {
    expect(countAppUseDay(42, '2026-05-01')).toBe(true);
    expect(countAppUseDay(42, '2026-05-01')).toBe(false);
    expect(countAppUseDay(42, '2026-05-02')).toBe(true);
    expect(countAppUseDay(7, '2026-05-02')).toBe(true);
    expect(appUseDays(42)).toBe(2);
    expect(appUseDays(7)).toBe(1);
    expect(appUseDays(99)).toBe(0);
  });

  test('a corrupt stored value starts the count over instead of failing', () => {
    localStorage.setItem(STORAGE_KEYS.appUseDays, '{"42": "many"}');
    expect(appUseDays(42)).toBe(0);
    expect(countAppUseDay(42, '2026-05-01')).toBe(true);
    expect(appUseDays(42)).toBe(1);
  });

  test('where the browser refuses to store, no day is new (nothing is reported on every load)', () => {
    const setItem = jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('QuotaExceededError');
    });
    expect(countAppUseDay(42, '2026-05-01')).toBe(false);
    setItem.mockRestore();
  });
});
