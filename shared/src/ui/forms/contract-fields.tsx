import type { InputHTMLAttributes, TextareaHTMLAttributes } from 'react';
import { useController, type FieldValues, type Path } from 'react-hook-form';
import { Button, FormField, formStyles, type ButtonProps } from '@thrive/shared';
import type { ReferenceItem } from '@thrive/shared/contracts';
import type { ContractForm } from './use-contract-form';

/** What a field reads of its form (not what the form sends, which is the form's business). */
type FieldForm<Values extends FieldValues> = Pick<
  ContractForm<Values, unknown>,
  'register' | 'errorOf' | 'control'
>;

interface FieldProps<Values extends FieldValues> {
  form: FieldForm<Values>;
  name: Path<Values>;
  /** The control's id: the label, hint and message are tied to it. */
  id: string;
  label: string;
  hint?: string;
  required?: boolean;
}

/** The kit's control look, with a form's own class (a taller text box) added. */
const controlClass = (className: string | undefined) =>
  className ? `${formStyles.control} ${className}` : formStyles.control;

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'form' | 'name' | 'id'>;

/** A labelled text input of a contract form, with its hint and message. */
export function TextField<Values extends FieldValues>({
  form,
  name,
  id,
  label,
  hint,
  required,
  className,
  ...input
}: FieldProps<Values> & InputProps) {
  return (
    <FormField id={id} label={label} hint={hint} required={required} error={form.errorOf(name)}>
      {(control) => (
        <input {...input} {...control} className={controlClass(className)} {...form.register(name)} />
      )}
    </FormField>
  );
}

type TextAreaProps = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'form' | 'name' | 'id'>;

/** A labelled text area of a contract form, with its hint and message. */
export function TextAreaField<Values extends FieldValues>({
  form,
  name,
  id,
  label,
  hint,
  required,
  className,
  ...textarea
}: FieldProps<Values> & TextAreaProps) {
  return (
    <FormField id={id} label={label} hint={hint} required={required} error={form.errorOf(name)}>
      {(control) => (
        <textarea {...textarea} {...control} className={controlClass(className)} {...form.register(name)} />
      )}
    </FormField>
  );
}

interface ReferenceSelectProps<Values extends FieldValues> extends FieldProps<Values> {
  /** The choices: a reference list (sun, water, hardiness zones ...) or the gardener's own. */
  items: readonly ReferenceItem[];
  /** The first choice, value 0: nothing chosen yet ("-Select Sun-"). */
  placeholder: string;
  disabled?: boolean;
}

/**
 * A labelled select over a reference list; its value is the chosen item's Id (0: none).
 * Controlled: the list often arrives after the form opens, and the saved choice must show
 * once its option is there.
 */
export function ReferenceSelect<Values extends FieldValues>({
  form,
  name,
  id,
  label,
  hint,
  required,
  items,
  placeholder,
  disabled,
}: ReferenceSelectProps<Values>) {
  const { field } = useController({ control: form.control, name });
  return (
    <FormField id={id} label={label} hint={hint} required={required} error={form.errorOf(name)}>
      {(control) => (
        <select
          {...control}
          className={formStyles.control}
          disabled={disabled}
          ref={field.ref}
          name={field.name}
          value={field.value as number}
          onChange={(event) => field.onChange(Number(event.target.value))}
          onBlur={field.onBlur}
        >
          <option value={0}>{placeholder}</option>
          {items.map((item) => (
            <option key={item.Id} value={item.Id}>
              {item.Name}
            </option>
          ))}
        </select>
      )}
    </FormField>
  );
}

interface SubmitButtonProps extends Omit<ButtonProps, 'form' | 'type' | 'variant'> {
  form: { formState: { isSubmitting: boolean } };
  /** Shown while the save is under way. */
  busyText?: string;
}

/** The form's primary button: disabled and saying so while the save is under way. */
export function SubmitButton({
  form,
  busyText = 'Saving…',
  disabled = false,
  children,
  ...button
}: SubmitButtonProps) {
  const busy = form.formState.isSubmitting;
  return (
    <Button {...button} type="submit" variant="primary" disabled={busy || disabled}>
      {busy ? busyText : children}
    </Button>
  );
}
