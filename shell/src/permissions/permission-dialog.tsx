import { useId, useState } from 'react';
import { Modal, Button } from '@thrive/shared';
import { DONT_ASK_AGAIN_LABEL, GOT_IT_TEXT, type PermissionText } from './permission-texts';
import { useDontAskAgain } from './use-dont-ask-again';
import styles from './permission-dialog.module.css';

export interface PermissionDialogProps {
  id: string;
  text: PermissionText;
  open: boolean;
  /** 'Got It'; says whether "Don't ask me again." is ticked. */
  onAccept: (dontAskAgain: boolean) => void;
  /** The close X, Escape or a backdrop click. */
  onDismiss: () => void;
}

/** Location Access, Camera Access and Plant Care Alerts (SPEC §2.6 root shell, items 1-3). */
export function PermissionDialog({ id, text, open, onAccept, onDismiss }: PermissionDialogProps) {
  const checkboxId = useId();
  const [dontAskAgain, setDontAskAgain] = useState(false);
  const saveDontAskAgain = useDontAskAgain(text.property);

  // The next opening starts unticked.
  const accept = () => {
    setDontAskAgain(false);
    onAccept(dontAskAgain);
  };
  const dismiss = () => {
    setDontAskAgain(false);
    onDismiss();
  };

  return (
    <Modal
      id={id}
      title={text.title}
      open={open}
      onOpenChange={(next) => {
        if (!next) dismiss();
      }}
      footer={
        <Button grow variant="primary" onClick={accept}>
          {GOT_IT_TEXT}
        </Button>
      }
    >
      {text.paragraphs.map((paragraph) => (
        <p key={paragraph} className={styles.text}>
          {paragraph}
        </p>
      ))}
      <label className={styles.askAgain} htmlFor={checkboxId}>
        <input
          id={checkboxId}
          type="checkbox"
          checked={dontAskAgain}
          onChange={(event) => {
            setDontAskAgain(event.target.checked);
            saveDontAskAgain(event.target.checked);
          }}
        />
        {DONT_ASK_AGAIN_LABEL}
      </label>
    </Modal>
  );
}
