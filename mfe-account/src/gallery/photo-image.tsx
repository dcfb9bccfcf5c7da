import { useState } from 'react';
import { NO_PLANT_IMAGE } from '@thrive/shared';

interface PhotoImageProps {
  src: string;
  alt: string;
  className?: string;
  /** The big picture of the image dialog loads at once; list thumbnails wait until seen. */
  eager?: boolean;
}

/**
 * A gardener's photo with its alt text. A photo that fails to load shows the SPEC §8 fallback
 * image instead, once: if the fallback fails too it stays, so onError cannot loop.
 */
export function PhotoImage({ src, alt, className, eager = false }: PhotoImageProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const failed = failedSrc === src || !src;
  return (
    <img
      className={className}
      src={failed ? NO_PLANT_IMAGE : src}
      alt={alt}
      loading={eager ? 'eager' : 'lazy'}
      data-fallback={failed ? 'true' : undefined}
      onError={() => {
        if (!failed) setFailedSrc(src);
      }}
    />
  );
}
