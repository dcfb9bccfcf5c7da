import {
  Button,
  FormField,
  errorText,
  formStyles,
  notify,
  useSuggestPlantChangeMutation,
} from '@thrive/shared';
import {
  PLANT_FACT_FIELDS,
  PLANT_SUGGESTION_MAX_LENGTH,
  plantFactSuggestionSchema,
  type PlantFactSuggestion,
} from '@thrive/shared/contracts';
import { SubmitButton, useContractForm, useWatch } from '@thrive/shared/forms';
import { refusalMessage } from './form-errors';
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

/** The fields the gardener sees; the server's messages for others are said for the form. */
const FIELDS = ['Field', 'Suggestion'] as const;

/** What the gardener entered, by the contract's field names ('' for no fact chosen yet). */
type SuggestionFields = Omit<PlantFactSuggestion, 'PlantId' | 'Field'> & { Field: PlantFactField | '' };

/** POST users/{uid}/PlantSuggestion {PlantId, Field, Suggestion}; kept for us to review. */
export function SuggestionForm({ plantId, onDone }: { plantId: number; onDone: () => void }) {
  const [send] = useSuggestPlantChangeMutation();
  const form = useContractForm<SuggestionFields, PlantFactSuggestion>({
    schema: plantFactSuggestionSchema,
    defaultValues: { Field: '', Suggestion: '' },
    toInput: (values) => ({ ...values, PlantId: plantId }),
  });
  const suggestion = useWatch({ control: form.control, name: 'Suggestion' });
  const showForForm = (message: string) => form.setError('root', { type: 'server', message });

  const submit = form.submitWith(
    async (input) => {
      const answer = await send(input).unwrap();
      if (answer.code !== SUGGESTION_OK) {
        showForForm(answer.message || errorText(null));
        return;
      }
      notify({ message: SUGGESTION_THANKS, variant: 'success' });
      onDone();
    },
    {
      // What no field shows is said in the form (an alert), where the gardener is looking.
      onRefused: (error) => {
        const message = refusalMessage(error, FIELDS);
        if (message) showForForm(message);
      },
    },
  );

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <FormField id="suggestion-field" label="What should change?" error={form.errorOf('Field')} required>
        {(control) => (
          <select {...control} className={formStyles.control} {...form.register('Field')}>
            <option value="">-Choose-</option>
            {PLANT_FACT_FIELDS.map((fact) => (
              <option key={fact} value={fact}>
                {PLANT_FACT_LABELS[fact]}
              </option>
            ))}
          </select>
        )}
      </FormField>
      {/* Not TextAreaField: that sets the box's class, and this box is taller. */}
      <FormField
        id="suggestion-text"
        label="Your suggestion"
        hint={`${suggestion.length} of ${PLANT_SUGGESTION_MAX_LENGTH} characters`}
        error={form.errorOf('Suggestion')}
        required
      >
        {(control) => (
          <textarea
            {...control}
            className={`${formStyles.control} ${styles.notes}`}
            maxLength={PLANT_SUGGESTION_MAX_LENGTH}
            rows={4}
            {...form.register('Suggestion')}
          />
        )}
      </FormField>
      {form.errorOf('root') && (
        <p role="alert" className={styles.formError}>
          {form.errorOf('root')}
        </p>
      )}
      <div className={formStyles.buttons}>
        {/* The button keeps its text while sending. */}
        <SubmitButton form={form} busyText="Send">
          Send
        </SubmitButton>
        <Button onClick={onDone}>Cancel</Button>
      </div>
    </form>
  );
}
