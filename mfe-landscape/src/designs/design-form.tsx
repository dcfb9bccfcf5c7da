import { Link } from 'react-router-dom';
import { formStyles as fields, useConditionNames } from '@thrive/shared';
import { designFormSchema } from '@thrive/shared/landscape';
import { SubmitButton, useContractForm, useWatch } from '@thrive/shared/forms';
import {
  BedSection,
  BloomSection,
  EdgingSection,
  IrrigationSection,
  LayerSection,
  OtherSection,
  PlantsSection,
} from './design-form-sections';
import { DesignFiguresSummary } from './design-figures-summary';
import { BooleanField } from './design-inputs';
import type { DesignContractForm, DesignValues } from './design-values';
import styles from './designs.module.css';

interface Props {
  initial: DesignValues;
  submitText: string;
  cancelTo: string;
  /** A new design from a zone may bring the zone's plants along. */
  offerCopyPlants?: boolean;
  /** Saves the checked design; a rejection is shown here and the input kept. */
  onSave: (design: DesignValues) => Promise<void>;
}

/** Every SPEC §3 field of a design, grouped as a gardener plans a bed, with its figures live. */
export function DesignForm({ initial, submitText, cancelTo, offerCopyPlants = false, onSave }: Props) {
  const { lists } = useConditionNames();
  // SPEC §5: Name and SunRequirementId are required, with the contract's messages.
  const form = useContractForm<DesignValues, DesignValues>({
    schema: designFormSchema,
    defaultValues: initial,
  });
  const submit = form.submitWith(onSave);

  return (
    <form
      className={styles.form}
      noValidate
      aria-busy={form.formState.isSubmitting}
      onSubmit={(event) => void submit(event)}
    >
      <div className={styles.formFields}>
        <BedSection form={form} sun={lists?.SunRequirements ?? []} water={lists?.WaterRequirements ?? []} />
        {offerCopyPlants && (
          <BooleanField
            form={form}
            name="CopyPlants"
            id="design-copy-plants"
            label="Bring the zone's plants into the design"
          />
        )}
        <LayerSection form={form} layer="Soil" />
        <LayerSection form={form} layer="Mulch" />
        <PlantsSection form={form} />
        <BloomSection form={form} />
        <IrrigationSection form={form} />
        <EdgingSection form={form} />
        <OtherSection form={form} />
      </div>
      <div className={styles.formSide}>
        <LiveFigures form={form} />
        <div className={fields.buttons}>
          <SubmitButton form={form}>{submitText}</SubmitButton>
          <Link to={cancelTo} className={fields.cancel}>
            Cancel
          </Link>
        </div>
      </div>
    </form>
  );
}

/** The figures of the bed as it is being typed (only they follow every keystroke). */
function LiveFigures({ form }: { form: DesignContractForm }) {
  // Every field has a value from the start (the form opens on a whole design).
  const values = useWatch({ control: form.control }) as DesignValues;
  return <DesignFiguresSummary values={values} />;
}
