import { lazy, Suspense, useState } from 'react';
import { Loading, Modal, type DateBounds } from '@thrive/shared';
import styles from './date-input.module.css';

// The calendar and react-day-picker load when a calendar first opens, not with the page.
const DatePickerCalendar = lazy(() => import('./date-picker-calendar'));

export interface CalendarButtonProps extends DateBounds {
  /** The field's id: the button and its dialog are named after it. */
  fieldId: string;
  /** The field's label, lower case in the button's name: "Choose due date from a calendar". */
  label: string;
  value: string;
  onPick: (value: string) => void;
  disabled?: boolean;
}

/**
 * The button beside a date field and the calendar it opens in a dialog (focus moves into the
 * calendar, Escape closes it, and focus returns to the button).
 */
export function CalendarButton({ fieldId, label, value, min, max, onPick, disabled }: CalendarButtonProps) {
  const [open, setOpen] = useState(false);
  const name = label.trim().toLowerCase() || 'date';
  return (
    <>
      <button
        type="button"
        className={styles.calendarButton}
        aria-label={`Choose ${name} from a calendar`}
        aria-haspopup="dialog"
        aria-controls={open ? `${fieldId}-calendar` : undefined}
        disabled={disabled}
        onClick={() => setOpen(true)}
      >
        <CalendarGlyph />
      </button>
      <Modal id={`${fieldId}-calendar`} title={`Choose ${name}`} open={open} onOpenChange={setOpen}>
        <Suspense fallback={<Loading label="Opening the calendar…" />}>
          <DatePickerCalendar
            value={value}
            min={min}
            max={max}
            onPick={(picked) => {
              setOpen(false);
              onPick(picked);
            }}
          />
        </Suspense>
      </Modal>
    </>
  );
}

function CalendarGlyph() {
  return (
    <svg
      viewBox="0 0 24 24"
      width="22"
      height="22"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <rect x="3" y="5" width="18" height="16" rx="2" />
      <path d="M16 3v4M8 3v4M3 10h18" />
    </svg>
  );
}
