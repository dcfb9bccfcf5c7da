import { Button, errorText, fieldErrors, formStyles, Modal, useSaveGalleryMutation } from '@thrive/shared';
import {
  GALLERY_NAME_MAX,
  galleryInputSchema,
  type GalleryInput,
  type GallerySummary,
} from '@thrive/shared/contracts';
import { TextField, useContractForm } from '@thrive/shared/forms';

interface FormProps {
  /** The gallery to rename; none creates one. */
  gallery: GallerySummary | null;
  onCancel: () => void;
  onSaved: (gallery: GallerySummary) => void;
}

/**
 * The name form, mounted each time the dialog opens so it starts fresh. The contract checks the
 * name first; the server's 400 ("You already have a gallery with that name.") shows under the
 * field, where the gardener fixes it, not as a toast.
 */
function GalleryNameForm({ gallery, onCancel, onSaved }: FormProps) {
  const [save] = useSaveGalleryMutation();
  const form = useContractForm<Pick<GalleryInput, 'Name'>, GalleryInput>({
    schema: galleryInputSchema,
    defaultValues: { Name: gallery?.Name ?? '' },
    toInput: ({ Name }) => ({ Id: gallery?.Id ?? 0, Type: gallery?.Type, Name }),
  });
  const saving = form.formState.isSubmitting;

  const submit = form.submitWith(async (input) => onSaved(await save(input).unwrap()), {
    // The name is the form's only field: a refusal that names none is about the name.
    onRefused: (failure) => {
      if (fieldErrors(failure).Name) return;
      form.setError('Name', { type: 'server', message: errorText(failure) }, { shouldFocus: true });
    },
  });

  return (
    <form noValidate aria-busy={saving} onSubmit={(event) => void submit(event)}>
      <TextField
        form={form}
        name="Name"
        id="gallery-name"
        label="Gallery name"
        required
        maxLength={GALLERY_NAME_MAX}
        autoComplete="off"
      />
      <div className={formStyles.buttons}>
        <Button grow onClick={onCancel}>
          Cancel
        </Button>
        {/* Not the kit's SubmitButton: the dialog's two buttons share the row (grow). */}
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
