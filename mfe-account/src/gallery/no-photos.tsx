import type { ReactNode } from 'react';
import { Button, EmptyState } from '@thrive/shared';
import styles from './gallery.module.css';

const NO_PHOTOS = 'No photos yet';

interface Props {
  /** The named gallery on screen; null for All photos. */
  galleryName: string | null;
  favoritesOnly: boolean;
  /** The "Add photos" picker: an empty gallery is where the first photos are added. */
  picker: ReactNode;
  onShowAll: () => void;
}

/** The empty gallery, saying what to do next. */
export function NoPhotos({ galleryName, favoritesOnly, picker, onShowAll }: Props) {
  if (favoritesOnly) {
    return (
      <EmptyState title="No favorite photos here yet">
        <p className={styles.hint}>Tap the heart on a photo to keep it among your favorites.</p>
        <Button onClick={onShowAll}>Show all photos</Button>
      </EmptyState>
    );
  }
  return (
    <EmptyState title={galleryName ? `No photos in “${galleryName}” yet` : NO_PHOTOS}>
      <p className={styles.hint}>Add photos of your plants to remember how they grow, season by season.</p>
      {picker}
    </EmptyState>
  );
}
