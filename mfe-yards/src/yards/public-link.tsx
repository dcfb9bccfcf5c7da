import { useState } from 'react';
import { Button, visuallyHidden } from '@thrive/shared';
import { formStyles as fields } from '@thrive/shared';
import ui from '../common/ui.module.css';
import styles from './yards.module.css';

/** The public page's hash route (SPEC §2.1 "public"): readable without a session. */
const publicYardPath = (yardId: number) => `/public/yard/${yardId}`;

/**
 * The public page's whole address, built from the page's origin and path alone: neither the
 * page's query nor the route's, which may hold the owner's sign-in key (`/?key=...#/`), and
 * no carried parameter. A link meant to be shared never carries a key (issue 30).
 */
export function publicYardUrl(
  yardId: number,
  { origin, pathname }: Pick<Location, 'origin' | 'pathname'> = window.location,
): string {
  return `${origin}${pathname}#${publicYardPath(yardId)}`;
}

/** The address of a public yard, to open or to copy and share: the same keyless one for both. */
export function PublicLink({ yardId }: { yardId: number }) {
  const url = publicYardUrl(yardId);
  const [copied, setCopied] = useState<'no' | 'yes' | 'failed'>('no');

  async function copy() {
    try {
      await navigator.clipboard.writeText(url);
      setCopied('yes');
    } catch {
      // Some WebViews refuse the clipboard: the address stays selectable in the field.
      setCopied('failed');
    }
  }

  return (
    <div className={styles.publicLink}>
      <p>
        Anyone with this link can see this yard.{' '}
        {/* A whole address, not a route: a router link would keep the page's own `?key=`. */}
        <a href={url} className={ui.link}>
          Open the public page
        </a>
      </p>
      <div className={styles.linkRow}>
        <label htmlFor="public-yard-url" className={visuallyHidden}>
          Public link
        </label>
        <input
          id="public-yard-url"
          className={fields.control}
          readOnly
          value={url}
          onFocus={(e) => e.target.select()}
        />
        <Button onClick={() => void copy()}>Copy link</Button>
      </div>
      <p role="status" className={ui.muted}>
        {copied === 'yes' ? 'Link copied.' : copied === 'failed' ? 'Copy the link from the field above.' : ''}
      </p>
    </div>
  );
}
