import {
  Button,
  countText,
  errorText,
  LoadError,
  Loading,
  Paginator,
  plantRequestDialogToggled,
  useAppDispatch,
} from '@thrive/shared';
import { PlantGrid, type PlantListView } from '@thrive/shared/plant-list';
import { PLANT_PAGE_SIZE, type PlantListItem, type PlantPage } from '@thrive/shared/contracts';
import { DidYouMean } from './did-you-mean';
import styles from './search.module.css';

/** "1 plant", "123 plants": the count screen readers hear when results arrive. */
function plantCount(total: number): string {
  return countText(total, 'plant', 'plants');
}

interface Props {
  page: PlantPage | undefined;
  /** A new page or search is on its way (the last one stays on screen meanwhile). */
  fetching: boolean;
  error: unknown;
  /** The server refused the filters (400): its message is next to the filters, no retry here. */
  refusedFilters: boolean;
  onRetry: () => void;
  k: string;
  /** The page asked for (the one on screen may still be the last one while it loads). */
  pageIndex: number;
  view: PlantListView;
  zoneId: number;
  decorate: (plant: PlantListItem) => PlantListItem;
  actions?: ((plant: PlantListItem) => React.ReactNode) | undefined;
  onPage: (pageIndex: number) => void;
  /** Search users cannot reach the request dialog (SPEC §2.4 visibility). */
  canRequestPlant: boolean;
  filtersOn: boolean;
  onClearFilters: () => void;
  /** Runs another search: the "did you mean" offer under no results. */
  onSearchText: (text: string) => void;
}

/** The results with their loading, error and no-result states, and the paginator. */
export function SearchResults({
  page,
  fetching,
  error,
  refusedFilters,
  onRetry,
  k,
  pageIndex,
  view,
  zoneId,
  decorate,
  actions,
  onPage,
  canRequestPlant,
  filtersOn,
  onClearFilters,
  onSearchText,
}: Props) {
  const dispatch = useAppDispatch();
  if (error && !fetching) {
    if (refusedFilters) return <p className={styles.note}>Change the filters to search again.</p>;
    return <LoadError message={errorText(error)} onRetry={onRetry} />;
  }
  if (!page) return <Loading label="Searching plants…" />;
  const text = k.trim();
  return (
    <div aria-busy={fetching || undefined}>
      <p id="search-results-count" className={styles.count} role="status">
        {plantCount(page.TotalRows)}
      </p>
      {page.TotalRows === 0 ? (
        <div className={styles.noResults}>
          <p className={styles.noResultsTitle}>
            {text
              ? `No plants match “${text}”${filtersOn ? ' with these filters' : ''}.`
              : 'No plants match these filters.'}
          </p>
          {text && <DidYouMean text={text} onSearch={onSearchText} />}
          <p>Check the spelling, try fewer words{filtersOn ? ' or fewer filters' : ''}.</p>
          <div className={styles.noResultsActions}>
            {filtersOn && <Button onClick={onClearFilters}>Clear filters</Button>}
            {canRequestPlant && (
              <Button
                variant="primary"
                aria-haspopup="dialog"
                onClick={() => dispatch(plantRequestDialogToggled(true))}
              >
                Request a New Plant
              </Button>
            )}
          </div>
          {canRequestPlant && (
            <p className={styles.note}>
              Not in our catalogue? Ask for it and we will add it within 24 hours.
            </p>
          )}
        </div>
      ) : (
        <>
          <PlantGrid
            plants={page.Items.map(decorate)}
            view={view}
            label="Search results"
            zoneId={zoneId}
            actions={actions}
          />
          <Paginator
            pageIndex={pageIndex}
            pageSize={page.c || PLANT_PAGE_SIZE}
            totalRows={page.TotalRows}
            onPageChange={onPage}
            label="Result pages"
          />
        </>
      )}
    </div>
  );
}
