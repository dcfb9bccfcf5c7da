import { useEffect } from 'react';
import { DateInput, type DateInputProps } from '@thrive/shared/date-input';

/** What a form's controller gives a control of its own (a `Controller`'s `field`). */
interface DateFieldControl {
  value: string;
  onChange(value: string): void;
  /** Where the form sends the focus when this date is the first thing to put right. */
  ref(target: { focus(): void }): void;
}

type Props = Omit<DateInputProps, 'id' | 'value' | 'onChange'> & {
  /** The input's id (DateInput gives it to its text box). */
  id: string;
  field: DateFieldControl;
};

/**
 * A date of a contract form (render it from a `Controller`). DateInput keeps its text box to
 * itself, so the form reaches the box by its id to focus it after a refused Save.
 */
export function DateField({ field, id, ...input }: Props) {
  const { ref } = field;
  useEffect(() => {
    ref({ focus: () => document.getElementById(id)?.focus() });
  }, [ref, id]);
  return <DateInput {...input} id={id} value={field.value} onChange={field.onChange} />;
}
