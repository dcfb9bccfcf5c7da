import type { ReactNode } from 'react';
import { DEPTH_UNITS } from '@thrive/shared/landscape';
import type { ReferenceItem } from '@thrive/shared/contracts';
import { ReferenceSelect, TextAreaField, TextField, useController } from '@thrive/shared/forms';
import { BooleanField, CheckField, ChoiceField, NumberField } from './design-inputs';
import {
  BLOOM_COLOURS,
  EDGING_SIDES,
  EDGING_TYPES,
  INSTALLED_NEEDED_CHOICES,
  IRRIGATION_TYPES,
} from './design-choices';
import type { DesignContractForm } from './design-values';
import styles from './designs.module.css';

export interface SectionProps {
  form: DesignContractForm;
}

const UNIT_CHOICES = DEPTH_UNITS.map((unit) => ({
  Id: unit,
  Name: unit === 'in' ? 'inches' : 'centimeters',
}));

function Group({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>{legend}</legend>
      {children}
    </fieldset>
  );
}

/** Feet and inches side by side, e.g. the bed's length. */
function FeetInches({
  form,
  id,
  label,
  feet,
  inches,
}: SectionProps & {
  id: string;
  label: string;
  feet: 'LengthFt' | 'WidthFt' | 'EdgingNeededFt';
  inches: 'LengthIn' | 'WidthIn' | 'EdgingNeededIn';
}) {
  return (
    <div className={styles.pair}>
      <NumberField form={form} name={feet} id={`${id}-ft`} label={`${label} (ft)`} unit="ft" />
      <NumberField form={form} name={inches} id={`${id}-in`} label={`${label} (in)`} unit="in" />
    </div>
  );
}

export function BedSection({
  form,
  sun,
  water,
}: SectionProps & { sun: ReferenceItem[]; water: ReferenceItem[] }) {
  return (
    <Group legend="Bed">
      <TextField form={form} name="Name" id="design-name" label="Design name" required />
      <ReferenceSelect
        form={form}
        name="SunRequirementId"
        id="design-sun"
        label="Sun"
        required
        placeholder="-Select Sun-"
        items={sun}
      />
      <ReferenceSelect
        form={form}
        name="WaterRequirementId"
        id="design-water"
        label="Water"
        placeholder="-Select Water-"
        items={water}
      />
      <FeetInches form={form} id="design-length" label="Length" feet="LengthFt" inches="LengthIn" />
      <FeetInches form={form} id="design-width" label="Width" feet="WidthFt" inches="WidthIn" />
    </Group>
  );
}

/** Soil or mulch: a depth in its unit, and whether it goes on the shopping list. */
export function LayerSection({ form, layer }: SectionProps & { layer: 'Soil' | 'Mulch' }) {
  const id = `design-${layer.toLowerCase()}`;
  return (
    <Group legend={layer}>
      <div className={styles.pair}>
        <NumberField
          form={form}
          name={`${layer}Depth`}
          id={`${id}-depth`}
          label={`${layer} depth`}
          step={0.5}
        />
        <ChoiceField
          form={form}
          name={`${layer}Unit`}
          id={`${id}-unit`}
          label={`${layer} depth unit`}
          choices={UNIT_CHOICES}
        />
      </div>
      <BooleanField form={form} name={`${layer}Needed`} id={`${id}-needed`} label={`${layer} needed`} />
    </Group>
  );
}

export function PlantsSection({ form }: SectionProps) {
  return (
    <Group legend="Plants">
      <NumberField
        form={form}
        name="AvgPlantSpacing"
        id="design-spacing"
        label="Average plant spacing"
        unit="in"
        hint="Inches between plants."
      />
    </Group>
  );
}

export function BloomSection({ form }: SectionProps) {
  const { field: names } = useController({ control: form.control, name: 'BloomColorsNames' });
  const { field: colours } = useController({ control: form.control, name: 'BloomColors' });
  const chosen = names.value
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  const toggle = (colour: string, on: boolean) => {
    const next = BLOOM_COLOURS.filter((name) => (name === colour ? on : chosen.includes(name)));
    names.onChange(next.join(', '));
    colours.onChange(next.map((name) => name.toLowerCase()).join(','));
  };
  return (
    <Group legend="Bloom">
      <TextField
        form={form}
        name="BloomTime"
        id="design-bloom-time"
        label="Bloom time"
        hint="For example: late spring to summer."
      />
      <fieldset className={styles.subgroup}>
        <legend>Bloom colors</legend>
        <div className={styles.checks}>
          {BLOOM_COLOURS.map((colour) => (
            <CheckField
              key={colour}
              id={`design-bloom-${colour.toLowerCase()}`}
              label={colour}
              checked={chosen.includes(colour)}
              onChange={(on) => toggle(colour, on)}
            />
          ))}
        </div>
      </fieldset>
    </Group>
  );
}

export function IrrigationSection({ form }: SectionProps) {
  return (
    <Group legend="Irrigation">
      <ReferenceSelect
        form={form}
        name="IrrigationType"
        id="design-irrigation"
        label="Irrigation type"
        placeholder="-Select irrigation-"
        items={IRRIGATION_TYPES}
      />
      <ChoiceField
        form={form}
        name="IrrigationTypeInstalledNeeded"
        id="design-irrigation-status"
        label="Irrigation installed or needed"
        choices={INSTALLED_NEEDED_CHOICES}
      />
    </Group>
  );
}

export function EdgingSection({ form }: SectionProps) {
  const { field: sides } = useController({ control: form.control, name: 'EdgingSide' });
  return (
    <Group legend="Edging">
      <ReferenceSelect
        form={form}
        name="EdgingType"
        id="design-edging"
        label="Edging type"
        placeholder="-Select edging-"
        items={EDGING_TYPES}
      />
      <ChoiceField
        form={form}
        name="EdgingTypeInstalledNeeded"
        id="design-edging-status"
        label="Edging installed or needed"
        choices={INSTALLED_NEEDED_CHOICES}
      />
      <fieldset className={styles.subgroup}>
        <legend>Edging sides</legend>
        <div className={styles.checks}>
          {EDGING_SIDES.map((side) => (
            <CheckField
              key={side.Bit}
              id={`design-edging-${side.Name.toLowerCase()}`}
              label={side.Name}
              checked={(sides.value & side.Bit) !== 0}
              onChange={(on) => sides.onChange(on ? sides.value | side.Bit : sides.value & ~side.Bit)}
            />
          ))}
        </div>
      </fieldset>
      <FeetInches
        form={form}
        id="design-edging-length"
        label="Edging length"
        feet="EdgingNeededFt"
        inches="EdgingNeededIn"
      />
    </Group>
  );
}

export function OtherSection({ form }: SectionProps) {
  return (
    <Group legend="Other materials">
      <TextAreaField
        form={form}
        name="OtherMaterials"
        id="design-other"
        label="Other materials"
        rows={3}
        hint="Anything else to buy, as you would write it on a list."
      />
    </Group>
  );
}
