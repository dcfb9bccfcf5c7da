import { useEffect, useId, useState } from 'react';
import {
  DATE_INPUT_FORMAT,
  dateBoundsError,
  dateInputError,
  formStyles as fields,
  FormField,
  parseDateInput,
  usableBounds,
  visuallyHidden,
} from '@thrive/shared';
import { CalendarButton } from './calendar-button';
import styles from './date-input.module.css';

export interface DateInputProps {
  id?: string;
  label: string;
  /** yyyy-mm-dd, or '' for no date. */
  value: string;
  /** A valid date within the bounds (yyyy-mm-dd), or '' while the text is empty or not one. */
  onChange(value: string): void;
  min?: string;
  max?: string;
  /** The page's own message (a required date left empty on submit, the server's word). */
  error?: string;
  required?: boolean;
  placeholder?: string;
}

/**
 * A date field (SPEC §5 "Date input"): type yyyy-mm-dd, a year alone or year-month, or pick
 * from the calendar beside it. Until the text is a real date within min and max the page
 * gets '', and after leaving the field the gardener is told why.
 */
export function DateInput({
  id,
  label,
  value,
  onChange,
  min,
  max,
  error,
  required = false,
  placeholder = DATE_INPUT_FORMAT,
}: DateInputProps) {
  const generatedId = useId();
  const fieldId = id ?? `date-input-${generatedId.replace(/[^a-zA-Z0-9-]/g, '')}`;
  const bounds = usableBounds({ min, max });
  const boundsError = dateBoundsError({ min, max });
  const [text, setText] = useState(value);
  const [touched, setTouched] = useState(false);
  const [seenValue, setSeenValue] = useState(value);
  if (value !== seenValue) {
    setSeenValue(value);
    // The page set another date (a reset, a loaded record): show it. When the value is
    // the one our own text means ("2025" is 2025-01-01), the gardener's text stays.
    if (value !== valueOf(text)) {
      setText(value);
      setTouched(false);
    }
  }

  function valueOf(next: string): string {
    const iso = parseDateInput(next);
    return iso && !dateInputError(next, { label, ...bounds }) ? iso : '';
  }

  useEffect(() => {
    // A page's mistake, not the gardener's: said once to the developer, the field works on.
    if (boundsError) console.error(boundsError);
  }, [boundsError]);

  const change = (next: string) => {
    setText(next);
    const nextValue = valueOf(next);
    if (nextValue !== value) onChange(nextValue);
  };
  const ownError = touched ? dateInputError(text, { label, required, ...bounds }) : null;
  const formatId = `${fieldId}-format`;

  return (
    <FormField id={fieldId} label={label} error={ownError ?? error} required={required}>
      {(control) => (
        <div className={styles.row}>
          <input
            {...control}
            aria-describedby={[formatId, control['aria-describedby']].filter(Boolean).join(' ')}
            type="text"
            className={`${fields.control} ${styles.input}`}
            value={text}
            placeholder={placeholder}
            autoComplete="off"
            spellCheck={false}
            onChange={(event) => change(event.target.value)}
            onBlur={() => {
              setTouched(true);
              // Show what was understood: "2025-4" becomes 2025-04-01.
              const understood = valueOf(text);
              if (understood) setText(understood);
            }}
          />
          <span id={formatId} className={visuallyHidden}>
            {DATE_INPUT_FORMAT}
          </span>
          <CalendarButton
            fieldId={fieldId}
            label={label}
            value={valueOf(text) || value}
            min={bounds.min}
            max={bounds.max}
            onPick={(picked) => {
              setTouched(true);
              change(picked);
            }}
          />
        </div>
      )}
    </FormField>
  );
}
