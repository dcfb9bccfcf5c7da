import { closeSnackbar, enqueueSnackbar, type SnackbarKey, type VariantType } from 'notistack';

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
 * The toasts raised through `notify` and not yet gone, with their variant and how many times
 * the gardener had acted (tapped, typed, gone back) when each was raised. Module state: this
 * module is a federation singleton, so the shell and every remote share it.
 */
const raised = new Map<SnackbarKey, { variant: VariantType; actsBefore: number }>();
let gardenerActs = 0;
let lastRaisedAt = Number.NEGATIVE_INFINITY;

/**
 * A history move this soon after a toast is the screen's own (a save that goes back to where
 * the gardener came from, "Task saved" shown on the way), not the gardener pressing Back.
 */
export const OWN_HISTORY_MOVE_MS = 1000;

function closeToast(key: SnackbarKey) {
  raised.delete(key);
  closeSnackbar(key);
}

/** Closes the error toasts still shown: what they reported has since gone right. */
function closeErrorToasts() {
  for (const [key, toast] of raised) if (toast.variant === 'error') closeToast(key);
}

/**
 * Shows a toast through the page's one notistack (a federation singleton), so the shell and
 * every remote toast alike. notistack finds duplicates by comparing messages by identity,
 * which never matches for an element: the text is the toast's key instead, so a toast
 * already on screen (or queued) is not shown twice (SPEC §8).
 *
 * A success closes the error toasts still shown, so an error never stands beside the
 * success that followed it (the plant request sent on the second try, the task completed).
 */
export function notify({ message, title, variant = 'default' }: Toast): SnackbarKey {
  if (variant === 'success') closeErrorToasts();
  const key = `${title ?? ''}\n${message}`;
  raised.set(key, { variant, actsBefore: gardenerActs });
  lastRaisedAt = Date.now();
  return enqueueSnackbar(<ToastText title={title} message={message} />, {
    key,
    variant,
    preventDuplicate: true,
    onExited: () => raised.delete(key),
  });
}

/** The gardener acted (a tap, a key, the browser's back): the toasts raised so far are behind them. */
export function gardenerActed(): void {
  gardenerActs += 1;
}

/**
 * The history moved (the browser's or the wrapper's Back, or a screen going back itself): the
 * gardener's act, unless a toast was raised just before, which the screen's own move carries.
 */
export function historyMoved(): void {
  if (Date.now() - lastRaisedAt > OWN_HISTORY_MOVE_MS) gardenerActs += 1;
}

/**
 * The address moved to another screen: the toasts of the screen left close (they belong to
 * it). A toast raised since the gardener's last act stays: it reports the very act that moved
 * them ("Task deleted" on the way back to the list) and belongs to the screen they arrive on.
 */
export function closeToastsOfLeftScreen(): void {
  for (const [key, toast] of raised) if (toast.actsBefore < gardenerActs) closeToast(key);
}

/**
 * For the toast host: a toast came on screen. One not raised through `notify` (a remote's own
 * toast with a button) is followed from now on, so it too stays with its screen.
 */
export function toastShown(key: SnackbarKey, variant: VariantType = 'default'): void {
  if (!raised.has(key)) raised.set(key, { variant, actsBefore: gardenerActs });
}

/** For the toast host: a toast has gone. */
export function toastGone(key: SnackbarKey): void {
  raised.delete(key);
}
