import { Button, countText, EmptyState, errorText, LoadError, Loading, Paginator } from '@thrive/shared';
import { LANDSCAPE_STYLE_PAGE_SIZE, type LandscapeStylePage } from '@thrive/shared/landscape';
import { StyleCard } from './style-card';
import styles from './styles-list.module.css';

/** "1 style", "12 styles": the count screen readers hear when results arrive. */
const styleCount = (total: number) => countText(total, 'style', 'styles');

interface Props {
  page: LandscapeStylePage | undefined;
  /** A new page or search is on its way (the last one stays on screen meanwhile). */
  fetching: boolean;
  error: unknown;
  onRetry: () => void;
  pageIndex: number;
  onPage: (pageIndex: number) => void;
  /** Text or a list is chosen: the empty state offers to clear them. */
  filtered: boolean;
  onClear: () => void;
}

/** The styles as cards, with their loading, error and empty states, and the paginator. */
export function StyleResults({
  page,
  fetching,
  error,
  onRetry,
  pageIndex,
  onPage,
  filtered,
  onClear,
}: Props) {
  if (error && !fetching) return <LoadError message={errorText(error)} onRetry={onRetry} />;
  if (!page) return <Loading label="Loading styles…" />;
  if (page.TotalRows === 0) {
    return (
      <EmptyState title={filtered ? 'No style matches these filters' : 'No styles yet'}>
        {filtered && <Button onClick={onClear}>Clear</Button>}
      </EmptyState>
    );
  }
  return (
    <div aria-busy={fetching || undefined}>
      <p className={styles.count} role="status">
        {styleCount(page.TotalRows)}
      </p>
      <ul className={styles.cards} aria-label="Landscape styles">
        {page.Items.map((style) => (
          <li key={style.Id}>
            <StyleCard style={style} />
          </li>
        ))}
      </ul>
      <Paginator
        pageIndex={pageIndex}
        pageSize={page.c || LANDSCAPE_STYLE_PAGE_SIZE}
        totalRows={page.TotalRows}
        onPageChange={onPage}
        label="Style pages"
      />
    </div>
  );
}
