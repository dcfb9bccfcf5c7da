import { useId, useRef, useState, type ChangeEvent, type ReactNode } from 'react';
import { MEDIA_MESSAGES } from '@thrive/shared/contracts';
import { pickImageFiles } from './pick-image-files';
import styles from './uploads.module.css';

export const PICK_PHOTOS_LABEL = 'Add photos';

export interface PhotoPickerProps {
  onPick(files: File[]): void;
  /** The button's text; `children`, when given, are shown (and named) instead. */
  label?: string;
  disabled?: boolean;
  variant?: 'button' | 'link';
  /** Laid on the picker's root, for a caller that places or sizes it (a placeholder filling a frame). */
  className?: string;
  /** What the button shows in place of the label (an icon and a sentence). */
  children?: ReactNode;
}

/**
 * SPEC §5 Photos: a real button opening the system's chooser for images, several at once
 * (on a phone: the camera or the photo library). Files that are not photos are left out and
 * the gardener is told which.
 */
export function PhotoPicker({
  onPick,
  label = PICK_PHOTOS_LABEL,
  disabled = false,
  variant = 'button',
  className,
  children,
}: PhotoPickerProps) {
  const input = useRef<HTMLInputElement>(null);
  const messageId = useId();
  const [refused, setRefused] = useState<string[]>([]);

  function onChange(event: ChangeEvent<HTMLInputElement>) {
    const files = Array.from(event.target.files ?? []);
    // Cleared, so choosing the same photo again (after a failed upload) is a change too.
    event.target.value = '';
    const { images, refused: left } = pickImageFiles(files);
    setRefused(left.map((file) => file.name));
    if (images.length > 0) onPick(images);
  }

  return (
    <div className={[styles.picker, className].filter(Boolean).join(' ')}>
      <button
        type="button"
        className={variant === 'link' ? styles.link : styles.button}
        disabled={disabled}
        aria-describedby={refused.length > 0 ? messageId : undefined}
        onClick={() => input.current?.click()}
      >
        {children ?? label}
      </button>
      <input
        ref={input}
        type="file"
        accept="image/*"
        multiple
        hidden
        tabIndex={-1}
        disabled={disabled}
        onChange={onChange}
      />
      {refused.length > 0 && (
        <p id={messageId} role="alert" className={styles.refused}>
          {MEDIA_MESSAGES.notAnImage} Left out: {refused.join(', ')}.
        </p>
      )}
    </div>
  );
}
