import {
  CONTROL_CODE_GROUPS,
  CONTROL_CODE_KEYS,
  Modal,
  postToWrapper,
  selectCarriedParams,
  selectUserId,
  useAppSelector,
  useGetControlCodesQuery,
  Button,
} from '@thrive/shared';
import { promptDialogId, usePromptTurn } from '../common/prompt-queue';
import { isAppUpdateRequired } from './app-version';
import styles from './app-update-dialog.module.css';

/** SPEC §2.6 root shell, item 4. */
export const APP_UPDATE_TITLE = 'App Update';
export const APP_UPDATE_TEXT =
  'A new version is available. Please update Thrive Garden from the app store to keep your garden growing.';
const APP_UPDATE_BUTTON = 'Got It';

/**
 * The App Update dialog (SPEC §2.6, §4 Other): in a mobile-app session (av present) whose
 * version is older than the control code MinAppVersion. It has no close X and ignores Escape
 * and the backdrop: this version is no longer supported, so 'Got It' sends the gardener to the
 * app store (gotoAppStore) and the dialog stays until the updated app opens the page again.
 */
export function AppUpdatePrompt() {
  const { av } = useAppSelector(selectCarriedParams);
  // The control codes need a session: asked once the key in the address has signed in.
  const signedIn = useAppSelector(selectUserId) > 0;
  const { data: codes } = useGetControlCodesQuery(CONTROL_CODE_GROUPS.AppVersions, {
    skip: !av || !signedIn,
  });
  const minAppVersion = codes?.find((code) => code.Key === CONTROL_CODE_KEYS.MinAppVersion)?.Value;
  const visible = usePromptTurn('app-update', isAppUpdateRequired(av, minAppVersion));

  return (
    <Modal
      id={promptDialogId('app-update')}
      title={APP_UPDATE_TITLE}
      open={visible}
      onOpenChange={() => undefined}
      hideClose
      closeOnBackdrop={false}
      closeOnEscape={false}
      footer={
        <Button grow variant="primary" onClick={() => postToWrapper({ command: 'gotoAppStore' })}>
          {APP_UPDATE_BUTTON}
        </Button>
      }
    >
      <p className={styles.text}>{APP_UPDATE_TEXT}</p>
    </Modal>
  );
}
