import { useState, type ReactNode } from 'react';
import { errorText, notify, visuallyHidden } from '@thrive/shared';
import styles from './plant-card.module.css';

export interface HeartToggleProps {
  /** The button's name, pressed or not: "Favorite Rose". */
  label: string;
  /** The state as the page last read it. */
  isFavorite: boolean;
  /** Saves the wanted state; resolves with the state the server kept, rejects on failure. */
  save: (wanted: boolean) => Promise<boolean>;
  /** What a screen reader hears once the change is saved. */
  announce: (saved: boolean) => string;
  /** Styles the button (size, place); the heart and its states come from here. */
  className?: string;
  /** Shown beside the heart, e.g. the word "Favorite" in a menu. */
  children?: ReactNode;
}

/**
 * A favourite heart (SPEC §2.6, §2.7): a toggle button (aria-pressed) that shows the new state at
 * once and goes back, with the server's message (SPEC §8), if saving fails. It follows the page
 * when the list is read again. Plants and photos each have one, saving through their own call.
 */
export function HeartToggle({ label, isFavorite, save, announce, className, children }: HeartToggleProps) {
  const [pressed, setPressed] = useState(isFavorite);
  const [seen, setSeen] = useState(isFavorite);
  const [saving, setSaving] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  if (seen !== isFavorite) {
    // The list was read again (another screen changed it): follow it.
    setSeen(isFavorite);
    setPressed(isFavorite);
  }

  async function toggle() {
    const wanted = !pressed;
    setPressed(wanted);
    setSaving(true);
    try {
      const saved = await save(wanted);
      setPressed(saved);
      setAnnouncement(announce(saved));
    } catch (error) {
      setPressed(!wanted);
      notify({ message: errorText(error), variant: 'error' });
    } finally {
      setSaving(false);
    }
  }

  return (
    <>
      <button
        type="button"
        className={[styles.heart, className].filter(Boolean).join(' ')}
        aria-pressed={pressed}
        aria-label={label}
        title={pressed ? 'Remove from favorites' : 'Add to favorites'}
        // Not `disabled`: that would drop keyboard focus while the call runs.
        aria-disabled={saving || undefined}
        onClick={() => {
          if (!saving) void toggle();
        }}
      >
        <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
          <path
            d="M12 20.5s-7.5-4.6-9.3-9.2C1.5 8.1 3.4 4.5 7 4.5c2.1 0 3.6 1.1 5 2.9 1.4-1.8 2.9-2.9 5-2.9 3.6 0 5.5 3.6 4.3 6.8-1.8 4.6-9.3 9.2-9.3 9.2Z"
            fill={pressed ? 'currentColor' : 'none'}
            stroke="currentColor"
            strokeWidth="2"
            strokeLinejoin="round"
          />
        </svg>
        {children}
      </button>
      <span role="status" className={visuallyHidden}>
        {announcement}
      </span>
    </>
  );
}
