import { designFigures } from '@thrive/shared/landscape';
import type { DesignValues } from './design-values';
import styles from './designs.module.css';

/** Volumes to two decimals: a store sells by the cubic foot, not by its noise. */
const cubicFeet = (volume: number) => `${Math.round(volume * 100) / 100} cu ft`;

/**
 * The figures SPEC §5 derives from the measures (area, soil and mulch volumes, total plants),
 * recomputed on every keystroke with the same code the server saves them with, and read out
 * politely as they change.
 */
export function DesignFiguresSummary({ values }: { values: DesignValues }) {
  const figures = designFigures(values);
  return (
    <section className={styles.figures} aria-labelledby="design-figures-title">
      <h3 id="design-figures-title" className={styles.figuresTitle}>
        Your bed
      </h3>
      <dl className={styles.figureList} aria-live="polite" aria-atomic="true" data-testid="design-figures">
        <div>
          <dt>Area</dt>
          <dd>
            {figures.AreaFt} sq ft {figures.AreaIn} sq in
          </dd>
        </div>
        <div>
          <dt>Soil</dt>
          <dd>{cubicFeet(figures.SoilVolume)}</dd>
        </div>
        <div>
          <dt>Mulch</dt>
          <dd>{cubicFeet(figures.MulchVolume)}</dd>
        </div>
        <div>
          <dt>Total plants</dt>
          <dd>{figures.TotalPlantsRequired}</dd>
        </div>
      </dl>
    </section>
  );
}
