import { formStyles } from '@thrive/shared';
import { useController } from '@thrive/shared/forms';
import type { CustomTaskForm } from './custom-task-draft';
import own from './custom.module.css';

interface Props {
  form: CustomTaskForm;
  maxDays: number;
}

/** Once, or every N days (the end date, if any, follows in the form). */
export function RepeatFields({ form, maxDays }: Props) {
  const { control } = form;
  const { field: repeats } = useController({ control, name: 'repeats' });
  // Tied to the form while hidden too, so that it comes before the dates in the form's order
  // (the first field to put right takes the focus).
  const { field: every } = useController({ control, name: 'RepeatEveryDays' });
  const error = form.errorOf('RepeatEveryDays');
  return (
    <fieldset className={own.repeat}>
      <legend className={formStyles.label}>How often</legend>
      <label className={own.option}>
        <input
          type="radio"
          name="custom-task-repeat"
          checked={!repeats.value}
          onChange={() => repeats.onChange(false)}
        />
        Once
      </label>
      <label className={own.option}>
        <input
          type="radio"
          name="custom-task-repeat"
          checked={repeats.value}
          onChange={() => repeats.onChange(true)}
        />
        Repeat
      </label>
      {repeats.value && (
        <div className={formStyles.field}>
          <label htmlFor="custom-task-every" className={formStyles.label}>
            Every how many days
          </label>
          <input
            id="custom-task-every"
            type="number"
            inputMode="numeric"
            min={1}
            max={maxDays}
            step={1}
            className={`${formStyles.control} ${own.days}`}
            {...every}
            aria-invalid={Boolean(error)}
            aria-describedby={error ? 'custom-task-every-error' : undefined}
          />
          {error && (
            <p id="custom-task-every-error" className={formStyles.error}>
              {error}
            </p>
          )}
        </div>
      )}
    </fieldset>
  );
}
