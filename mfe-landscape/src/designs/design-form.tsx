import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import {
  Button,
  errorText,
  fieldErrors,
  formStyles as fields,
  issuesByField,
  notify,
  useConditionNames,
} from '@thrive/shared';
import { designFormSchema } from '@thrive/shared/landscape';
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
import { recheckErrors, type FieldMessages } from '@thrive/shared/validation';
import { CheckField } from './design-inputs';
import type { DesignValues } from './design-values';
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
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FieldMessages<string>>({});
  const [saving, setSaving] = useState(false);
  const set = <K extends keyof DesignValues>(field: K, value: DesignValues[K]) => {
    const next = { ...values, [field]: value };
    setValues(next);
    // Once a message shows, its field is checked again as it changes: it goes when put right.
    if (errors[field] === undefined) return;
    const checked = designFormSchema.safeParse(next);
    const fresh = checked.success ? {} : issuesByField(checked.error);
    setErrors(recheckErrors(errors, fresh, [field]));
  };
  const sections = { values, errors, set };

  async function submit(event: FormEvent) {
    event.preventDefault();
    // SPEC §5: Name and SunRequirementId are required, with the contract's messages.
    const checked = designFormSchema.safeParse(values);
    if (!checked.success) {
      setErrors(issuesByField(checked.error));
      return;
    }
    setErrors({});
    setSaving(true);
    try {
      await onSave(values);
    } catch (error) {
      setErrors(fieldErrors(error));
      notify({ message: errorText(error), variant: 'error' });
    } finally {
      setSaving(false);
    }
  }

  return (
    <form className={styles.form} noValidate aria-busy={saving} onSubmit={(event) => void submit(event)}>
      <div className={styles.formFields}>
        <BedSection {...sections} sun={lists?.SunRequirements ?? []} water={lists?.WaterRequirements ?? []} />
        {offerCopyPlants && (
          <CheckField
            id="design-copy-plants"
            label="Bring the zone's plants into the design"
            checked={values.CopyPlants}
            onChange={(on) => set('CopyPlants', on)}
          />
        )}
        <LayerSection {...sections} layer="Soil" />
        <LayerSection {...sections} layer="Mulch" />
        <PlantsSection {...sections} />
        <BloomSection {...sections} />
        <IrrigationSection {...sections} />
        <EdgingSection {...sections} />
        <OtherSection {...sections} />
      </div>
      <div className={styles.formSide}>
        <DesignFiguresSummary values={values} />
        <div className={fields.buttons}>
          <Button type="submit" variant="primary" disabled={saving}>
            {saving ? 'Saving…' : submitText}
          </Button>
          <Link to={cancelTo} className={fields.cancel}>
            Cancel
          </Link>
        </div>
      </div>
    </form>
  );
}
