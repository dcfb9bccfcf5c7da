import { useState } from 'react';
import { errorText, notify, useRecordLinkClick, useToggleFavoritePlantMutation } from '@thrive/shared';
import { LINK_KINDS } from '@thrive/shared/contracts';
import styles from './plant-card.module.css';

export interface FavoriteToggleProps {
  plantId: number;
  /** The plant's common name: the button is "Favorite Rose", pressed or not. */
  plantName: string;
  isFavorite: boolean;
  /** After the server confirmed the change (a favorites list may drop the plant). */
  onChange?: (isFavorite: boolean) => void;
  className?: string;
}

/** What a screen reader hears once the change is saved. */
export function favoriteAnnouncement(plantName: string, isFavorite: boolean): string {
  return isFavorite ? `${plantName} added to your favorites.` : `${plantName} removed from your favorites.`;
}

/**
 * The favourite heart (SPEC §2.6): a toggle button (aria-pressed) calling ToggleFavoritePlant.
 * It shows the new state at once and goes back if the call fails (with the server's message,
 * SPEC §8). Link kinds 34 (add to favorites) and 36 (remove favorite) are recorded (SPEC §4).
 */
export function FavoriteToggle({ plantId, plantName, isFavorite, onChange, className }: FavoriteToggleProps) {
  const [toggle, { isLoading }] = useToggleFavoritePlantMutation();
  const record = useRecordLinkClick('plant-card');
  // The shown state: the list's until the gardener taps, then what the server answered.
  const [pressed, setPressed] = useState(isFavorite);
  const [seen, setSeen] = useState(isFavorite);
  const [announcement, setAnnouncement] = useState('');
  if (seen !== isFavorite) {
    // The list was read again (another screen changed it): follow it.
    setSeen(isFavorite);
    setPressed(isFavorite);
  }

  async function onClick() {
    const wanted = !pressed;
    setPressed(wanted);
    try {
      const result = await toggle(plantId).unwrap();
      setPressed(result.IsFavorite);
      setAnnouncement(favoriteAnnouncement(plantName, result.IsFavorite));
      record(result.IsFavorite ? LINK_KINDS.PlantAddToFavorites : LINK_KINDS.PlantRemoveFavorite);
      onChange?.(result.IsFavorite);
    } catch (error) {
      setPressed(!wanted);
      notify({ message: errorText(error), variant: 'error' });
    }
  }

  return (
    <>
      <button
        type="button"
        className={[styles.heart, className].filter(Boolean).join(' ')}
        aria-pressed={pressed}
        aria-label={`Favorite ${plantName}`}
        title={pressed ? 'Remove from favorites' : 'Add to favorites'}
        // Not `disabled`: that would drop keyboard focus while the call runs.
        aria-disabled={isLoading || undefined}
        onClick={() => {
          if (!isLoading) void onClick();
        }}
      >
        <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
          <path
            d="M12 20.5s-7.5-4.6-9.3-9.2C1.5 8.1 3.4 4.5 7 4.5c2.1 0 3.6 1.1 5 2.9 1.4-1.8 2.9-2.9 5-2.9 3.6 0 5.5 3.6 4.3 6.8-1.8 4.6-9.3 9.2-9.3 9.2Z"
            fill={pressed ? 'currentColor' : 'none'}
            stroke="currentColor"
            strokeWidth="2"
            strokeLinejoin="round"
          />
        </svg>
      </button>
      <span role="status" className={styles.visuallyHidden}>
        {announcement}
      </span>
    </>
  );
}
