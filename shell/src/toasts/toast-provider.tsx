import type { ReactNode } from 'react';
import { closeSnackbar, SnackbarProvider, type SnackbarKey } from 'notistack';
import { toastGone, toastShown } from '@thrive/shared';
import styles from './toasts.module.css';

/** At most this many toasts at once; more wait in notistack's queue. */
const MAX_TOASTS = 3;

function CloseToastButton({ id }: { id: SnackbarKey }) {
  return (
    <button type="button" className={styles.close} aria-label="Close" onClick={() => closeSnackbar(id)}>
      <span aria-hidden="true">×</span>
    </button>
  );
}

/**
 * The page's one toast host (DESIGN §3: notistack). SPEC §8: every toast has a close
 * button and a message already shown is not shown twice. Every toast shown is followed, so
 * that it closes with its screen (ScreenToasts), even one a remote raised by itself.
 */
export function ToastProvider({ children }: { children: ReactNode }) {
  return (
    <SnackbarProvider
      maxSnack={MAX_TOASTS}
      preventDuplicate
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      action={(id) => <CloseToastButton id={id} />}
      onEnter={(_node, _appearing, key) => toastShown(key)}
      onExited={(_node, key) => toastGone(key)}
    >
      {children}
    </SnackbarProvider>
  );
}
