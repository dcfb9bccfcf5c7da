import { FormField, formStyles } from '@thrive/shared';
import type { CareCategory } from '@thrive/shared/contracts';

/** No category chosen yet; the contract refuses it with "Choose what you did." */
export const NO_CATEGORY = 0;

interface Props {
  id: string;
  /** Undefined while they load (GET Categories/0/GetCareCategories). */
  categories: CareCategory[] | undefined;
  value: number;
  error?: string | undefined;
  onChange: (careCategoryId: number) => void;
}

/** What was done: watering, pruning... one of the care categories. */
export function CareLogCategory({ id, categories, value, error, onChange }: Props) {
  return (
    <FormField id={id} label="What did you do?" error={error} required>
      {(control) => (
        <select
          {...control}
          className={formStyles.control}
          value={value}
          disabled={!categories}
          onChange={(event) => onChange(Number(event.target.value))}
        >
          <option value={NO_CATEGORY}>{categories ? '-Choose-' : 'Loading…'}</option>
          {categories?.map((category) => (
            <option key={category.Id} value={category.Id}>
              {category.Name}
            </option>
          ))}
        </select>
      )}
    </FormField>
  );
}
