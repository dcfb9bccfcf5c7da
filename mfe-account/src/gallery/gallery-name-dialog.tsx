import { useState, type FormEvent } from 'react';
import {
  Button,
  errorText,
  fieldErrors,
  FormField,
  formStyles,
  issuesByField,
  Modal,
  useSaveGalleryMutation,
} from '@thrive/shared';
import { GALLERY_NAME_MAX, galleryInputSchema, type GallerySummary } from '@thrive/shared/contracts';

const NAME_FIELD_ID = 'gallery-name';

interface FormProps {
  /** The gallery to rename; none creates one. */
  gallery: GallerySummary | null;
  onCancel: () => void;
  onSaved: (gallery: GallerySummary) => void;
}

/**
 * The name form, mounted each time the dialog opens so it starts fresh. The contract checks the
 * name first; the server's 400 ("You already have a gallery with that name.") shows under the
 * field, where the gardener fixes it.
 */
function GalleryNameForm({ gallery, onCancel, onSaved }: FormProps) {
  const [name, setName] = useState(gallery?.Name ?? '');
  const [error, setError] = useState('');
  const [save, { isLoading: saving }] = useSaveGalleryMutation();

  const flag = (message: string) => {
    setError(message);
    document.getElementById(NAME_FIELD_ID)?.focus();
  };

  const check = (typed: string) =>
    galleryInputSchema.safeParse({ Id: gallery?.Id ?? 0, Type: gallery?.Type, Name: typed });

  const rename = (typed: string) => {
    setName(typed);
    // Once the message shows, the name is checked again as it changes: it goes when right.
    if (!error) return;
    const checked = check(typed);
    setError(checked.success ? '' : (issuesByField(checked.error).Name ?? ''));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = check(name);
    if (!checked.success) {
      flag(issuesByField(checked.error).Name ?? errorText(null));
      return;
    }
    try {
      onSaved(await save(checked.data).unwrap());
    } catch (failure) {
      flag(fieldErrors(failure).Name ?? errorText(failure));
    }
  };

  return (
    <form noValidate aria-busy={saving} onSubmit={(event) => void submit(event)}>
      <FormField id={NAME_FIELD_ID} label="Gallery name" required error={error || undefined}>
        {(props) => (
          <input
            {...props}
            className={formStyles.control}
            maxLength={GALLERY_NAME_MAX}
            autoComplete="off"
            value={name}
            onChange={(event) => rename(event.target.value)}
          />
        )}
      </FormField>
      <div className={formStyles.buttons}>
        <Button grow onClick={onCancel}>
          Cancel
        </Button>
        <Button grow type="submit" variant="primary" disabled={saving}>
          {saving ? 'Saving…' : gallery ? 'Rename' : 'Create'}
        </Button>
      </div>
    </form>
  );
}

interface DialogProps extends FormProps {
  open: boolean;
}

/** Create a gallery (Id 0) or rename one (SPEC §7 POST users/{uid}/gallery). */
export function GalleryNameDialog({ open, gallery, onCancel, onSaved }: DialogProps) {
  return (
    <Modal
      id="gallery-name-dialog"
      title={gallery ? `Rename “${gallery.Name}”` : 'New gallery'}
      open={open}
      onOpenChange={(next) => {
        if (!next) onCancel();
      }}
    >
      {open && <GalleryNameForm gallery={gallery} onCancel={onCancel} onSaved={onSaved} />}
    </Modal>
  );
}
