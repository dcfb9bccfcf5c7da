import { useId, useState } from 'react';
import { TASK_DAYS_DEFAULT, TASK_DAYS_MAX, TASK_DAYS_MIN } from '@thrive/shared/contracts';
import { checkDays, FormField, formStyles as fields } from '@thrive/shared';
import styles from './sort-filter-panel.module.css';

export interface DaysInputProps {
  id?: string;
  label: string;
  /** Whole days from 0 to 360; null while the field holds no such number. */
  value?: number | null;
  onChange(days: number | null): void;
  hint?: string;
  disabled?: boolean;
}

/**
 * SPEC §5 "Days input": a number from 0 to 360, 7 unless the page says otherwise. While the
 * text is not such a number the page gets null (and keeps Apply waiting), and the field says why.
 */
export function DaysInput({
  id,
  label,
  value = TASK_DAYS_DEFAULT,
  onChange,
  hint,
  disabled,
}: DaysInputProps) {
  const generatedId = useId();
  const fieldId = id ?? `days-input-${generatedId.replace(/[^a-zA-Z0-9-]/g, '')}`;
  const [text, setText] = useState(value === null ? '' : String(value));
  const [seenValue, setSeenValue] = useState(value);
  if (value !== seenValue) {
    setSeenValue(value);
    // Another number from the page (Clear brought back 7): show it, unless the text means it.
    if (value !== checkDays(text).days) setText(value === null ? '' : String(value));
  }
  const { error } = checkDays(text);
  return (
    <FormField id={fieldId} label={label} hint={hint} error={error ?? undefined}>
      {(control) => (
        <input
          {...control}
          type="number"
          inputMode="numeric"
          min={TASK_DAYS_MIN}
          max={TASK_DAYS_MAX}
          step={1}
          className={`${fields.control} ${styles.days}`}
          value={text}
          disabled={disabled}
          onChange={(event) => {
            setText(event.target.value);
            const { days } = checkDays(event.target.value);
            if (days !== value) onChange(days);
          }}
        />
      )}
    </FormField>
  );
}
