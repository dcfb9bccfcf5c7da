import { useCallback } from 'react';
import { closeSnackbar, enqueueSnackbar, type SnackbarKey } from 'notistack';
import { errorText, notify, useToggleFavoritePlantMutation } from '@thrive/shared';
import { favoriteAnnouncement } from '@thrive/shared/plant-list';
import type { PlantListItem } from '@thrive/shared/contracts';
import styles from './favorites.module.css';

/** Long enough to read the toast and reach its Undo by keyboard. */
const UNDO_TOAST_MS = 10_000;

function UndoActions({ id, plantName, onUndo }: { id: SnackbarKey; plantName: string; onUndo: () => void }) {
  return (
    <span className={styles.toastActions}>
      <button
        type="button"
        className={styles.undo}
        aria-label={`Undo removing ${plantName}`}
        onClick={() => {
          closeSnackbar(id);
          onUndo();
        }}
      >
        Undo
      </button>
      {/* SPEC §8: every toast has a close button. */}
      <button type="button" className={styles.close} aria-label="Close" onClick={() => closeSnackbar(id)}>
        <span aria-hidden="true">×</span>
      </button>
    </span>
  );
}

/**
 * A favorite is removed at once, without asking (the heart is easy to tap again); the toast
 * that says so offers Undo, which toggles the plant back (ToggleFavoritePlant again).
 */
export function useUndoRemove() {
  const [toggle] = useToggleFavoritePlantMutation();
  const undo = useCallback(
    async (plant: PlantListItem) => {
      try {
        const result = await toggle(plant.Id).unwrap();
        notify({ message: favoriteAnnouncement(plant.CommonName, result.IsFavorite) });
      } catch (error) {
        notify({ message: errorText(error), variant: 'error' });
      }
    },
    [toggle],
  );
  return useCallback(
    (plant: PlantListItem) =>
      enqueueSnackbar(favoriteAnnouncement(plant.CommonName, false), {
        key: `favorite-removed-${plant.Id}`,
        preventDuplicate: true,
        autoHideDuration: UNDO_TOAST_MS,
        action: (id) => <UndoActions id={id} plantName={plant.CommonName} onUndo={() => void undo(plant)} />,
      }),
    [undo],
  );
}
