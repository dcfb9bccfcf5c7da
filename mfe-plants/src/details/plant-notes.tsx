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
import {
  LINK_KINDS,
  PLANT_NOTES_MAX_LENGTH,
  plantNotesSchema,
  type PlantDetails,
} from '@thrive/shared/contracts';
import { FoldSection } from './fold-section';
import { AREA } from './use-record-plant-view';
import styles from './details.module.css';

const NOTES_SAVED = 'Your notes were saved.';

/** The folded section's line: the start of the saved notes ('' when there are none). */
const notesSummary = (notes: string) => notes.trim().split('\n')[0]!.trim();

/** The gardener's own notes on the plant, folded under their first line until opened. */
export function PlantNotes({ plant }: { plant: PlantDetails }) {
  // The gardener's text, kept here so folding the section does not lose what they typed;
  // details read again after a save do not overwrite it.
  const [notes, setNotes] = useState(plant.Notes);
  return (
    <FoldSection
      id="plant-notes"
      headingId="plant-notes"
      title="My notes"
      summary={notesSummary(plant.Notes)}
    >
      <PlantNotesForm plant={plant} notes={notes} onChange={setNotes} />
    </FoldSection>
  );
}

/** The contract's message for notes that cannot be saved, or undefined. */
function notesError(notes: string): string | undefined {
  const parsed = plantNotesSchema.safeParse({ Notes: notes });
  return parsed.success ? undefined : parsed.error.issues[0]?.message;
}

/** The notes form (PlantNotes; empty deletes them), link kind 41. */
function PlantNotesForm({
  plant,
  notes,
  onChange,
}: {
  plant: PlantDetails;
  notes: string;
  onChange: (notes: string) => void;
}) {
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
            onChange={(event) => {
              onChange(event.target.value);
              // A message shown is checked again as the notes change: it goes once they are fine.
              if (error) setError(notesError(event.target.value));
            }}
          />
        )}
      </FormField>
      <div className={formStyles.buttons}>
        <Button type="submit" variant="primary" disabled={saving}>
          Save
        </Button>
      </div>
    </form>
  );
}
