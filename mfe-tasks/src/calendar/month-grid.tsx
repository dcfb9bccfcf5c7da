import { createContext, useContext, useEffect, useRef, type CSSProperties } from 'react';
import { DayPicker, type DayButtonProps } from 'react-day-picker';
import 'react-day-picker/style.css';
import {
  countText,
  DATE_INPUT_MONTHS_SHOWN,
  DATE_INPUT_WEEK_STARTS_ON,
  formatLongDay,
  fromIsoDate,
  toIsoDate,
} from '@thrive/shared';
import type { DayTasks } from './group-by-day';
import styles from './calendar.module.css';

/** The tasks of each day shown, for the day buttons (components must not be remade per render). */
const DaysContext = createContext<Map<string, DayTasks>>(new Map());

/**
 * react-day-picker's variables for the month of tasks: 42 px days fit a 360 px phone. Inline,
 * because CSS modules scope custom properties declared in them.
 */
const THEME = {
  '--rdp-accent-color': 'var(--thrive-primary, #3b7a2a)',
  '--rdp-accent-background-color': 'var(--thrive-hover, #eef4ea)',
  '--rdp-day-height': '46px',
  '--rdp-day-width': '42px',
  '--rdp-day_button-height': '44px',
  '--rdp-day_button-width': '40px',
  '--rdp-day_button-border-radius': '8px',
  '--rdp-nav_button-height': '44px',
  '--rdp-nav_button-width': '44px',
} as CSSProperties;

const tasksText = (count: number) => (count === 0 ? 'no tasks' : countText(count, 'task', 'tasks'));

/** A day of the grid: its number with a count of its tasks; past-due days are marked. */
function TaskDayButton({ day, modifiers, children, ...buttonProps }: DayButtonProps) {
  const days = useContext(DaysContext);
  const ref = useRef<HTMLButtonElement>(null);
  // What DayPicker's own day button does: the day the arrow keys reach takes the focus.
  useEffect(() => {
    if (modifiers.focused) ref.current?.focus();
  }, [modifiers.focused]);
  const count = days.get(toIsoDate(day.date))?.tasks.length ?? 0;
  return (
    <button ref={ref} {...buttonProps}>
      <span className={styles.dayNumber}>{children}</span>
      {count > 0 && (
        <span className={styles.count} aria-hidden="true">
          {count}
        </span>
      )}
    </button>
  );
}

interface Props {
  month: string;
  day: string;
  today: string;
  days: Map<string, DayTasks>;
  onMonthChange(month: string): void;
  onDayChange(day: string): void;
}

/**
 * The month of tasks (react-day-picker): six weeks from Monday, a count on each day with
 * tasks, arrow keys between days (Page Up/Down between months), Enter chooses a day.
 */
export function MonthGrid({ month, day, today, days, onMonthChange, onDayChange }: Props) {
  const withTasks = [...days.keys()].map(fromIsoDate);
  const late = [...days.values()].filter((entry) => entry.pastDue).map((entry) => fromIsoDate(entry.day));
  return (
    <DaysContext.Provider value={days}>
      <DayPicker
        className={styles.grid}
        style={THEME}
        mode="single"
        required
        selected={fromIsoDate(day)}
        onSelect={(picked) => onDayChange(toIsoDate(picked))}
        month={fromIsoDate(`${month}-01`)}
        onMonthChange={(shown) => onMonthChange(toIsoDate(shown).slice(0, 7))}
        today={fromIsoDate(today)}
        numberOfMonths={DATE_INPUT_MONTHS_SHOWN}
        weekStartsOn={DATE_INPUT_WEEK_STARTS_ON}
        fixedWeeks
        showOutsideDays
        modifiers={{ withTasks, late }}
        modifiersClassNames={{ withTasks: styles.withTasks ?? '', late: styles.late ?? '' }}
        components={{ DayButton: TaskDayButton }}
        labels={{
          labelDayButton: (date, modifiers) => {
            const iso = toIsoDate(date);
            const count = tasksText(days.get(iso)?.tasks.length ?? 0);
            return `${formatLongDay(iso)}${modifiers.today ? ' (today)' : ''}: ${count}`;
          },
          labelNext: () => 'Next month',
          labelPrevious: () => 'Previous month',
        }}
      />
    </DaysContext.Provider>
  );
}
