import type { ReactNode } from 'react';

export type ModalSize = 'sm' | 'md' | 'lg';

/** SPEC §9 "Modal defaults: size sm". */
export const MODAL_DEFAULT_SIZE: ModalSize = 'sm';

/** SPEC §2.6, logged verbatim. */
export const MODAL_ID_MISSING_MESSAGE = 'modal must have an id';

export interface ModalProps {
  /** Required by SPEC §2.6; becomes the dialog element's id. */
  id: string;
  title: ReactNode;
  size?: ModalSize;
  open: boolean;
  /** Called with false when the user dismisses the modal (close X, Escape, backdrop). */
  onOpenChange: (open: boolean) => void;
  closeOnBackdrop?: boolean;
  closeOnEscape?: boolean;
  /** The App Update dialog has no close X (SPEC §2.6). */
  hideClose?: boolean;
  /** Accessible name of the close X. */
  closeLabel?: string;
  children?: ReactNode;
  footer?: ReactNode;
}
