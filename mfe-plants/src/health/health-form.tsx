import { useCallback, useState, type FormEvent } from 'react';
import { Button, errorText, fieldErrors, formStyles, issuesByField } from '@thrive/shared';
import {
  plantHealthRequestSchema,
  type PlantHealthRequest,
  type PlantSymptom,
  type ZonePlant,
} from '@thrive/shared/contracts';
import { recheckErrors } from '@thrive/shared/validation';
import { useRunHealthAssessmentMutation } from './health-api';
import { HealthPhoto } from './health-photo';
import { HealthResults, resultSummary } from './health-results';
import { PLANT_SELECT_ID, PlantSelect } from './plant-select';
import { SYMPTOMS_ID, SymptomCheckboxes } from './symptom-checkboxes';
import type { HealthPlantChoice } from './health-plant-choices';
import styles from './health.module.css';

interface Props {
  choices: HealthPlantChoice[];
  plants: ZonePlant[];
  /** The plant-zone to start with (`?pz=`), 0 for none. */
  initialPlantZoneId: number;
}

/** Messages keyed by the request's top-level field ('Symptoms.0' belongs to 'Symptoms'). */
function byField(errors: Record<string, string>): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const [key, message] of Object.entries(errors)) fields[key.split('.')[0] ?? key] ??= message;
  return fields;
}

/** Moves focus to the first field with a message, so keyboard and screen-reader users land on it. */
function focusFirstError(errors: Record<string, string>) {
  const target = errors.PlantZoneId
    ? document.getElementById(PLANT_SELECT_ID)
    : errors.Symptoms
      ? document.querySelector<HTMLInputElement>(`#${SYMPTOMS_ID} input`)
      : null;
  target?.focus();
}

/** Choose the plant, tick what you see, optionally add a photo, and check. */
export function HealthForm({ choices, plants, initialPlantZoneId }: Props) {
  const [plantZoneId, setPlantZoneId] = useState(initialPlantZoneId);
  const [symptoms, setSymptoms] = useState<PlantSymptom[]>([]);
  const [imageId, setImageId] = useState(0);
  const [uploading, setUploading] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  // Fields changed since the last check: the server's message about the value it was sent
  // no longer applies to them; ours is checked again instead.
  const [edited, setEdited] = useState<ReadonlySet<string>>(new Set());
  const [run, result] = useRunHealthAssessmentMutation();
  const plant = plants.find((candidate) => candidate.Id === plantZoneId);
  const serverErrors = byField(fieldErrors(result.error));
  const shown = {
    ...Object.fromEntries(Object.entries(serverErrors).filter(([field]) => !edited.has(field))),
    ...errors,
  };
  const refusal = result.error && Object.keys(serverErrors).length === 0 ? errorText(result.error) : null;
  const onBusyChange = useCallback((busy: boolean) => setUploading(busy), []);

  /** After a change: a field that shows a message is checked again (the contract's messages). */
  function recheck(changed: string[], request: PlantHealthRequest) {
    setEdited((current) => new Set([...current, ...changed]));
    const parsed = plantHealthRequestSchema.safeParse(request);
    const found = parsed.success ? {} : byField(issuesByField(parsed.error));
    setErrors((current) => {
      // The server's message on a changed field counts as shown, to be checked again as ours.
      const showing = { ...current };
      for (const field of changed) if (shown[field]) showing[field] ??= shown[field];
      return recheckErrors(showing, found, changed);
    });
  }

  function choosePlant(id: number) {
    setPlantZoneId(id);
    // A photo belongs to the plant it was taken for.
    setImageId(0);
    recheck(['PlantZoneId', 'ImageId'], { PlantZoneId: id, Symptoms: symptoms });
  }

  function chooseSymptoms(chosen: PlantSymptom[]) {
    setSymptoms(chosen);
    recheck(['Symptoms'], { PlantZoneId: plantZoneId, Symptoms: chosen });
  }

  function check(event: FormEvent) {
    event.preventDefault();
    const request: PlantHealthRequest = {
      PlantZoneId: plantZoneId,
      Symptoms: symptoms,
      ...(imageId > 0 ? { ImageId: imageId } : {}),
    };
    const parsed = plantHealthRequestSchema.safeParse(request);
    if (!parsed.success) {
      const found = issuesByField(parsed.error);
      setErrors(found);
      focusFirstError(found);
      return;
    }
    setErrors({});
    setEdited(new Set());
    void run(request)
      .unwrap()
      .catch((failure: unknown) => focusFirstError(byField(fieldErrors(failure))));
  }

  const status = result.isLoading
    ? `Checking ${plant?.CommonName ?? 'the plant'}…`
    : result.data
      ? resultSummary(result.data)
      : '';

  return (
    <>
      <form
        className={`${formStyles.form} ${styles.form}`}
        noValidate
        onSubmit={check}
        aria-label="What is wrong with your plant?"
      >
        <PlantSelect choices={choices} value={plantZoneId} error={shown.PlantZoneId} onChange={choosePlant} />
        <SymptomCheckboxes chosen={symptoms} error={shown.Symptoms} onChange={chooseSymptoms} />
        {plant && (
          <HealthPhoto key={plant.Id} plant={plant} onChange={setImageId} onBusyChange={onBusyChange} />
        )}
        {(shown.ImageId ?? refusal) && (
          <p role="alert" className={styles.refusal}>
            {shown.ImageId ?? refusal}
          </p>
        )}
        <div className={formStyles.buttons}>
          <Button type="submit" variant="primary" disabled={result.isLoading || uploading}>
            Check
          </Button>
        </div>
        {uploading && <p className={styles.hint}>The check waits for the photo to finish uploading.</p>}
      </form>
      <p role="status" className={styles.status}>
        {status}
      </p>
      {result.data && !result.isLoading && <HealthResults answer={result.data} />}
    </>
  );
}
