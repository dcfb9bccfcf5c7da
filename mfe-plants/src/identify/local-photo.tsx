import { useCallback } from 'react';

interface Props {
  photo: File;
  alt: string;
  className?: string | undefined;
}

/**
 * A photo on this device shown from a local address (an object URL): nothing is uploaded.
 * The address is made when the picture appears and freed when it goes.
 */
export function LocalPhoto({ photo, alt, className }: Props) {
  const showPhoto = useCallback(
    (image: HTMLImageElement | null) => {
      if (!image || typeof URL.createObjectURL !== 'function') return;
      const address = URL.createObjectURL(photo);
      image.src = address;
      return () => URL.revokeObjectURL(address);
    },
    [photo],
  );
  return <img ref={showPhoto} alt={alt} className={className} />;
}
