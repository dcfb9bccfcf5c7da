import { formStyles } from '@thrive/shared';
import type { ZonePlant } from '@thrive/shared/contracts';
import styles from '../common/tasks.module.css';

interface Props {
  choices: ZonePlant[];
  value: number;
  onChange(plantZoneId: number): void;
  error?: string;
}

/**
 * Which plant, in which zone, the task is for: said plainly when there is one choice; the
 * zone to choose when the plant grows in several; plant and zone when no plant was given.
 */
export function PlantZoneField({ choices, value, onChange, error }: Props) {
  const only = choices.length === 1 ? choices[0] : undefined;
  if (only) {
    return (
      <p className={styles.note}>
        For <strong>{only.CommonName}</strong> in {only.ZoneName}
      </p>
    );
  }
  const onePlant = choices.every((choice) => choice.PlantId === choices[0]?.PlantId);
  const label = onePlant ? `Zone of the ${choices[0]?.CommonName ?? 'plant'}` : 'Plant and zone';
  return (
    <div className={formStyles.field}>
      <label htmlFor="custom-task-plant-zone" className={formStyles.label}>
        {label}
        <span aria-hidden="true"> *</span>
      </label>
      <select
        id="custom-task-plant-zone"
        className={formStyles.control}
        value={value}
        aria-required="true"
        aria-invalid={Boolean(error)}
        aria-describedby={error ? 'custom-task-plant-zone-error' : undefined}
        onChange={(event) => onChange(Number(event.target.value))}
      >
        <option value={0}>{onePlant ? 'Choose a zone' : 'Choose a plant'}</option>
        {choices.map((choice) => (
          <option key={choice.Id} value={choice.Id}>
            {onePlant ? choice.ZoneName : `${choice.CommonName} — ${choice.ZoneName}`}
          </option>
        ))}
      </select>
      {error && (
        <p id="custom-task-plant-zone-error" className={formStyles.error}>
          {error}
        </p>
      )}
    </div>
  );
}
