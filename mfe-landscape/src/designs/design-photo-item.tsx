import { useId, useState } from 'react';
import {
  Button,
  ConfirmDialog,
  errorText,
  notify,
  useImageActionMutation,
  useUpdateImageMutation,
} from '@thrive/shared';
import type { GalleryImage } from '@thrive/shared/contracts';
import type { Design } from '@thrive/shared/landscape';
import styles from './design-photos.module.css';

/** The day a photo was added, as the gallery shows dates (SPEC §2.7 MM/dd/yyyy). */
const TAKEN_ON = new Intl.DateTimeFormat('en-US', { month: '2-digit', day: '2-digit', year: 'numeric' });

interface Props {
  photo: GalleryImage;
  design: Design;
  /** The style the design follows; '' when none (nothing to publish to). */
  styleName: string;
}

/** One photo of the bed: when it was taken, whether the style's page shows it, and delete. */
export function DesignPhotoItem({ photo, design, styleName }: Props) {
  const publishId = useId();
  const [update, { isLoading: saving }] = useUpdateImageMutation();
  const [act, { isLoading: deleting }] = useImageActionMutation();
  const [confirming, setConfirming] = useState(false);
  const taken = TAKEN_ON.format(new Date(photo.CreatedDate));

  async function setPublished(published: boolean) {
    try {
      await update({ Id: photo.Id, Type: photo.Type, Key: photo.Url, Published: published }).unwrap();
      notify({
        message: published
          ? `The photo is shown on the ${styleName} page.`
          : 'The photo is yours alone again.',
        variant: 'success',
      });
    } catch (failure) {
      notify({ message: errorText(failure), variant: 'error' });
    }
  }

  async function remove() {
    setConfirming(false);
    try {
      await act({ i: photo.Id, k: 'd', c: photo.Type, cid: design.Id }).unwrap();
      notify({ message: 'The photo was deleted.', variant: 'success' });
    } catch (failure) {
      notify({ message: errorText(failure), variant: 'error' });
    }
  }

  return (
    <figure className={styles.photo}>
      <img src={photo.Thumbnail} alt={`${design.Name}, ${taken}`} width={160} height={160} loading="lazy" />
      <figcaption className={styles.caption}>
        <span>{taken}</span>
        {styleName && (
          <label className={styles.publish} htmlFor={publishId}>
            <input
              id={publishId}
              type="checkbox"
              checked={photo.Published}
              disabled={saving}
              onChange={(event) => void setPublished(event.target.checked)}
            />
            On the {styleName} page
          </label>
        )}
        <Button variant="danger" disabled={deleting} onClick={() => setConfirming(true)}>
          Delete photo
        </Button>
      </figcaption>
      <ConfirmDialog
        id={`delete-design-photo-${photo.Id}`}
        type="danger"
        title="Delete this photo?"
        message="It goes from this design, from your gallery and from the style's page. This cannot be undone."
        open={confirming}
        onConfirm={() => void remove()}
        onCancel={() => setConfirming(false)}
      />
    </figure>
  );
}
