import { PLANT_SYMPTOMS, type PlantSymptom } from '@thrive/shared/contracts';
import { useController } from '@thrive/shared/forms';
import type { HealthCheckForm } from './health-fields';
import styles from './health.module.css';

const SYMPTOMS_ID = 'health-symptoms';

/** What the gardener sees, as checkboxes with plain names; each hint tells look-alikes apart. */
export function SymptomCheckboxes({ form }: { form: HealthCheckForm }) {
  const { field } = useController({ control: form.control, name: 'Symptoms' });
  const chosen = field.value;
  // The server names the symptom it does not know ('Symptoms.0'): shown for the whole list.
  const error = form.errorOf('Symptoms');
  const errorId = `${SYMPTOMS_ID}-error`;
  const toggle = (key: PlantSymptom, on: boolean) =>
    field.onChange(on ? [...chosen, key] : chosen.filter((symptom) => symptom !== key));
  return (
    <fieldset
      id={SYMPTOMS_ID}
      className={styles.symptoms}
      aria-describedby={error ? errorId : undefined}
      aria-invalid={error ? true : undefined}
    >
      <legend className={styles.legend}>What do you see?</legend>
      <ul className={styles.symptomList}>
        {PLANT_SYMPTOMS.map((symptom, index) => {
          const id = `${SYMPTOMS_ID}-${symptom.Key}`;
          return (
            <li key={symptom.Key} className={styles.symptom}>
              <input
                id={id}
                type="checkbox"
                // The first symptom takes the focus when the list has a message.
                ref={index === 0 ? field.ref : undefined}
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
