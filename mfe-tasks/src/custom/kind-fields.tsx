import { useGetCareCategoriesQuery } from '@thrive/shared';
import { CUSTOM_TASK_TYPE_MAX_LENGTH } from '@thrive/shared/contracts';
import { ReferenceSelect, TextField } from '@thrive/shared/forms';
import type { CustomTaskForm } from './custom-task-draft';

/** What to do, in the gardener's words, and the kind of care it is (SPEC §7 care categories). */
export function KindFields({ form }: { form: CustomTaskForm }) {
  const categories = useGetCareCategoriesQuery().data ?? [];
  return (
    <>
      <TextField
        form={form}
        name="TaskType"
        id="custom-task-type"
        label="What to do"
        required
        maxLength={CUSTOM_TASK_TYPE_MAX_LENGTH}
        placeholder="Check for aphids"
      />
      <ReferenceSelect
        form={form}
        name="CareCategoryId"
        id="custom-task-category"
        label="Kind of care"
        placeholder="Other"
        items={categories}
      />
    </>
  );
}
