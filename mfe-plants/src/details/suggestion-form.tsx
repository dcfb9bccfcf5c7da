import { useState, type FormEvent } from 'react';
import {
  Button,
  FormField,
  errorText,
  fieldErrors,
  formStyles,
  issuesByField,
  notify,
  useSuggestPlantChangeMutation,
} from '@thrive/shared';
import {
  PLANT_FACT_FIELDS,
  PLANT_SUGGESTION_MAX_LENGTH,
  plantFactSuggestionSchema,
} from '@thrive/shared/contracts';
import { recheckErrors } from '@thrive/shared/validation';
import { placeErrors, type FormErrors } from './form-errors';
import styles from './details.module.css';

const SUGGESTION_THANKS = 'Thank you! We will review your suggestion.';
/** The answer's code 0 means success, as in SPEC's other submit answers. */
const SUGGESTION_OK = 0;

type PlantFactField = (typeof PLANT_FACT_FIELDS)[number];

/** How each fact reads in the select. */
const PLANT_FACT_LABELS: Record<PlantFactField, string> = {
  Name: 'Name',
  Sun: 'Sun',
  Water: 'Water',
  Hardiness: 'Hardiness zones',
  Size: 'Size',
  Bloom: 'Bloom',
  Care: 'Care',
  Photo: 'Photo',
  Other: 'Something else',
};

const FIELDS = ['Field', 'Suggestion'] as const;

/** POST users/{uid}/PlantSuggestion {PlantId, Field, Suggestion}; kept for us to review. */
export function SuggestionForm({ plantId, onDone }: { plantId: number; onDone: () => void }) {
  const [field, setField] = useState('');
  const [suggestion, setSuggestion] = useState('');
  const [errors, setErrors] = useState<FormErrors<(typeof FIELDS)[number]>>({});
  const [send, { isLoading: sending }] = useSuggestPlantChangeMutation();

  /** A field that shows a message is checked again as it changes: it goes once the field is right. */
  function recheck(changed: (typeof FIELDS)[number], values: { Field: string; Suggestion: string }) {
    const parsed = plantFactSuggestionSchema.safeParse({ PlantId: plantId, ...values });
    const found = parsed.success ? {} : issuesByField(parsed.error);
    setErrors((shown) => recheckErrors(shown, found, [changed]));
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const parsed = plantFactSuggestionSchema.safeParse({
      PlantId: plantId,
      Field: field,
      Suggestion: suggestion,
    });
    if (!parsed.success) {
      setErrors(placeErrors(issuesByField(parsed.error), FIELDS));
      return;
    }
    setErrors({});
    try {
      const answer = await send(parsed.data).unwrap();
      if (answer.code !== SUGGESTION_OK) {
        setErrors({ form: answer.message || errorText(null) });
        return;
      }
      notify({ message: SUGGESTION_THANKS, variant: 'success' });
      onDone();
    } catch (failure) {
      setErrors(placeErrors(fieldErrors(failure), FIELDS, errorText(failure)));
    }
  }

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate>
      <FormField id="suggestion-field" label="What should change?" error={errors.Field} required>
        {(control) => (
          <select
            {...control}
            className={formStyles.control}
            value={field}
            onChange={(event) => {
              setField(event.target.value);
              recheck('Field', { Field: event.target.value, Suggestion: suggestion });
            }}
          >
            <option value="">-Choose-</option>
            {PLANT_FACT_FIELDS.map((fact) => (
              <option key={fact} value={fact}>
                {PLANT_FACT_LABELS[fact]}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <FormField
        id="suggestion-text"
        label="Your suggestion"
        hint={`${suggestion.length} of ${PLANT_SUGGESTION_MAX_LENGTH} characters`}
        error={errors.Suggestion}
        required
      >
        {(control) => (
          <textarea
            {...control}
            className={`${formStyles.control} ${styles.notes}`}
            value={suggestion}
            maxLength={PLANT_SUGGESTION_MAX_LENGTH}
            rows={4}
            onChange={(event) => {
              setSuggestion(event.target.value);
              recheck('Suggestion', { Field: field, Suggestion: event.target.value });
            }}
          />
        )}
      </FormField>
      {errors.form && (
        <p role="alert" className={styles.formError}>
          {errors.form}
        </p>
      )}
      <div className={formStyles.buttons}>
        <Button type="submit" variant="primary" disabled={sending}>
          Send
        </Button>
        <Button onClick={onDone}>Cancel</Button>
      </div>
    </form>
  );
}
