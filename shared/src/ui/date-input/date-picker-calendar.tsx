import { useState, type CSSProperties } from 'react';
import { DayPicker, type Matcher } from 'react-day-picker';
import 'react-day-picker/style.css';
import {
  DATE_INPUT_MONTHS_SHOWN,
  DATE_INPUT_WEEK_STARTS_ON,
  fromIsoDate,
  localToday,
  toIsoDate,
  yearRange,
  type DateBounds,
} from '@thrive/shared';
import styles from './date-input.module.css';

export interface DatePickerCalendarProps extends DateBounds {
  /** The chosen day (yyyy-mm-dd), or '' for none: the calendar then opens on today. */
  value: string;
  onPick: (value: string) => void;
}

/**
 * The month grid of the date input (SPEC §5): one month, weeks from Monday, six weeks a
 * month, month and year dropdowns. Loaded only when a calendar opens (React.lazy), so
 * react-day-picker stays out of every page's first load. Arrow keys move between days.
 */
/**
 * react-day-picker in the theme's colours, days sized to fit a 360 px phone. Inline, because
 * CSS modules scope custom properties declared in them, and inline always wins over the
 * library's stylesheet, which loads later with this chunk.
 */
const THEME = {
  '--rdp-accent-color': 'var(--thrive-primary, #3b7a2a)',
  '--rdp-accent-background-color': 'var(--thrive-hover, #eef4ea)',
  '--rdp-day-height': '40px',
  '--rdp-day-width': '40px',
  '--rdp-day_button-height': '38px',
  '--rdp-day_button-width': '38px',
  '--rdp-nav_button-height': '44px',
  '--rdp-nav_button-width': '44px',
} as CSSProperties;

export default function DatePickerCalendar({ value, min, max, onPick }: DatePickerCalendarProps) {
  const [month, setMonth] = useState(() => fromIsoDate(value || clampToBounds(localToday(), min, max)));
  const years = yearRange(month.getFullYear(), { min, max });
  const startMonth = fromIsoDate(min && min.slice(0, 4) === String(years.from) ? min : `${years.from}-01-01`);
  const endMonth = fromIsoDate(max && max.slice(0, 4) === String(years.to) ? max : `${years.to}-12-01`);
  const disabled: Matcher[] = [];
  if (min) disabled.push({ before: fromIsoDate(min) });
  if (max) disabled.push({ after: fromIsoDate(max) });

  return (
    <DayPicker
      className={styles.calendar}
      style={THEME}
      mode="single"
      selected={value ? fromIsoDate(value) : undefined}
      onSelect={(day) => {
        if (day) onPick(toIsoDate(day));
      }}
      month={month}
      onMonthChange={setMonth}
      numberOfMonths={DATE_INPUT_MONTHS_SHOWN}
      weekStartsOn={DATE_INPUT_WEEK_STARTS_ON}
      // DayPicker's fixed weeks are six a month, SPEC's DATE_INPUT_WEEKS_PER_MONTH.
      fixedWeeks
      showOutsideDays
      captionLayout="dropdown"
      navLayout="after"
      startMonth={startMonth}
      endMonth={endMonth}
      disabled={disabled}
      autoFocus
    />
  );
}

function clampToBounds(day: string, min?: string, max?: string): string {
  if (min && day < min) return min;
  if (max && day > max) return max;
  return day;
}
