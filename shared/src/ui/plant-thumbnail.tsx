import { useState } from 'react';

/** SPEC §8: an image that fails to load (or a plant with none) shows this one instead. */
export const NO_PLANT_IMAGE = '/assets/noPlantImage.png';

type Stage = 'photo' | 'fallback' | 'placeholder';

/**
 * A plant's picture, decorative beside its name (alt=""). No photo or a failed one swaps in
 * the SPEC §8 fallback image; if that fails too, a drawn sprout stands in, so a broken image
 * never shows and onError cannot loop.
 */
export function PlantThumbnail({ src, className }: { src: string; className?: string }) {
  const [failed, setFailed] = useState<{ src: string; stage: Stage } | null>(null);
  // A new address starts over (a list row reused for another plant).
  const stage: Stage = failed?.src === src ? failed.stage : src ? 'photo' : 'fallback';
  if (stage === 'placeholder') return <SproutGlyph className={className} />;
  return (
    <img
      className={className}
      src={stage === 'photo' ? src : NO_PLANT_IMAGE}
      alt=""
      loading="lazy"
      data-fallback={stage === 'fallback' ? 'true' : undefined}
      onError={() => setFailed({ src, stage: stage === 'photo' ? 'fallback' : 'placeholder' })}
    />
  );
}

function SproutGlyph({ className }: { className?: string | undefined }) {
  return (
    <svg
      className={className}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.5"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      data-fallback="placeholder"
    >
      <path d="M12 21v-9" />
      <path d="M12 12c0-4 3-6 7-6 0 4-3 6-7 6Z" />
      <path d="M12 14c0-3-2.5-5-6-5 0 3 2.5 5 6 5Z" />
    </svg>
  );
}
