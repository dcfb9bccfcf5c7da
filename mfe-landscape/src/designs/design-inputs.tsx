import { useState } from 'react';
import { FormField, formStyles as fields } from '@thrive/shared';
import styles from './designs.module.css';

interface FieldProps {
  id: string;
  label: string;
  error?: string | undefined;
  hint?: string;
  required?: boolean;
}

/** The text a number field shows: what the gardener typed while it still means the value. */
function shownText(text: string, value: number): string {
  const typed = text.trim() === '' ? 0 : Number(text);
  return typed === value ? text : String(value);
}

/**
 * A number the gardener types. The typed text is kept (so "2." or an emptied field stay as
 * typed) while the form holds the number; an empty field is 0, the contract's "not set".
 */
export function NumberField({
  value,
  onChange,
  unit,
  step = 1,
  ...field
}: FieldProps & { value: number; onChange: (value: number) => void; unit?: string; step?: number }) {
  const [text, setText] = useState(value ? String(value) : '');
  return (
    <FormField {...field}>
      {(control) => (
        <span className={styles.withUnit}>
          <input
            {...control}
            type="number"
            inputMode={step < 1 ? 'decimal' : 'numeric'}
            min={0}
            step={step}
            className={fields.control}
            value={shownText(text, value)}
            onChange={(event) => {
              setText(event.target.value);
              const next = Number(event.target.value);
              if (Number.isFinite(next)) onChange(next);
            }}
          />
          {unit && (
            <span className={styles.unit} aria-hidden="true">
              {unit}
            </span>
          )}
        </span>
      )}
    </FormField>
  );
}

export function TextField({
  value,
  onChange,
  multiline = false,
  ...field
}: FieldProps & { value: string; onChange: (value: string) => void; multiline?: boolean }) {
  return (
    <FormField {...field}>
      {(control) =>
        multiline ? (
          <textarea
            {...control}
            rows={3}
            className={fields.control}
            value={value}
            onChange={(e) => onChange(e.target.value)}
          />
        ) : (
          <input
            {...control}
            className={fields.control}
            value={value}
            onChange={(e) => onChange(e.target.value)}
          />
        )
      }
    </FormField>
  );
}

export interface Choice<T extends number | string> {
  Id: T;
  Name: string;
}

/** A choice from a list; `placeholder` is the "not chosen" entry (value 0) when given. */
export function SelectField<T extends number | string>({
  value,
  choices,
  placeholder,
  onChange,
  ...field
}: FieldProps & {
  value: T;
  choices: readonly Choice<T>[];
  placeholder?: string;
  onChange: (value: T) => void;
}) {
  const parse = (raw: string) => (typeof value === 'number' ? Number(raw) : raw) as T;
  return (
    <FormField {...field}>
      {(control) => (
        <select
          {...control}
          className={fields.control}
          value={value}
          onChange={(e) => onChange(parse(e.target.value))}
        >
          {placeholder !== undefined && <option value={0}>{placeholder}</option>}
          {choices.map((choice) => (
            <option key={choice.Id} value={choice.Id}>
              {choice.Name}
            </option>
          ))}
        </select>
      )}
    </FormField>
  );
}

/** A yes/no box with its label beside it. */
export function CheckField({
  id,
  label,
  checked,
  onChange,
}: {
  id: string;
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <div className={styles.check}>
      <input id={id} type="checkbox" checked={checked} onChange={(e) => onChange(e.target.checked)} />
      <label htmlFor={id}>{label}</label>
    </div>
  );
}
