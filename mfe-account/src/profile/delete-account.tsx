import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import {
  Button,
  ConfirmDialog,
  endSession,
  errorText,
  notify,
  postToWrapper,
  thriveApi,
  useAppDispatch,
  useDeleteAccountMutation,
} from '@thrive/shared';
import styles from './profile.module.css';

const DELETE_ACCOUNT_TEXT = 'Delete my account';
export const DELETE_ACCOUNT_WARNING =
  'Your account and everything in it will be deleted: your profile, yards, zones and their plants, ' +
  'care tasks and notes, favorites and photos. This cannot be undone.';

/**
 * "Delete my account": asks first (a danger dialog headed "Warning!!!"), then DELETE
 * users/{uid}. The mobile app is told (deleteUser) so it forgets the account too; the session
 * ends as a refused call ends it, and the gardener goes to the empty path, signed out.
 */
export function DeleteAccount() {
  const [asking, setAsking] = useState(false);
  const [deleteAccount, { isLoading: deleting }] = useDeleteAccountMutation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();

  const confirm = async () => {
    setAsking(false);
    try {
      const { message } = await deleteAccount().unwrap();
      postToWrapper({ command: 'deleteUser' });
      dispatch(endSession());
      // Nothing of the deleted account stays in memory for whoever uses this page next.
      dispatch(thriveApi.util.resetApiState());
      // A toast raised by the act that moves the gardener stays on the screen they arrive on.
      navigate('/', { replace: true });
      notify({ message, variant: 'success' });
    } catch (error) {
      notify({ message: errorText(error), variant: 'error' });
    }
  };

  return (
    <section className={styles.section} aria-labelledby="delete-account-heading">
      <h3 id="delete-account-heading" className={styles.sectionTitle}>
        {DELETE_ACCOUNT_TEXT}
      </h3>
      <p className={styles.note}>Deleting your account removes everything in it for good.</p>
      <Button variant="danger" disabled={deleting} onClick={() => setAsking(true)}>
        {deleting ? 'Deleting…' : DELETE_ACCOUNT_TEXT}
      </Button>
      <ConfirmDialog
        id="delete-account-dialog"
        type="danger"
        title="Delete your account?"
        message={DELETE_ACCOUNT_WARNING}
        confirmText="Yes, delete everything"
        cancelText="No, keep it"
        open={asking}
        onConfirm={() => void confirm()}
        onCancel={() => setAsking(false)}
      />
    </section>
  );
}
