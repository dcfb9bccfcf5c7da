import { useEffect, useState } from 'react';
import useEmblaCarousel from 'embla-carousel-react';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import type { CompanionItem } from '@thrive/shared/contracts';
import { CompanionCard } from './companion-card';
import styles from './companions.module.css';

export const COMPANION_CAROUSEL_LABEL = 'Companion plants';
export const PREVIOUS_COMPANIONS = 'Previous companions';
export const NEXT_COMPANIONS = 'Next companions';

/**
 * A page of cards a step (as many as fit), kept within the ends. No autoplay and no loop: the
 * gardener moves it, by swipe, by the buttons, or by tabbing to a card (Embla follows focus).
 */
const OPTIONS: Parameters<typeof useEmblaCarousel>[0] = {
  align: 'start',
  containScroll: 'trimSnaps',
  slidesToScroll: 'auto',
};

interface Props {
  plants: CompanionItem[];
  zoneId: number;
}

/** The companions in a row that scrolls sideways (WAI-ARIA carousel pattern), with buttons. */
export function CompanionCarousel({ plants, zoneId }: Props) {
  const [viewport, carousel] = useEmblaCarousel(OPTIONS);
  const [can, setCan] = useState({ previous: false, next: false });

  useEffect(() => {
    if (!carousel) return;
    const update = () => setCan({ previous: carousel.canScrollPrev(), next: carousel.canScrollNext() });
    update();
    carousel.on('select', update).on('reInit', update);
    return () => {
      carousel.off('select', update).off('reInit', update);
    };
  }, [carousel]);

  const count = plants.length;
  return (
    <div
      role="region"
      aria-roledescription="carousel"
      aria-label={COMPANION_CAROUSEL_LABEL}
      className={styles.carousel}
    >
      {/* Only when the cards do not all fit. aria-disabled, not disabled: the focus stays on a
          button that reaches an end. */}
      {(can.previous || can.next) && (
        <div className={styles.controls}>
          <button
            type="button"
            className={styles.arrow}
            aria-label={PREVIOUS_COMPANIONS}
            aria-disabled={!can.previous}
            onClick={() => can.previous && carousel?.scrollPrev()}
          >
            <ChevronLeft aria-hidden="true" size={22} />
          </button>
          <button
            type="button"
            className={styles.arrow}
            aria-label={NEXT_COMPANIONS}
            aria-disabled={!can.next}
            onClick={() => can.next && carousel?.scrollNext()}
          >
            <ChevronRight aria-hidden="true" size={22} />
          </button>
        </div>
      )}
      <div className={styles.viewport} ref={viewport}>
        <div className={styles.track}>
          {plants.map((plant, index) => (
            <div
              key={plant.Id}
              className={styles.slide}
              role="group"
              aria-roledescription="slide"
              aria-label={`${index + 1} of ${count}`}
            >
              <CompanionCard plant={plant} zoneId={zoneId} />
            </div>
          ))}
        </div>
      </div>
    </div>
  );
}
