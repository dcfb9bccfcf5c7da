import { useState } from 'react';
import { FormField, formStyles as fields } from '@thrive/shared';
import { useController } from '@thrive/shared/forms';
import type { DesignContractForm, DesignValues } from './design-values';
import styles from './designs.module.css';

/** The design's fields holding a value of type T. */
type FieldOf<T> = { [K in keyof DesignValues]: DesignValues[K] extends T ? K : never }[keyof DesignValues];

interface FieldProps<Name> {
  form: DesignContractForm;
  name: Name;
  id: string;
  label: string;
  hint?: string;
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
  form,
  name,
  unit,
  step = 1,
  ...field
}: FieldProps<FieldOf<number>> & { unit?: string; step?: number }) {
  const { field: number } = useController({ control: form.control, name });
  const [text, setText] = useState(number.value ? String(number.value) : '');
  return (
    <FormField {...field} error={form.errorOf(name)}>
      {(control) => (
        <span className={styles.withUnit}>
          <input
            {...control}
            type="number"
            inputMode={step < 1 ? 'decimal' : 'numeric'}
            min={0}
            step={step}
            className={fields.control}
            ref={number.ref}
            name={number.name}
            value={shownText(text, number.value)}
            onChange={(event) => {
              setText(event.target.value);
              const next = Number(event.target.value);
              if (Number.isFinite(next)) number.onChange(next);
            }}
            onBlur={number.onBlur}
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

interface Choice {
  Id: number | string;
  Name: string;
}

/**
 * A choice from a short list of the app's own, every entry a real choice (a depth unit,
 * installed or needed); reference lists with a "not chosen" entry are ReferenceSelects.
 */
export function ChoiceField({
  form,
  name,
  choices,
  ...field
}: FieldProps<FieldOf<number> | FieldOf<string>> & { choices: readonly Choice[] }) {
  const { field: choice } = useController({ control: form.control, name });
  const parse = (raw: string) => (typeof choice.value === 'number' ? Number(raw) : raw);
  return (
    <FormField {...field} error={form.errorOf(name)}>
      {(control) => (
        <select
          {...control}
          className={fields.control}
          ref={choice.ref}
          name={choice.name}
          value={choice.value}
          onChange={(event) => choice.onChange(parse(event.target.value))}
          onBlur={choice.onBlur}
        >
          {choices.map((entry) => (
            <option key={entry.Id} value={entry.Id}>
              {entry.Name}
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

/** A yes/no field of the design. */
export function BooleanField({ form, name, id, label }: Omit<FieldProps<FieldOf<boolean>>, 'hint'>) {
  const { field } = useController({ control: form.control, name });
  return <CheckField id={id} label={label} checked={field.value} onChange={field.onChange} />;
}
