import { Button, Modal } from '@thrive/shared';
import { PRODUCT_NAME } from '../common/logo';
import styles from './landing-prompts.module.css';

/** SPEC §2.6 welcome dialog; DESIGN §1 names the product in the title. */
export const WELCOME_TITLE = `Welcome to ${PRODUCT_NAME}!`;
/** SPEC §2.6, verbatim: for gardeners who have My Yard. */
export const WELCOME_TEXT =
  "The best place to start is by tapping 'My Yard' to setup up your Yard and add your plants. You can always return to this LaunchPad by tapping the logo at the top of the screen.";
/**
 * Ours: search users have no My Yard (SPEC §1, §2.4), so SPEC's text would send them looking
 * for a button they do not have. Their launch pad starts with Plant ID & Search.
 */
export const SEARCH_USER_WELCOME_TEXT =
  "The best place to start is by tapping 'Plant ID & Search' to identify a plant or find plants that will thrive where you live. You can always return to this LaunchPad by tapping the logo at the top of the screen.";

/** The welcome text that fits what the gardener sees: search users have no My Yard. */
const welcomeText = (searchUser: boolean) => (searchUser ? SEARCH_USER_WELCOME_TEXT : WELCOME_TEXT);

interface Props {
  open: boolean;
  /** A search user (GotoSearch): no My Yard to point to. */
  searchUser: boolean;
  onClose: () => void;
}

/** Its own Close button is the way out, so the frame's close X is not shown twice. */
export function WelcomeDialog({ open, searchUser, onClose }: Props) {
  return (
    <Modal
      id="welcome-dialog"
      title={WELCOME_TITLE}
      open={open}
      hideClose
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
      footer={
        <Button variant="primary" onClick={onClose}>
          Close
        </Button>
      }
    >
      <p className={styles.text}>{welcomeText(searchUser)}</p>
    </Modal>
  );
}
