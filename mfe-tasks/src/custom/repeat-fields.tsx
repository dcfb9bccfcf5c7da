import { formStyles } from '@thrive/shared';
import type { CustomTaskDraft, CustomTaskErrors } from './custom-task-draft';
import own from './custom.module.css';

interface Props {
  draft: CustomTaskDraft;
  errors: CustomTaskErrors;
  maxDays: number;
  onChange(changes: Partial<CustomTaskDraft>): void;
}

/** Once, or every N days (the end date, if any, follows in the form). */
export function RepeatFields({ draft, errors, maxDays, onChange }: Props) {
  return (
    <fieldset className={own.repeat}>
      <legend className={formStyles.label}>How often</legend>
      <label className={own.option}>
        <input
          type="radio"
          name="custom-task-repeat"
          checked={!draft.repeats}
          onChange={() => onChange({ repeats: false })}
        />
        Once
      </label>
      <label className={own.option}>
        <input
          type="radio"
          name="custom-task-repeat"
          checked={draft.repeats}
          onChange={() => onChange({ repeats: true })}
        />
        Repeat
      </label>
      {draft.repeats && (
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
            value={draft.every}
            aria-invalid={Boolean(errors.RepeatEveryDays)}
            aria-describedby={errors.RepeatEveryDays ? 'custom-task-every-error' : undefined}
            onChange={(event) => onChange({ every: event.target.value })}
          />
          {errors.RepeatEveryDays && (
            <p id="custom-task-every-error" className={formStyles.error}>
              {errors.RepeatEveryDays}
            </p>
          )}
        </div>
      )}
    </fieldset>
  );
}
