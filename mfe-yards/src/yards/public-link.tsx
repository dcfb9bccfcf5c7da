import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Button, useCarriedLink } from '@thrive/shared';
import { formStyles as fields } from '@thrive/shared';
import ui from '../common/ui.module.css';
import styles from './yards.module.css';

/** The public page's hash route (SPEC §2.1 "public"): readable without a session. */
export const publicYardPath = (yardId: number) => `/public/yard/${yardId}`;

function publicYardUrl(yardId: number): string {
  const { origin, pathname } = window.location;
  return `${origin}${pathname}#${publicYardPath(yardId)}`;
}

/** The address of a public yard, to open or to copy and share. */
export function PublicLink({ yardId }: { yardId: number }) {
  const carried = useCarriedLink();
  // The shared address carries no session parameters: the key must never leave the session.
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
        <Link to={carried(publicYardPath(yardId))} className={ui.link}>
          Open the public page
        </Link>
      </p>
      <div className={styles.linkRow}>
        <label htmlFor="public-yard-url" className={ui.visuallyHidden}>
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
