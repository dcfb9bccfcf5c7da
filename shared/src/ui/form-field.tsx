import type { ReactElement } from 'react';
import styles from './form-field.module.css';

export interface FieldControlProps {
  id: string;
  'aria-invalid': boolean;
  'aria-describedby': string | undefined;
  'aria-required': boolean;
}

interface FormFieldProps {
  id: string;
  label: string;
  /** Shown under the control and read with it; also marks the control invalid. */
  error?: string | undefined;
  hint?: string;
  required?: boolean;
  /** Renders the control with the id and the ARIA links to the label, hint and error. */
  children: (props: FieldControlProps) => ReactElement;
}

/** A labelled control with its hint and error next to it (every input has a label). */
export function FormField({ id, label, error, hint, required = false, children }: FormFieldProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
        {required && <span aria-hidden="true"> *</span>}
      </label>
      {hint && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
      {children({
        id,
        'aria-invalid': Boolean(error),
        'aria-describedby': describedBy,
        'aria-required': required,
      })}
      {error && (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      )}
    </div>
  );
}
