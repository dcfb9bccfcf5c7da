import { useCallback, useState } from 'react';
import { errorText, fieldErrors, formStyles, useRunHealthAssessmentMutation } from '@thrive/shared';
import {
  plantHealthRequestSchema,
  type ValidPlantHealthRequest,
  type ZonePlant,
} from '@thrive/shared/contracts';
import { SubmitButton, useContractForm, useWatch } from '@thrive/shared/forms';
import { healthRequest, type HealthFields } from './health-fields';
import { HealthPhoto } from './health-photo';
import { HealthResults, resultSummary } from './health-results';
import { PlantSelect } from './plant-select';
import { SymptomCheckboxes } from './symptom-checkboxes';
import type { HealthPlantChoice } from './health-plant-choices';
import styles from './health.module.css';

interface Props {
  choices: HealthPlantChoice[];
  plants: ZonePlant[];
  /** The plant-zone to start with (`?pz=`), 0 for none. */
  initialPlantZoneId: number;
}

/** Choose the plant, tick what you see, optionally add a photo, and check. */
export function HealthForm({ choices, plants, initialPlantZoneId }: Props) {
  const [uploading, setUploading] = useState(false);
  const [run, result] = useRunHealthAssessmentMutation();
  const form = useContractForm<HealthFields, ValidPlantHealthRequest>({
    schema: plantHealthRequestSchema,
    defaultValues: { PlantZoneId: initialPlantZoneId, Symptoms: [], ImageId: 0 },
    toInput: healthRequest,
  });
  const plantZoneId = useWatch({ control: form.control, name: 'PlantZoneId' });
  const plant = plants.find((candidate) => candidate.Id === plantZoneId);
  // A refusal without field messages is shown above the button, as the server words it.
  const refusal =
    result.error && Object.keys(fieldErrors(result.error)).length === 0 ? errorText(result.error) : null;
  const onBusyChange = useCallback((busy: boolean) => setUploading(busy), []);

  const check = form.submitWith(
    async () => {
      // Sent as chosen: the checked request has the contract's defaults filled in (PlantId 0),
      // which the API is not sent.
      await run(healthRequest(form.getValues())).unwrap();
    },
    // Not a toast: the refusal shows in the form (above), its field messages under their fields.
    { onRefused: () => undefined },
  );

  const status = result.isLoading
    ? `Checking ${plant?.CommonName ?? 'the plant'}…`
    : result.data
      ? resultSummary(result.data)
      : '';
  // The server's word on the photo, or its refusal of the check.
  const message = form.errorOf('ImageId') ?? refusal;

  return (
    <>
      <form
        className={`${formStyles.form} ${styles.form}`}
        noValidate
        onSubmit={(event) => void check(event)}
        aria-label="What is wrong with your plant?"
      >
        <PlantSelect form={form} choices={choices} />
        <SymptomCheckboxes form={form} />
        {plant && (
          <HealthPhoto
            key={plant.Id}
            plant={plant}
            onChange={(imageId) => form.setValue('ImageId', imageId)}
            onBusyChange={onBusyChange}
          />
        )}
        {message && (
          <p role="alert" className={styles.refusal}>
            {message}
          </p>
        )}
        <div className={formStyles.buttons}>
          {/* The status line below says what is being checked; the button keeps its name. */}
          <SubmitButton form={form} busyText="Check" disabled={uploading}>
            Check
          </SubmitButton>
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
