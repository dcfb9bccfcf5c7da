import { Button, Modal } from '@thrive/shared';
import { PRODUCT_NAME } from '../layout/logo';
import styles from './landing-prompts.module.css';

/** SPEC §2.6 welcome dialog; DESIGN §1 names the product in the title. */
export const WELCOME_TITLE = `Welcome to ${PRODUCT_NAME}!`;
export const WELCOME_TEXT =
  "The best place to start is by tapping 'My Yard' to setup up your Yard and add your plants. You can always return to this LaunchPad by tapping the logo at the top of the screen.";

interface Props {
  open: boolean;
  onClose: () => void;
}

/** Its own Close button is the way out, so the frame's close X is not shown twice. */
export function WelcomeDialog({ open, onClose }: Props) {
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
      <p className={styles.text}>{WELCOME_TEXT}</p>
    </Modal>
  );
}
