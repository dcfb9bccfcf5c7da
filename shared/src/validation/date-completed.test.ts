import {
  checkDateCompleted,
  DATE_COMPLETED_PLACEHOLDER,
  DATE_COMPLETED_TOAST_TITLE,
  formatDateCompleted,
  parseDateCompleted,
} from './date-completed';

const today = '2025-04-10';

describe('SPEC §5 Date completed', () => {
  test("SPEC §5 Date completed: Missing -> 'Please enter a completed date'", () => {
    expect(checkDateCompleted('', today)).toEqual({ ok: false, message: 'Please enter a completed date' });
    expect(checkDateCompleted('   ', today)).toEqual({ ok: false, message: 'Please enter a completed date' });
  });

  test("SPEC §5 Date completed: Invalid -> 'Please enter a valid completed date'", () => {
    const invalid = { ok: false, message: 'Please enter a valid completed date' };
    expect(checkDateCompleted('02-30-2025', today)).toEqual(invalid);
    expect(checkDateCompleted('yesterday', today)).toEqual(invalid);
    expect(checkDateCompleted('04-03-0000', today)).toEqual(invalid);
  });

  test("SPEC §5 Date completed: Future -> 'Completed date cannot be in the future'", () => {
    expect(checkDateCompleted('04-11-2025', today)).toEqual({
      ok: false,
      message: 'Completed date cannot be in the future',
    });
  });

  test('a date up to today is returned as yyyy-mm-dd', () => {
    expect(checkDateCompleted('04-10-2025', today)).toEqual({ ok: true, date: '2025-04-10' });
    expect(checkDateCompleted('4/3/2025', today)).toEqual({ ok: true, date: '2025-04-03' });
    expect(parseDateCompleted('2025-04-03')).toBe('2025-04-03');
  });

  test("SPEC §2.6/§5: placeholder mm-dd-yyyy, toast title 'Required Fields'", () => {
    expect(DATE_COMPLETED_PLACEHOLDER).toBe('mm-dd-yyyy');
    expect(DATE_COMPLETED_TOAST_TITLE).toBe('Required Fields');
    expect(formatDateCompleted('2025-04-03')).toBe('04-03-2025');
  });
});
