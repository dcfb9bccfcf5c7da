import { formStyles, useGetCareCategoriesQuery } from '@thrive/shared';
import { CUSTOM_TASK_TYPE_MAX_LENGTH } from '@thrive/shared/contracts';
import type { CustomTaskDraft } from './custom-task-draft';

interface Props {
  draft: CustomTaskDraft;
  error?: string;
  onChange(changes: Partial<CustomTaskDraft>): void;
}

/** What to do, in the gardener's words, and the kind of care it is (SPEC §7 care categories). */
export function KindFields({ draft, error, onChange }: Props) {
  const categories = useGetCareCategoriesQuery().data ?? [];
  return (
    <>
      <div className={formStyles.field}>
        <label htmlFor="custom-task-type" className={formStyles.label}>
          What to do<span aria-hidden="true"> *</span>
        </label>
        <input
          id="custom-task-type"
          className={formStyles.control}
          value={draft.TaskType}
          maxLength={CUSTOM_TASK_TYPE_MAX_LENGTH}
          placeholder="Check for aphids"
          aria-required="true"
          aria-invalid={Boolean(error)}
          aria-describedby={error ? 'custom-task-type-error' : undefined}
          onChange={(event) => onChange({ TaskType: event.target.value })}
        />
        {error && (
          <p id="custom-task-type-error" className={formStyles.error}>
            {error}
          </p>
        )}
      </div>
      <div className={formStyles.field}>
        <label htmlFor="custom-task-category" className={formStyles.label}>
          Kind of care
        </label>
        <select
          id="custom-task-category"
          className={formStyles.control}
          value={draft.CareCategoryId}
          onChange={(event) => onChange({ CareCategoryId: Number(event.target.value) })}
        >
          <option value={0}>Other</option>
          {categories.map((category) => (
            <option key={category.Id} value={category.Id}>
              {category.Name}
            </option>
          ))}
        </select>
      </div>
    </>
  );
}
