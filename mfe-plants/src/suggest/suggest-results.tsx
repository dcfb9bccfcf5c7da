import { useEffect, useRef } from 'react';
import { Button, countText, EmptyState, Paginator } from '@thrive/shared';
import { PlantCard } from '@thrive/shared/plant-list';
import { PLANT_PAGE_SIZE, type SuggestPlantsResponse } from '@thrive/shared/contracts';
import styles from './suggest.module.css';

interface Props {
  result: SuggestPlantsResponse;
  pageIndex: number;
  pageSize: number | undefined;
  /** Whether the search had size, category, toxicity or wish limits to loosen. */
  limited: boolean;
  onPageChange: (pageIndex: number) => void;
  onChangeSpot: () => void;
  onLoosen: () => void;
}

/** The results heading names the spot as the server understood it. */
function spotHeading({ Sun, Water, HardinessZone }: SuggestPlantsResponse['Spot']): string {
  return `Plants for ${Sun} · ${Water} · zone ${HardinessZone}`;
}

/** SPEC §1: the wishes a suggestion meets, in a line under its card. */
function wishesMetText(wishes: string[]): string {
  return `Meets: ${wishes.join(', ')}`;
}

/**
 * Ranked suggestions: only plants that score good in the spot, most wishes met first. The
 * heading takes focus when a search lands, so a screen reader reads where the results begin.
 */
export function SuggestResults({
  result,
  pageIndex,
  pageSize = PLANT_PAGE_SIZE,
  limited,
  onPageChange,
  onChangeSpot,
  onLoosen,
}: Props) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const count = countText(result.TotalRows, 'plant', 'plants');
  return (
    <section className={styles.results} aria-labelledby="suggest-results-heading">
      <div className={styles.resultsHead}>
        <h3 id="suggest-results-heading" ref={heading} tabIndex={-1} className={styles.resultsTitle}>
          {spotHeading(result.Spot)}
        </h3>
        <Button onClick={onChangeSpot}>Change the spot</Button>
      </div>
      {result.TotalRows === 0 ? (
        <EmptyState title="No plants we know will thrive in this spot with these limits">
          <p className={styles.hint}>
            {limited
              ? 'Try loosening your wishes: fewer categories, a larger size or fewer toxicities to avoid.'
              : 'Try another sun, water or hardiness zone.'}
          </p>
          <div className={styles.emptyActions}>
            {limited && (
              <Button variant="primary" onClick={onLoosen}>
                Try without limits
              </Button>
            )}
            <Button onClick={onChangeSpot}>Change the spot</Button>
          </div>
        </EmptyState>
      ) : (
        <>
          <p className={styles.hint}>
            {count} that should thrive here, those meeting most of your wishes first.
          </p>
          <ul className={styles.cards} aria-label="Suggested plants">
            {result.Items.map((plant) => (
              <li key={plant.Id} className={styles.suggestion}>
                <PlantCard plant={plant} headingLevel={4} />
                {plant.WishesMet.length > 0 && (
                  <p className={styles.meets}>{wishesMetText(plant.WishesMet)}</p>
                )}
              </li>
            ))}
          </ul>
          <Paginator
            label="Suggestion pages"
            pageIndex={pageIndex}
            pageSize={pageSize}
            totalRows={result.TotalRows}
            onPageChange={onPageChange}
          />
        </>
      )}
    </section>
  );
}
