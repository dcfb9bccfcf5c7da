import type { RefObject } from 'react';
import * as Popover from '@radix-ui/react-popover';
import { TOOLTIP_EDGE_PADDING } from './tooltip-placement';
import styles from './tooltip.module.css';

export interface TooltipTipProps {
  id: string;
  text: string;
  open: boolean;
  /** The button the tip points at: Radix measures it (a virtual anchor, so no second element). */
  anchorRef: RefObject<HTMLButtonElement | null>;
  side: 'top' | 'bottom' | 'left' | 'right';
  onClose: () => void;
}

/**
 * The open tip, loaded by `Tooltip` when a tip first opens: Radix positions it (flipping and
 * sliding it clear of the edges) in a portal, so neither a phone's edge nor a table cell's
 * overflow cuts it. Escape or a tap elsewhere closes it.
 */
export function TooltipTip({ id, text, open, anchorRef, side, onClose }: TooltipTipProps) {
  return (
    <Popover.Root open={open} onOpenChange={(next) => !next && onClose()}>
      <Popover.Anchor virtualRef={anchorRef} />
      <Popover.Portal>
        <Popover.Content
          id={id}
          role="tooltip"
          className={styles.tip}
          side={side}
          sideOffset={4}
          collisionPadding={TOOLTIP_EDGE_PADDING}
          avoidCollisions
          onOpenAutoFocus={(event) => event.preventDefault()}
          onCloseAutoFocus={(event) => event.preventDefault()}
          // A tap on the button is the button's own toggle, not a tap elsewhere.
          onInteractOutside={(event) => {
            if (anchorRef.current?.contains(event.target as Node)) event.preventDefault();
          }}
        >
          {text}
          <Popover.Arrow className={styles.arrow} width={12} height={6} />
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
