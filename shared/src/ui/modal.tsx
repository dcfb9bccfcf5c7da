import { useEffect, type ReactNode } from 'react';
import * as Dialog from '@radix-ui/react-dialog';
import styles from './modal.module.css';

export type ModalSize = 'sm' | 'md' | 'lg';

/** SPEC §9 "Modal defaults: size sm". */
export const MODAL_DEFAULT_SIZE: ModalSize = 'sm';

/** SPEC §2.6, logged verbatim. */
export const MODAL_ID_MISSING_MESSAGE = 'modal must have an id';

export interface ModalProps {
  /** Required by SPEC §2.6; becomes the dialog element's id. */
  id: string;
  title: ReactNode;
  size?: ModalSize;
  open: boolean;
  /** Called with false when the user dismisses the modal (close X, Escape, backdrop). */
  onOpenChange: (open: boolean) => void;
  closeOnBackdrop?: boolean;
  closeOnEscape?: boolean;
  /** The App Update dialog has no close X (SPEC §2.6). */
  hideClose?: boolean;
  /** Accessible name of the close X. */
  closeLabel?: string;
  children?: ReactNode;
  footer?: ReactNode;
}

/**
 * The one dialog frame of the app (DESIGN §3 UI: Radix for focus trap, Escape and
 * aria-labelledby). Backdrop and keyboard dismissal are on by default (SPEC §5).
 */
export function Modal({
  id,
  title,
  size = MODAL_DEFAULT_SIZE,
  open,
  onOpenChange,
  closeOnBackdrop = true,
  closeOnEscape = true,
  hideClose = false,
  closeLabel = 'Close',
  children,
  footer,
}: ModalProps) {
  useEffect(() => {
    if (!id) console.error(MODAL_ID_MISSING_MESSAGE);
  }, [id]);

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.backdrop} data-testid="modal-backdrop" />
        <Dialog.Content
          id={id || undefined}
          className={`${styles.dialog} ${styles[size]}`}
          aria-describedby={undefined}
          onEscapeKeyDown={(event) => {
            if (!closeOnEscape) event.preventDefault();
          }}
          onPointerDownOutside={(event) => {
            if (!closeOnBackdrop) event.preventDefault();
          }}
        >
          <header className={styles.header}>
            <Dialog.Title className={styles.title}>{title}</Dialog.Title>
            {!hideClose && (
              <Dialog.Close className={styles.close} aria-label={closeLabel}>
                <span aria-hidden="true">×</span>
              </Dialog.Close>
            )}
          </header>
          <div className={styles.body}>{children}</div>
          {footer && <footer className={styles.footer}>{footer}</footer>}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
