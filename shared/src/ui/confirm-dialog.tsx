import type { ReactNode } from 'react';
import { Modal, MODAL_DEFAULT_SIZE } from './modal';
import styles from './confirm-dialog.module.css';
import { Button } from './button';

/** SPEC §9 "Modal defaults: ... confirm text Yes, cancel text No." */
export const CONFIRM_DEFAULT_TEXT = 'Yes';
export const CANCEL_DEFAULT_TEXT = 'No';
/** SPEC §2.6: "The danger type is headed 'Warning!!!'." */
export const DANGER_HEADING = 'Warning!!!';
/** Heading of a plain confirm dialog without a title (SPEC shows none; ours). */
export const CONFIRM_DEFAULT_HEADING = 'Please confirm';

export type ConfirmDialogType = 'default' | 'danger';

export interface ConfirmDialogProps {
  id: string;
  /** The heading; a danger dialog is headed "Warning!!!" and shows the title above the message. */
  title?: ReactNode;
  message: ReactNode;
  confirmText?: string;
  cancelText?: string;
  type?: ConfirmDialogType;
  open: boolean;
  onConfirm: () => void;
  /** Called for the cancel button, the close X, Escape and a backdrop click (SPEC §5). */
  onCancel: () => void;
  closeOnBackdrop?: boolean;
  closeOnEscape?: boolean;
}

/** A yes/no question (SPEC §2.6, §5 Confirm dialog); always size sm. */
export function ConfirmDialog({
  id,
  title,
  message,
  confirmText = CONFIRM_DEFAULT_TEXT,
  cancelText = CANCEL_DEFAULT_TEXT,
  type = 'default',
  open,
  onConfirm,
  onCancel,
  closeOnBackdrop = true,
  closeOnEscape = true,
}: ConfirmDialogProps) {
  const danger = type === 'danger';
  const heading = danger ? DANGER_HEADING : (title ?? CONFIRM_DEFAULT_HEADING);
  return (
    <Modal
      id={id}
      title={heading}
      size={MODAL_DEFAULT_SIZE}
      open={open}
      onOpenChange={(next) => {
        if (!next) onCancel();
      }}
      closeOnBackdrop={closeOnBackdrop}
      closeOnEscape={closeOnEscape}
      footer={
        <>
          <Button grow onClick={onCancel}>
            {cancelText}
          </Button>
          <Button grow variant={danger ? 'danger' : 'primary'} onClick={onConfirm}>
            {confirmText}
          </Button>
        </>
      }
    >
      {danger && title ? <p className={styles.subject}>{title}</p> : null}
      <div className={styles.message}>{message}</div>
    </Modal>
  );
}
