import { useRef, useState, type PointerEvent } from 'react';
import type { PlantImage } from '@thrive/shared/contracts';
import { NO_PLANT_IMAGE } from '@thrive/shared';
import styles from './plant-images.module.css';

/** SPEC §9 gesture handling: horizontal swipe only, threshold 20 (px), velocity 0. */
export const SWIPE_THRESHOLD_PX = 20;

function Chevron({ direction }: { direction: 'left' | 'right' }) {
  return (
    <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
      <path
        d={direction === 'left' ? 'm15 18-6-6 6-6' : 'm9 18 6-6-6-6'}
        fill="none"
        stroke="currentColor"
        strokeWidth="2.5"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

type Stage = 'photo' | 'fallback' | 'drawn';

export interface PictureProps {
  src: string;
  alt: string;
  fallbackAlt: string;
  /** A drawing is shown whole on a plain ground; a photo fills the frame. */
  fit?: 'cover' | 'contain';
}

/**
 * A photo that falls back to the SPEC §8 image when it fails (or when there is none), and to
 * a drawn sprout if that fails too, so a broken image never shows and onError cannot loop.
 */
export function Picture({ src, alt, fallbackAlt, fit = 'cover' }: PictureProps) {
  const [failed, setFailed] = useState<{ src: string; stage: Stage } | null>(null);
  // Another photo starts over.
  const stage: Stage = failed?.src === src ? failed.stage : src ? 'photo' : 'fallback';
  if (stage === 'drawn') {
    return (
      <svg className={styles.drawn} viewBox="0 0 24 24" role="img" aria-label={fallbackAlt}>
        <path d="M12 21v-9M12 12c0-4 3-6 7-6 0 4-3 6-7 6ZM12 14c0-3-2.5-5-6-5 0 3 2.5 5 6 5Z" />
      </svg>
    );
  }
  const contained = fit === 'contain' && stage === 'photo';
  return (
    <img
      className={contained ? `${styles.photo} ${styles.drawing}` : styles.photo}
      src={stage === 'photo' ? src : NO_PLANT_IMAGE}
      alt={stage === 'photo' ? alt : fallbackAlt}
      draggable={false}
      onError={() => setFailed({ src, stage: stage === 'photo' ? 'fallback' : 'drawn' })}
    />
  );
}

export interface CarouselProps {
  images: PlantImage[];
  plantName: string;
  /** The photo shown (kept by the widget, whose credit line follows it), within range. */
  index: number;
  onIndexChange: (index: number) => void;
}

/** The photos one at a time, turned by the arrows or a swipe (WAI-ARIA carousel pattern). */
export function Carousel({ images, plantName, index, onIndexChange }: CarouselProps) {
  const start = useRef<{ x: number; y: number } | null>(null);
  const count = images.length;
  const image = images[index]!;
  const go = (to: number) => onIndexChange(Math.max(0, Math.min(count - 1, to)));

  function onPointerUp(event: PointerEvent) {
    const from = start.current;
    start.current = null;
    if (!from) return;
    const dx = event.clientX - from.x;
    // Horizontal only: a mostly vertical move is the page scrolling.
    if (Math.abs(dx) < SWIPE_THRESHOLD_PX || Math.abs(dx) <= Math.abs(event.clientY - from.y)) return;
    go(dx < 0 ? index + 1 : index - 1);
  }

  return (
    <section
      className={styles.carousel}
      aria-roledescription="carousel"
      aria-label={`Photos of ${plantName}`}
    >
      <div
        className={styles.slide}
        role="group"
        aria-roledescription="slide"
        aria-label={`${index + 1} of ${count}`}
        onPointerDown={(event) => {
          start.current = { x: event.clientX, y: event.clientY };
        }}
        onPointerUp={onPointerUp}
        onPointerCancel={() => {
          start.current = null;
        }}
      >
        <Picture
          src={image.Url}
          alt={`${plantName}, photo ${index + 1} of ${count}`}
          fallbackAlt={`${plantName}: picture not available`}
        />
      </div>
      {count > 1 && (
        <div className={styles.controls}>
          <button
            type="button"
            className={styles.arrow}
            aria-label="Previous photo"
            disabled={index === 0}
            onClick={() => go(index - 1)}
          >
            <Chevron direction="left" />
          </button>
          <p className={styles.position} aria-live="polite">
            Photo {index + 1} of {count}
          </p>
          <button
            type="button"
            className={styles.arrow}
            aria-label="Next photo"
            disabled={index === count - 1}
            onClick={() => go(index + 1)}
          >
            <Chevron direction="right" />
          </button>
        </div>
      )}
    </section>
  );
}
