import { useState } from 'react';
import { Button, ConfirmDialog, Modal, useGetImagesQuery } from '@thrive/shared';
import type { GalleryImage, GallerySummary } from '@thrive/shared/contracts';
import { ImageFavoriteToggle } from './image-favorite-toggle';
import { MoveToGallery } from './move-to-gallery';
import { PhotoImage } from './photo-image';
import { photoAlt, photoDate, photoPlace } from './photo-text';
import { useImageActions } from './use-image-actions';
import styles from './gallery.module.css';

const DELETE_PHOTO_QUESTION = 'Delete this photo?';

function Fact({ term, value }: { term: string; value: string }) {
  if (!value) return null;
  return (
    <div className={styles.dialogFact}>
      <dt>{term}</dt>
      <dd>{value}</dd>
    </div>
  );
}

interface ContentProps {
  image: GalleryImage;
  galleries: GallerySummary[];
  onClose: () => void;
}

/** The bigger picture, its details and the image menu: favourite, rotate, move and delete. */
function ImageMenu({ image, galleries, onClose }: ContentProps) {
  const actions = useImageActions(image);
  const [askingDelete, setAskingDelete] = useState(false);
  const busy = actions.rotating || actions.deleting;
  return (
    <>
      <div className={styles.picture}>
        <PhotoImage src={image.Url} alt={photoAlt(image)} className={styles.pictureImage} eager />
      </div>
      <dl className={styles.dialogFacts}>
        <Fact term="Plant" value={image.CommonName} />
        <Fact term="Botanical name" value={image.BotanicalName} />
        <Fact term="Place" value={photoPlace(image)} />
        <Fact term="Taken" value={photoDate(image.CreatedDate)} />
      </dl>
      <div className={styles.menu}>
        <ImageFavoriteToggle image={image} withText />
        <Button disabled={busy} onClick={() => void actions.rotate()}>
          {actions.rotating ? 'Rotating…' : 'Rotate'}
        </Button>
        <Button variant="danger" disabled={busy} onClick={() => setAskingDelete(true)}>
          {actions.deleting ? 'Deleting…' : 'Delete'}
        </Button>
      </div>
      <MoveToGallery
        galleries={galleries}
        currentId={image.GalleryId}
        moving={actions.moving}
        onMove={(galleryId, name) => void actions.moveTo(galleryId, name)}
      />
      <ConfirmDialog
        id="delete-photo-dialog"
        type="danger"
        title={DELETE_PHOTO_QUESTION}
        message="The photo is deleted for good, from your gallery and from its plant."
        confirmText="Delete photo"
        cancelText="Keep it"
        open={askingDelete}
        onCancel={() => setAskingDelete(false)}
        onConfirm={() => {
          setAskingDelete(false);
          void actions.remove().then((deleted) => {
            if (deleted) onClose();
          });
        }}
      />
    </>
  );
}

interface Props {
  /** The photo being edited, as the page lists it; none closes the dialog. */
  image: GalleryImage | undefined;
  galleries: GallerySummary[];
  onClose: () => void;
}

/**
 * Tap to edit (SPEC §2.7): the image dialog, with the image menu of SPEC §2.5. The photo is read
 * again by its id (GET image/?i), so the dialog follows it after a rotate and stays open when a
 * change takes it off the page on screen (unfavourited under "Favorites only", moved away).
 */
export function ImageDialog({ image: listed, galleries, onClose }: Props) {
  const [openId, setOpenId] = useState<number | null>(null);
  // Opened from the page; then it is this photo until closed, whatever the page shows.
  const id = listed?.Id ?? openId;
  if (listed && listed.Id !== openId) setOpenId(listed.Id);
  const fresh = useGetImagesQuery({ i: id ?? 0 }, { skip: !id });
  const image = fresh.currentData?.[0] ?? listed;
  const close = () => {
    setOpenId(null);
    onClose();
  };
  return (
    <Modal
      id="gallery-image-dialog"
      size="md"
      title={image?.CommonName || 'Photo'}
      open={Boolean(image) && id !== null}
      onOpenChange={(next) => {
        if (!next) close();
      }}
    >
      {image && <ImageMenu key={image.Id} image={image} galleries={galleries} onClose={close} />}
    </Modal>
  );
}
