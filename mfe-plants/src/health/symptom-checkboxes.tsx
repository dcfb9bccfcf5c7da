import { PLANT_SYMPTOMS, type PlantSymptom } from '@thrive/shared/contracts';
import styles from './health.module.css';

export const SYMPTOMS_ID = 'health-symptoms';

interface Props {
  chosen: PlantSymptom[];
  error?: string | undefined;
  onChange(chosen: PlantSymptom[]): void;
}

/** What the gardener sees, as checkboxes with plain names; each hint tells look-alikes apart. */
export function SymptomCheckboxes({ chosen, error, onChange }: Props) {
  const errorId = `${SYMPTOMS_ID}-error`;
  const toggle = (key: PlantSymptom, on: boolean) =>
    onChange(on ? [...chosen, key] : chosen.filter((symptom) => symptom !== key));
  return (
    <fieldset
      id={SYMPTOMS_ID}
      className={styles.symptoms}
      aria-describedby={error ? errorId : undefined}
      aria-invalid={error ? true : undefined}
    >
      <legend className={styles.legend}>What do you see?</legend>
      <ul className={styles.symptomList}>
        {PLANT_SYMPTOMS.map((symptom) => {
          const id = `${SYMPTOMS_ID}-${symptom.Key}`;
          return (
            <li key={symptom.Key} className={styles.symptom}>
              <input
                id={id}
                type="checkbox"
                checked={chosen.includes(symptom.Key)}
                aria-describedby={`${id}-hint`}
                onChange={(event) => toggle(symptom.Key, event.target.checked)}
              />
              <label htmlFor={id} className={styles.symptomName}>
                {symptom.Name}
              </label>
              <span id={`${id}-hint`} className={styles.symptomHint}>
                {symptom.Hint}
              </span>
            </li>
          );
        })}
      </ul>
      {error && (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      )}
    </fieldset>
  );
}
