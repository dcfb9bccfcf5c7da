import { useId, useState, type ReactNode } from 'react';
import * as Popover from '@radix-ui/react-popover';
import styles from './tooltip.module.css';

/** Room kept between a tip and the edges of the screen, in px. */
export const TOOLTIP_EDGE_PADDING = 8;

export interface TooltipProps {
  /** The tip. It is also the trigger's accessible description, so it is heard without opening. */
  text: string;
  /** The trigger's accessible name ("Sun for Rose: Poor"). */
  label: string;
  /** What the trigger shows: an icon, a word. */
  children: ReactNode;
  /** Classes of the trigger button (its look belongs to the caller). */
  triggerClassName?: string;
  side?: 'top' | 'bottom' | 'left' | 'right';
}

/**
 * A button with a tip that stays inside the screen: Radix positions it (flipping and sliding
 * it clear of the edges) in a portal, so neither a phone's edge nor a table cell's overflow
 * cuts it. A tap, click, Enter or Space opens or closes it; a mouse pointer resting on the
 * button opens it too; Escape, a tap elsewhere or leaving the button closes it. Focus stays
 * on the button: the tip is a description, not a place to go.
 */
export function Tooltip({ text, label, children, triggerClassName, side = 'top' }: TooltipProps) {
  const descriptionId = useId();
  const [pinned, setPinned] = useState(false);
  const [hovered, setHovered] = useState(false);
  const open = pinned || hovered;

  function close() {
    setPinned(false);
    setHovered(false);
  }

  return (
    <Popover.Root open={open} onOpenChange={(next) => (next ? setPinned(true) : close())}>
      <Popover.Trigger
        type="button"
        className={triggerClassName}
        aria-label={label}
        aria-describedby={descriptionId}
        // A tip, not a dialog: nothing to go into.
        aria-haspopup={undefined}
        onClick={(event) => {
          // Ours, not Radix's toggle: a tip the mouse opened stays open when clicked (pinned).
          event.preventDefault();
          if (pinned) close();
          else setPinned(true);
        }}
        onPointerEnter={(event) => {
          if (event.pointerType === 'mouse') setHovered(true);
        }}
        onPointerLeave={(event) => {
          if (event.pointerType === 'mouse') setHovered(false);
        }}
        onBlur={() => {
          if (open) close();
        }}
      >
        {children}
      </Popover.Trigger>
      <span id={descriptionId} hidden>
        {text}
      </span>
      <Popover.Portal>
        <Popover.Content
          role="tooltip"
          className={styles.tip}
          side={side}
          sideOffset={4}
          collisionPadding={TOOLTIP_EDGE_PADDING}
          avoidCollisions
          onOpenAutoFocus={(event) => event.preventDefault()}
          onCloseAutoFocus={(event) => event.preventDefault()}
        >
          {text}
          <Popover.Arrow className={styles.arrow} width={12} height={6} />
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
