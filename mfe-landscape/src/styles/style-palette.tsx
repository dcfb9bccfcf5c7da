import { useState } from 'react';
import { errorText, LoadError, Loading, Paginator } from '@thrive/shared';
import { PlantGrid } from '@thrive/shared/plant-list';
import { LANDSCAPE_STYLE_PAGE_SIZE } from '@thrive/shared/landscape';
import { useGetLandscapeStylePlantsQuery } from '@thrive/shared/landscape-api';
import styles from './style-page.module.css';

/**
 * The style's palette as plant cards, back of the bed first; each card links to the plant's
 * details with the carried parameters, and carries its thrive score for the gardener's garden.
 */
export function StylePalette({ styleId, styleName }: { styleId: number; styleName: string }) {
  const [pageIndex, setPageIndex] = useState(0);
  const query = useGetLandscapeStylePlantsQuery({ styleId, i: pageIndex, c: LANDSCAPE_STYLE_PAGE_SIZE });
  return (
    <section className={styles.section} aria-labelledby="style-palette-title">
      <h3 id="style-palette-title" className={styles.sectionTitle}>
        Plants in this style
      </h3>
      {query.error && !query.isFetching ? (
        <LoadError message={errorText(query.error)} onRetry={() => void query.refetch()} />
      ) : !query.data ? (
        <Loading label="Loading the plants…" />
      ) : query.data.TotalRows === 0 ? (
        <p className={styles.note}>This style has no plants yet.</p>
      ) : (
        <div aria-busy={query.isFetching || undefined}>
          <PlantGrid
            plants={query.data.Items}
            view="grid"
            label={`Plants of ${styleName}`}
            headingLevel={4}
          />
          <Paginator
            pageIndex={pageIndex}
            pageSize={query.data.c || LANDSCAPE_STYLE_PAGE_SIZE}
            totalRows={query.data.TotalRows}
            onPageChange={setPageIndex}
            label="Plant pages"
          />
        </div>
      )}
    </section>
  );
}
