import * as Dialog from '@radix-ui/react-dialog';
import { MODAL_DEFAULT_SIZE, type ModalProps } from './modal-props';
import styles from './modal.module.css';

/**
 * The one dialog frame of the app (DESIGN §3 UI: Radix for focus trap, Escape and
 * aria-labelledby), loaded by `Modal` when a dialog first opens. Backdrop and keyboard
 * dismissal are on by default (SPEC §5).
 */
export function ModalFrame({
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
