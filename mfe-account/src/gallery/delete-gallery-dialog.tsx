import { ConfirmDialog, errorText, notify, useDeleteGalleryMutation } from '@thrive/shared';
import type { GallerySummary } from '@thrive/shared/contracts';

interface Props {
  gallery: GallerySummary | null;
  open: boolean;
  onCancel: () => void;
  onDeleted: () => void;
}

/** Deleting a gallery asks first; its photos are kept and stay in All photos. */
export function DeleteGalleryDialog({ gallery, open, onCancel, onDeleted }: Props) {
  const [deleteGallery] = useDeleteGalleryMutation();
  if (!gallery) return null;

  const confirm = async () => {
    onCancel();
    try {
      await deleteGallery(gallery.Id).unwrap();
      notify({ message: `The gallery “${gallery.Name}” was deleted. Its photos are in All photos.` });
      onDeleted();
    } catch (error) {
      notify({ message: errorText(error), variant: 'error' });
    }
  };

  return (
    <ConfirmDialog
      id="delete-gallery-dialog"
      title={`Delete the gallery “${gallery.Name}”?`}
      message="Its photos are not deleted: they stay in All photos."
      confirmText="Delete gallery"
      cancelText="Keep it"
      open={open}
      onConfirm={() => void confirm()}
      onCancel={onCancel}
    />
  );
}
