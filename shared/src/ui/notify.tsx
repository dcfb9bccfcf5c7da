import { enqueueSnackbar, type SnackbarKey, type VariantType } from 'notistack';

export interface Toast {
  /** SPEC's text, verbatim. */
  message: string;
  /** Some SPEC toasts are titled, e.g. 'Add a Plant Request'. */
  title?: string;
  variant?: VariantType;
}

function ToastText({ title, message }: Pick<Toast, 'title' | 'message'>) {
  return (
    <span className="thrive-toast">
      {title && <strong className="thrive-toast-title">{title}</strong>}
      {title && ' '}
      <span className="thrive-toast-message">{message}</span>
    </span>
  );
}

/**
 * Shows a toast through the page's one notistack (a federation singleton), so the shell and
 * every remote toast alike. notistack finds duplicates by comparing messages by identity,
 * which never matches for an element: the text is the toast's key instead, so a toast
 * already on screen (or queued) is not shown twice (SPEC §8).
 */
export function notify({ message, title, variant = 'default' }: Toast): SnackbarKey {
  return enqueueSnackbar(<ToastText title={title} message={message} />, {
    key: `${title ?? ''}\n${message}`,
    variant,
    preventDuplicate: true,
  });
}
