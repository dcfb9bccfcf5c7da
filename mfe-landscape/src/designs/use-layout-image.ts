import { useEffect, useState } from 'react';
import { apiRequestHeaders, selectIdentity, useAppSelector } from '@thrive/shared';

/**
 * A design's layout (`Layout.svg`) as a blob address an <img> can show: the address needs the
 * sign-in headers, which an <img> cannot send, so it is fetched with the ones every API call
 * carries. Null while loading, on failure, or where the browser cannot make blob addresses;
 * the caller draws a placeholder then.
 */
export function useLayoutImage(address: string): string | null {
  const identity = useAppSelector(selectIdentity);
  const [image, setImage] = useState<{ address: string; url: string } | null>(null);

  useEffect(() => {
    if (!address || typeof URL.createObjectURL !== 'function') return;
    const abort = new AbortController();
    let url = '';
    fetch(address, { headers: apiRequestHeaders(identity, 'GET', address), signal: abort.signal })
      .then((response) => (response.ok ? response.blob() : null))
      .then((blob) => {
        if (!blob || abort.signal.aborted) return;
        url = URL.createObjectURL(blob);
        setImage({ address, url });
      })
      .catch(() => undefined); // the placeholder stays: a thumbnail is not worth an error
    return () => {
      abort.abort();
      if (url) URL.revokeObjectURL(url);
    };
  }, [address, identity]);

  return image?.address === address ? image.url : null;
}
