import { Suspense, useEffect, useState } from 'react';
import { MODAL_ID_MISSING_MESSAGE, type ModalProps } from './modal-props';
import { onDemand } from './on-demand';

export * from './modal-props';

/** The dialog frame with Radix beneath it: off the first screen until a dialog opens (issue 32). */
const frame = onDemand<ModalProps>(() => import('./modal-frame').then((module) => module.ModalFrame));

/** Loads the dialog frame ahead of the first dialog (the shell calls it at the gardener's first input). */
export const preloadModal = frame.preload;

/**
 * The one dialog of the app (see modal-frame.tsx). Nothing is rendered or loaded until it
 * first opens; from then on the frame stays mounted, so closing returns focus as Radix does.
 */
export function Modal(props: ModalProps) {
  const { id, open } = props;
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);

  useEffect(() => {
    if (!id) console.error(MODAL_ID_MISSING_MESSAGE);
  }, [id]);

  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <frame.Component {...props} />
    </Suspense>
  );
}
