import { useState } from 'react';
import { errorText, notify } from '@thrive/shared';
import styles from './settings.module.css';

export const savedMessage = (label: string, on: boolean) => `${label}: ${on ? 'on' : 'off'}. Saved.`;

interface Props {
  id: string;
  label: string;
  hint: string;
  /** The identity's value. */
  checked: boolean;
  /** Persists the new value; the identity takes it once saved. */
  onSave: (value: boolean) => Promise<unknown>;
  /** A switch the server lets go one way only is locked once there. */
  locked?: boolean;
}

/**
 * One setting as a switch. While it saves it shows the asked value and takes no other change
 * (it stays enabled, so the keyboard keeps its place); a failed save gives the identity's
 * value back and says why.
 */
export function SettingSwitch({ id, label, hint, checked, onSave, locked = false }: Props) {
  const [pending, setPending] = useState<boolean | null>(null);
  const save = async (value: boolean) => {
    if (pending !== null) return;
    setPending(value);
    try {
      await onSave(value);
      notify({ message: savedMessage(label, value), variant: 'success' });
    } catch (error) {
      notify({ message: errorText(error), variant: 'error' });
    } finally {
      setPending(null);
    }
  };
  return (
    <div className={styles.setting}>
      <input
        id={id}
        type="checkbox"
        role="switch"
        className={styles.switch}
        checked={pending ?? checked}
        disabled={locked}
        aria-busy={pending !== null}
        aria-describedby={`${id}-hint`}
        onChange={(event) => void save(event.target.checked)}
      />
      <div className={styles.settingText}>
        <label htmlFor={id} className={styles.settingLabel}>
          {label}
        </label>
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      </div>
    </div>
  );
}
