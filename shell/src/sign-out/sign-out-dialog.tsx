import { ConfirmDialog } from '@thrive/shared';
import { useSignOut } from './use-sign-out';

export const SIGN_OUT_TITLE = 'Sign out?';
const SIGN_OUT_MESSAGE =
  'This device will forget your garden. To sign in again you will need the sign-in link from your email.';
export const SIGN_OUT_CONFIRM = 'Yes, sign out';
export const SIGN_OUT_CANCEL = 'No, stay signed in';

/** The question before Sign out (issue 30), in the app's one confirm dialog. */
export function SignOutDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const signOut = useSignOut();
  return (
    <ConfirmDialog
      id="sign-out-dialog"
      title={SIGN_OUT_TITLE}
      message={SIGN_OUT_MESSAGE}
      confirmText={SIGN_OUT_CONFIRM}
      cancelText={SIGN_OUT_CANCEL}
      open={open}
      onConfirm={() => {
        onClose();
        void signOut();
      }}
      onCancel={onClose}
    />
  );
}
