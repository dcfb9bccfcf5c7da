import { useRef } from 'react';
import { Link } from 'react-router-dom';
import {
  Button,
  countText,
  EmptyState,
  errorText,
  LoadError,
  Loading,
  Paginator,
  useCarriedLink,
  useGetFavoritesQuery,
} from '@thrive/shared';
import { PlantGrid } from '@thrive/shared/plant-list';
import type { PlantListItem, PlantPage } from '@thrive/shared/contracts';
import { AccountPage } from '../common/account-page';
import { FavoritesControls } from './favorites-controls';
import { useFavoritesParams } from './use-favorites-params';
import { useUndoRemove } from './use-undo-remove';
import styles from './favorites.module.css';

const FAVORITES_TITLE = 'My Favorite Plants';
const NO_FAVORITES = 'No favorite plants yet';

const favoritesText = (total: number) => countText(total, 'favorite plant', 'favorite plants');

function NoFavorites({ filter, onClear }: { filter: string; onClear: () => void }) {
  const carried = useCarriedLink();
  if (filter) {
    return (
      <EmptyState title={`No favorite plants match “${filter}”`}>
        <Button onClick={onClear}>Clear the filter</Button>
      </EmptyState>
    );
  }
  return (
    <EmptyState title={NO_FAVORITES}>
      <p className={styles.hint}>Tap the heart on any plant to keep it here.</p>
      <Link to={carried('/plants/search')} className={styles.cta}>
        Find plants
      </Link>
    </EmptyState>
  );
}

interface ListProps {
  page: PlantPage;
  busy: boolean;
  pageIndex: number;
  pageSize: number;
  onPageChange: (pageIndex: number) => void;
  onRemoved: (plant: PlantListItem) => void;
}

function FavoritesList({ page, busy, pageIndex, pageSize, onPageChange, onRemoved }: ListProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  return (
    <div aria-busy={busy}>
      <h3 ref={heading} tabIndex={-1} className={styles.count}>
        {favoritesText(page.TotalRows)}
      </h3>
      <PlantGrid
        plants={page.Items}
        label="Favorite plants"
        headingLevel={4}
        onFavoriteChange={(plant, isFavorite) => {
          if (isFavorite) return;
          // The card leaves the list: keep the keyboard's place on the list's heading.
          heading.current?.focus();
          onRemoved(plant);
        }}
      />
      <Paginator
        label="Favorite pages"
        pageIndex={pageIndex}
        pageSize={pageSize}
        totalRows={page.TotalRows}
        onPageChange={onPageChange}
      />
    </div>
  );
}

/** users/favorites (SPEC §2.3 My Favorite Plants): newest first or by name, filtered, paged. */
export function FavoritesPage() {
  const { k, s, i, c, update } = useFavoritesParams();
  const favorites = useGetFavoritesQuery({ i, c, k, s });
  // Here, not in the list: Undo must work after the last favorite left and the list with it.
  const offerUndo = useUndoRemove();
  const page = favorites.data;
  const hasAny = Boolean(k) || (page?.TotalRows ?? 0) > 0;
  return (
    <AccountPage title={FAVORITES_TITLE}>
      {hasAny && <FavoritesControls k={k} s={s} onChange={update} />}
      {favorites.isLoading ? (
        <Loading label="Loading your favorite plants…" />
      ) : favorites.isError || !page ? (
        <LoadError message={errorText(favorites.error)} onRetry={() => void favorites.refetch()} />
      ) : page.TotalRows === 0 ? (
        <NoFavorites filter={k} onClear={() => update({ k: '', i: 0 })} />
      ) : (
        <FavoritesList
          page={page}
          busy={favorites.isFetching}
          pageIndex={i}
          pageSize={c}
          onPageChange={(next) => update({ i: next })}
          onRemoved={offerUndo}
        />
      )}
    </AccountPage>
  );
}
