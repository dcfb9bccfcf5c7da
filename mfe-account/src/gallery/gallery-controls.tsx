import { useState } from 'react';
import { Button, formStyles } from '@thrive/shared';
import type { GallerySummary } from '@thrive/shared/contracts';
import { DeleteGalleryDialog } from './delete-gallery-dialog';
import { GalleryNameDialog } from './gallery-name-dialog';
import { ALL_PHOTOS_ID, galleryOptions, galleryOptionText, namedGallery } from './gallery-options';
import styles from './gallery.module.css';

interface Props {
  galleries: GallerySummary[];
  galleryId: number;
  favoritesOnly: boolean;
  onChoose: (galleryId: number) => void;
  onFavoritesOnly: (on: boolean) => void;
}

type Editing = 'create' | 'rename' | 'delete' | null;

/**
 * The gallery chooser (All photos and the named galleries with their counts), the favourites
 * filter, and creating, renaming and deleting a gallery.
 */
export function GalleryControls({ galleries, galleryId, favoritesOnly, onChoose, onFavoritesOnly }: Props) {
  const [editing, setEditing] = useState<Editing>(null);
  const chosen = namedGallery(galleries, galleryId);
  const close = () => setEditing(null);
  return (
    <div className={styles.controls}>
      <div className={styles.chooser}>
        <label htmlFor="gallery-choice" className={styles.label}>
          Gallery
        </label>
        <select
          id="gallery-choice"
          className={formStyles.control}
          value={chosen ? chosen.Id : ALL_PHOTOS_ID}
          onChange={(event) => onChoose(Number(event.target.value))}
        >
          {galleryOptions(galleries).map((option) => (
            <option key={option.id} value={option.id}>
              {galleryOptionText(option)}
            </option>
          ))}
        </select>
      </div>
      <label className={styles.check}>
        <input
          type="checkbox"
          checked={favoritesOnly}
          onChange={(event) => onFavoritesOnly(event.target.checked)}
        />
        Favorites only
      </label>
      <div className={styles.manage}>
        <Button onClick={() => setEditing('create')}>New gallery</Button>
        {chosen && (
          <>
            <Button onClick={() => setEditing('rename')} aria-label={`Rename the gallery ${chosen.Name}`}>
              Rename
            </Button>
            <Button onClick={() => setEditing('delete')} aria-label={`Delete the gallery ${chosen.Name}`}>
              Delete
            </Button>
          </>
        )}
      </div>
      <GalleryNameDialog
        open={editing === 'create' || editing === 'rename'}
        gallery={editing === 'rename' ? chosen : null}
        onCancel={close}
        onSaved={(saved) => {
          close();
          onChoose(saved.Id);
        }}
      />
      <DeleteGalleryDialog
        gallery={chosen}
        open={editing === 'delete'}
        onCancel={close}
        onDeleted={() => onChoose(ALL_PHOTOS_ID)}
      />
    </div>
  );
}
