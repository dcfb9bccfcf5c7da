import type { ReactNode } from 'react';
import type { PlantListItem } from '@thrive/shared/contracts';
import { TOOLBAR_ACTIONS, type ToolbarAction, type ToolbarActionCode } from '@thrive/shared';
import { PlantCard, type PlantCardProps, type PlantListView } from './plant-card';
import styles from './plant-card.module.css';

export interface PlantGridProps {
  plants: PlantListItem[];
  /** 'list': one a row with a 100 px picture; 'grid': 3 a row on wide screens (SPEC §9). */
  view?: PlantListView;
  /** The list's accessible name ("Search results", "Featured plants"). */
  label: string;
  zoneId?: number;
  showFavorite?: boolean;
  /** Buttons of one plant's card (beside its heart). */
  actions?: (plant: PlantListItem) => ReactNode;
  onFavoriteChange?: (plant: PlantListItem, isFavorite: boolean) => void;
  headingLevel?: PlantCardProps['headingLevel'];
}

/** A list of plants as cards, in the list or the grid layout. */
export function PlantGrid({
  plants,
  view = 'list',
  label,
  zoneId,
  showFavorite,
  actions,
  onFavoriteChange,
  headingLevel,
}: PlantGridProps) {
  return (
    <ul
      className={view === 'grid' ? `${styles.cards} ${styles.gridCards}` : styles.cards}
      aria-label={label}
      data-view={view}
    >
      {plants.map((plant) => (
        <li key={plant.Id}>
          <PlantCard
            plant={plant}
            view={view}
            zoneId={zoneId}
            showFavorite={showFavorite}
            actions={actions?.(plant)}
            onFavoriteChange={onFavoriteChange && ((isFavorite) => onFavoriteChange(plant, isFavorite))}
            headingLevel={headingLevel}
          />
        </li>
      ))}
    </ul>
  );
}

/** The header action that switches a plant list to the other view (SPEC §2.5 codes 5 and 6). */
export const PLANT_VIEW_ACTIONS: Record<PlantListView, ToolbarAction> = {
  // Shown while in the list view: it switches to the grid.
  list: { code: TOOLBAR_ACTIONS.GridView, label: 'Grid view' },
  grid: { code: TOOLBAR_ACTIONS.ListView, label: 'List view' },
};

/** The view a toolbar click asks for, or null when the click was another action. */
export function plantViewFromAction(code: ToolbarActionCode): PlantListView | null {
  if (code === TOOLBAR_ACTIONS.GridView) return 'grid';
  if (code === TOOLBAR_ACTIONS.ListView) return 'list';
  return null;
}
