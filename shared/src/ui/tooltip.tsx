import { Suspense, useId, useRef, useState, type ReactNode } from 'react';
import { onDemand } from './on-demand';
import type { TooltipTipProps } from './tooltip-tip';

export { TOOLTIP_EDGE_PADDING } from './tooltip-placement';

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

/** The open tip with Radix's popover beneath it: loaded when a tip first opens (issue 32). */
const tip = onDemand<TooltipTipProps>(() => import('./tooltip-tip').then((module) => module.TooltipTip));

/** Loads the open tip ahead of the first one (the shell calls it at the gardener's first input). */
export const preloadTooltip = tip.preload;

/**
 * A button with a tip that stays inside the screen (see tooltip-tip.tsx). A tap, click,
 * Enter or Space opens or closes it; a mouse pointer resting on the button opens it too;
 * Escape, a tap elsewhere or leaving the button closes it. Focus stays on the button: the
 * tip is a description, not a place to go.
 */
export function Tooltip({ text, label, children, triggerClassName, side = 'top' }: TooltipProps) {
  const descriptionId = useId();
  const tipId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const [pinned, setPinned] = useState(false);
  const [hovered, setHovered] = useState(false);
  const open = pinned || hovered;
  // Once shown, the tip stays mounted (closed), so it is not loaded or set up again.
  const [shown, setShown] = useState(false);
  if (open && !shown) setShown(true);

  function close() {
    setPinned(false);
    setHovered(false);
  }

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        className={triggerClassName}
        aria-label={label}
        aria-describedby={descriptionId}
        aria-expanded={open}
        aria-controls={open ? tipId : undefined}
        data-state={open ? 'open' : 'closed'}
        // A tip the mouse opened stays open when clicked (pinned); a second click closes it.
        onClick={() => (pinned ? close() : setPinned(true))}
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
      </button>
      <span id={descriptionId} hidden>
        {text}
      </span>
      {shown && (
        <Suspense fallback={null}>
          <tip.Component
            id={tipId}
            text={text}
            open={open}
            anchorRef={buttonRef}
            side={side}
            onClose={close}
          />
        </Suspense>
      )}
    </>
  );
}
