import { useState } from 'react';
import { Button, formStyles } from '@thrive/shared';
import { webcalUrl } from './feed-url';
import styles from '../common/tasks.module.css';
import own from './subscribe.module.css';

/**
 * The new private address, shown this once (only its hash is kept), with Copy, a webcal://
 * link for calendar apps, and how to add it to Google Calendar by URL.
 */
export function FeedAddress({ url }: { url: string }) {
  const [copied, setCopied] = useState('');
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setCopied('Copied.');
    } catch {
      setCopied('Select the address and copy it.');
    }
  };
  return (
    <section className={`${styles.card} ${own.address}`} aria-labelledby="feed-address-title">
      <h3 id="feed-address-title" className={styles.cardTitle}>
        Your calendar address
      </h3>
      <p className={own.warning}>Copy it now: for your privacy it is shown only this once.</p>
      <div className={formStyles.field}>
        <label htmlFor="feed-address" className={formStyles.label}>
          Calendar address
        </label>
        <input
          id="feed-address"
          className={formStyles.control}
          readOnly
          value={url}
          onFocus={(event) => event.currentTarget.select()}
        />
      </div>
      <div className={styles.row}>
        <Button variant="primary" onClick={() => void copy()}>
          Copy address
        </Button>
        <a href={webcalUrl(url)} className={styles.link}>
          Open in my calendar app
        </a>
        <span role="status" className={styles.note}>
          {copied}
        </span>
      </div>
      <h4 className={own.subTitle}>Google Calendar</h4>
      <ol className={own.steps}>
        <li>On a computer, open Google Calendar.</li>
        <li>Beside “Other calendars”, select + and then “From URL”.</li>
        <li>Paste the address and select “Add calendar”. Your phone shows it too.</li>
      </ol>
      <h4 className={own.subTitle}>Apple Calendar, Outlook and others</h4>
      <p className={styles.note}>
        Use “Open in my calendar app”, or add a calendar subscription (“from the internet”) and paste the
        address.
      </p>
    </section>
  );
}
