import type { ReferenceItem } from '@thrive/shared/contracts';
import { useController } from '@thrive/shared/forms';
import type { ChoiceList, SuggestDraftForm } from './suggest-draft';
import styles from './suggest.module.css';

interface Props {
  form: SuggestDraftForm;
  name: ChoiceList;
  /** The fieldset's id; the boxes', hint's and error's ids start with it. */
  id: string;
  legend: string;
  hint?: string | undefined;
  items: ReferenceItem[];
}

/** A labelled set of choices (fieldset and legend), any number of which may be ticked. */
export function CheckboxGroup({ form, name, id, legend, hint, items }: Props) {
  const { field } = useController({ control: form.control, name });
  const error = form.errorOf(name);
  if (items.length === 0) return null;
  const selected = field.value;
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const toggle = (itemId: number, on: boolean) =>
    field.onChange(on ? [...selected, itemId] : selected.filter((chosen) => chosen !== itemId));
  return (
    <fieldset
      id={id}
      className={styles.group}
      aria-describedby={[hintId, errorId].filter(Boolean).join(' ') || undefined}
      aria-invalid={Boolean(error) || undefined}
    >
      <legend className={styles.legend}>{legend}</legend>
      {hint && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
      <div className={styles.choices}>
        {items.map((item, index) => (
          <label key={item.Id} className={styles.choice}>
            <input
              type="checkbox"
              id={`${id}-${item.Id}`}
              // The first box takes the focus when the group has a message.
              ref={index === 0 ? field.ref : undefined}
              checked={selected.includes(item.Id)}
              onChange={(event) => toggle(item.Id, event.target.checked)}
            />
            <span>{item.Name}</span>
          </label>
        ))}
      </div>
      {error && (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      )}
    </fieldset>
  );
}
