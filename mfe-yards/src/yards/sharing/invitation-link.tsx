import { useId, useState } from 'react';
import { Button, formStyles as fields, visuallyHidden } from '@thrive/shared';
import ui from '../../common/ui.module.css';
import styles from './sharing.module.css';

/**
 * A new invitation's link, to copy and pass on. Some WebViews refuse the clipboard: the link
 * then stays in a read-only field where it can be selected and copied by hand.
 */
export function InvitationLink({ link }: { link: string }) {
  const fieldId = useId();
  const [copied, setCopied] = useState<'no' | 'yes' | 'failed'>('no');

  async function copy() {
    try {
      await navigator.clipboard.writeText(link);
      setCopied('yes');
    } catch {
      setCopied('failed');
    }
  }

  return (
    <div className={styles.linkBox}>
      <div className={styles.linkRow}>
        <label htmlFor={fieldId} className={visuallyHidden}>
          Invitation link
        </label>
        <input
          id={fieldId}
          className={fields.control}
          readOnly
          value={link}
          onFocus={(event) => event.target.select()}
        />
        <Button onClick={() => void copy()}>Copy</Button>
      </div>
      <p role="status" className={ui.muted}>
        {copied === 'yes' ? 'Link copied.' : copied === 'failed' ? 'Copy the link from the field above.' : ''}
      </p>
    </div>
  );
}
