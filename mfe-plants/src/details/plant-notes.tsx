import { useState, type FormEvent } from 'react';
import {
  Button,
  FormField,
  errorText,
  fieldErrors,
  formStyles,
  notify,
  useRecordLinkClick,
  useSavePlantNotesMutation,
} from '@thrive/shared';
import { LINK_KINDS, PLANT_NOTES_MAX_LENGTH, type PlantDetails } from '@thrive/shared/contracts';
import { AREA } from './use-record-plant-view';
import styles from './details.module.css';

export const NOTES_SAVED = 'Your notes were saved.';

/** The gardener's own notes on the plant (PlantNotes; empty deletes them), link kind 41. */
export function PlantNotes({ plant }: { plant: PlantDetails }) {
  // The gardener's text: details read again after a save do not overwrite what they type.
  const [notes, setNotes] = useState(plant.Notes);
  const [error, setError] = useState<string>();
  const [save, { isLoading: saving }] = useSavePlantNotesMutation();
  const record = useRecordLinkClick(AREA);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setError(undefined);
    try {
      await save({ plantId: plant.Id, Notes: notes }).unwrap();
      notify({ message: NOTES_SAVED, variant: 'success' });
      record(LINK_KINDS.PlantNotes);
    } catch (failure) {
      setError(fieldErrors(failure).Notes ?? errorText(failure));
    }
  }

  return (
    <section className={styles.section} aria-labelledby="plant-notes">
      <h3 id="plant-notes" className={styles.sectionTitle}>
        My notes
      </h3>
      <form className={formStyles.form} onSubmit={(event) => void onSubmit(event)} noValidate>
        <FormField
          id="plant-notes-text"
          label={`Notes on ${plant.CommonName}`}
          hint={`${notes.length} of ${PLANT_NOTES_MAX_LENGTH} characters`}
          error={error}
        >
          {(control) => (
            <textarea
              {...control}
              className={`${formStyles.control} ${styles.notes}`}
              value={notes}
              maxLength={PLANT_NOTES_MAX_LENGTH}
              rows={4}
              onChange={(event) => setNotes(event.target.value)}
            />
          )}
        </FormField>
        <div className={formStyles.buttons}>
          <Button type="submit" variant="primary" disabled={saving}>
            Save
          </Button>
        </div>
      </form>
    </section>
  );
}
