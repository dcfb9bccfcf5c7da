import { useEffect, useRef, useState } from 'react';
import { Info } from 'lucide-react';
import { Button, Modal } from '@thrive/shared';
import type { PageTip } from './page-tips';
import styles from './page-tip.module.css';

export const PAGE_TIP_BUTTON_LABEL = 'Tips for this page';
export const PAGE_TIP_DIALOG_ID = 'page-tip-dialog';

/**
 * The header toolbar's tooltip info button (SPEC §2.5) and the page tooltip dialog it opens
 * (SPEC §2.6). `buttonClassName` is the toolbar's icon-button look.
 */
export function PageTipButton({
  tip,
  buttonClassName,
}: {
  /** Null while the tips file is on its way: the button holds its place, disabled. */
  tip: PageTip | null;
  buttonClassName?: string;
}) {
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const wasOpen = useRef(false);
  // The dialog has no trigger of its own to return focus to: back to this button on closing.
  useEffect(() => {
    if (wasOpen.current && !open) button.current?.focus();
    wasOpen.current = open;
  }, [open]);
  return (
    <>
      <button
        ref={button}
        type="button"
        className={buttonClassName}
        aria-label={PAGE_TIP_BUTTON_LABEL}
        title={PAGE_TIP_BUTTON_LABEL}
        aria-haspopup="dialog"
        disabled={tip === null}
        onClick={() => setOpen(true)}
      >
        <Info aria-hidden="true" size={22} />
      </button>
      {/* Its own Close button is the way out, so the frame's close X is not shown twice. */}
      {tip && (
        <Modal
          id={PAGE_TIP_DIALOG_ID}
          title={tip.title}
          open={open}
          hideClose
          onOpenChange={setOpen}
          footer={
            <Button variant="primary" onClick={() => setOpen(false)}>
              Close
            </Button>
          }
        >
          {tip.paragraphs.map((paragraph) => (
            <p key={paragraph} className={styles.paragraph}>
              {paragraph}
            </p>
          ))}
        </Modal>
      )}
    </>
  );
}
