import { Button, Modal } from '@thrive/shared';
import { PRODUCT_NAME } from '../common/logo';
import styles from './rating-dialog.module.css';

export const RATING_TITLE = `Enjoying ${PRODUCT_NAME}?`;
const RATING_TEXT = `A rating in the app store helps other gardeners find ${PRODUCT_NAME}. It only takes a moment.`;
export const RATE_BUTTON = `Rate ${PRODUCT_NAME}`;
export const LATER_BUTTON = 'Maybe later';

export interface RatingDialogProps {
  id: string;
  open: boolean;
  onRate: () => void;
  /** "Maybe later", the close X, Escape or the backdrop. */
  onLater: () => void;
}

/** Asks a gardener who uses the app often to rate it in the app store (SPEC §4 link kinds 3, 4). */
export function RatingDialog({ id, open, onRate, onLater }: RatingDialogProps) {
  return (
    <Modal
      id={id}
      title={RATING_TITLE}
      open={open}
      onOpenChange={(next) => {
        if (!next) onLater();
      }}
      footer={
        <>
          <Button grow onClick={onLater}>
            {LATER_BUTTON}
          </Button>
          <Button grow variant="primary" onClick={onRate}>
            {RATE_BUTTON}
          </Button>
        </>
      }
    >
      <p className={styles.text}>{RATING_TEXT}</p>
    </Modal>
  );
}
