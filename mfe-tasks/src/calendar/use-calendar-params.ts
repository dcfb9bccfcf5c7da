import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import { isCalendarDate, localToday } from '@thrive/shared';
import { isMonth, monthOf } from './month-range';

/**
 * The month shown (`m`, yyyy-mm) and the day chosen (`d`, yyyy-mm-dd) live in the address,
 * so going back from a task's details returns to the same day. This month and today by default.
 */
export function useCalendarParams() {
  const [search, setSearch] = useSearchParams();
  const today = localToday();
  const month = isMonth(search.get('m')) ? search.get('m')! : monthOf(today);
  const asked = search.get('d') ?? '';
  const day = isCalendarDate(asked) ? asked : monthOf(today) === month ? today : `${month}-01`;
  const show = useCallback(
    (next: { month: string; day: string }) =>
      setSearch(
        (current) => {
          const params = new URLSearchParams(current);
          params.set('m', next.month);
          params.set('d', next.day);
          return params;
        },
        { replace: true },
      ),
    [setSearch],
  );
  return { today, month, day, show };
}
