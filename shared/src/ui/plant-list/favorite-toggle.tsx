import { useRecordLinkClick, useToggleFavoritePlantMutation } from '@thrive/shared';
import { LINK_KINDS } from '@thrive/shared/contracts';
import { HeartToggle } from './heart-toggle';

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
 * The plant's favourite heart (SPEC §2.6), calling ToggleFavoritePlant. Link kinds 34 (add to favorites) and 36 (remove favorite) are recorded (SPEC §4).
 */
export function FavoriteToggle({ plantId, plantName, isFavorite, onChange, className }: FavoriteToggleProps) {
  const [toggle] = useToggleFavoritePlantMutation();
  const record = useRecordLinkClick('plant-card');
  async function save() {
    const { IsFavorite } = await toggle(plantId).unwrap();
    record(IsFavorite ? LINK_KINDS.PlantAddToFavorites : LINK_KINDS.PlantRemoveFavorite);
    onChange?.(IsFavorite);
    return IsFavorite;
  }
  return (
    <HeartToggle
      label={`Favorite ${plantName}`}
      isFavorite={isFavorite}
      save={save}
      announce={(saved) => favoriteAnnouncement(plantName, saved)}
      className={className}
    />
  );
}
