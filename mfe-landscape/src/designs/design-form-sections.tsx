import type { ReactNode } from 'react';
import { DEPTH_UNITS, type DepthUnit } from '@thrive/shared/landscape';
import type { ReferenceItem } from '@thrive/shared/contracts';
import { CheckField, NumberField, SelectField, TextField } from './design-inputs';
import {
  BLOOM_COLOURS,
  EDGING_SIDES,
  EDGING_TYPES,
  INSTALLED_NEEDED_CHOICES,
  IRRIGATION_TYPES,
} from './design-choices';
import type { DesignValues } from './design-values';
import styles from './designs.module.css';

export interface SectionProps {
  values: DesignValues;
  errors: Partial<Record<string, string>>;
  set: <K extends keyof DesignValues>(field: K, value: DesignValues[K]) => void;
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
  id,
  label,
  feet,
  inches,
  ...props
}: SectionProps & {
  id: string;
  label: string;
  feet: 'LengthFt' | 'WidthFt' | 'EdgingNeededFt';
  inches: 'LengthIn' | 'WidthIn' | 'EdgingNeededIn';
}) {
  const { values, errors, set } = props;
  return (
    <div className={styles.pair}>
      <NumberField
        id={`${id}-ft`}
        label={`${label} (ft)`}
        unit="ft"
        value={values[feet]}
        error={errors[feet]}
        onChange={(v) => set(feet, v)}
      />
      <NumberField
        id={`${id}-in`}
        label={`${label} (in)`}
        unit="in"
        value={values[inches]}
        error={errors[inches]}
        onChange={(v) => set(inches, v)}
      />
    </div>
  );
}

export function BedSection({
  sun,
  water,
  ...props
}: SectionProps & { sun: ReferenceItem[]; water: ReferenceItem[] }) {
  const { values, errors, set } = props;
  return (
    <Group legend="Bed">
      <TextField
        id="design-name"
        label="Design name"
        required
        value={values.Name}
        error={errors.Name}
        onChange={(v) => set('Name', v)}
      />
      <SelectField
        id="design-sun"
        label="Sun"
        required
        placeholder="-Select Sun-"
        choices={sun}
        value={values.SunRequirementId}
        error={errors.SunRequirementId}
        onChange={(v) => set('SunRequirementId', v)}
      />
      <SelectField
        id="design-water"
        label="Water"
        placeholder="-Select Water-"
        choices={water}
        value={values.WaterRequirementId}
        error={errors.WaterRequirementId}
        onChange={(v) => set('WaterRequirementId', v)}
      />
      <FeetInches {...props} id="design-length" label="Length" feet="LengthFt" inches="LengthIn" />
      <FeetInches {...props} id="design-width" label="Width" feet="WidthFt" inches="WidthIn" />
    </Group>
  );
}

/** Soil or mulch: a depth in its unit, and whether it goes on the shopping list. */
export function LayerSection({ layer, ...props }: SectionProps & { layer: 'Soil' | 'Mulch' }) {
  const { values, errors, set } = props;
  const depth = `${layer}Depth` as const;
  const unit = `${layer}Unit` as const;
  const needed = `${layer}Needed` as const;
  const id = `design-${layer.toLowerCase()}`;
  return (
    <Group legend={layer}>
      <div className={styles.pair}>
        <NumberField
          id={`${id}-depth`}
          label={`${layer} depth`}
          step={0.5}
          value={values[depth]}
          error={errors[depth]}
          onChange={(v) => set(depth, v)}
        />
        <SelectField<DepthUnit>
          id={`${id}-unit`}
          label={`${layer} depth unit`}
          choices={UNIT_CHOICES}
          value={values[unit]}
          error={errors[unit]}
          onChange={(v) => set(unit, v)}
        />
      </div>
      <CheckField
        id={`${id}-needed`}
        label={`${layer} needed`}
        checked={values[needed]}
        onChange={(v) => set(needed, v)}
      />
    </Group>
  );
}

export function PlantsSection({ values, errors, set }: SectionProps) {
  return (
    <Group legend="Plants">
      <NumberField
        id="design-spacing"
        label="Average plant spacing"
        unit="in"
        hint="Inches between plants."
        value={values.AvgPlantSpacing}
        error={errors.AvgPlantSpacing}
        onChange={(v) => set('AvgPlantSpacing', v)}
      />
    </Group>
  );
}

export function BloomSection({ values, errors, set }: SectionProps) {
  const chosen = values.BloomColorsNames.split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  const toggle = (colour: string, on: boolean) => {
    const names = BLOOM_COLOURS.filter((name) => (name === colour ? on : chosen.includes(name)));
    set('BloomColorsNames', names.join(', '));
    set('BloomColors', names.map((name) => name.toLowerCase()).join(','));
  };
  return (
    <Group legend="Bloom">
      <TextField
        id="design-bloom-time"
        label="Bloom time"
        hint="For example: late spring to summer."
        value={values.BloomTime}
        error={errors.BloomTime}
        onChange={(v) => set('BloomTime', v)}
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

export function IrrigationSection({ values, errors, set }: SectionProps) {
  return (
    <Group legend="Irrigation">
      <SelectField
        id="design-irrigation"
        label="Irrigation type"
        placeholder="-Select irrigation-"
        choices={IRRIGATION_TYPES}
        value={values.IrrigationType}
        error={errors.IrrigationType}
        onChange={(v) => set('IrrigationType', v)}
      />
      <SelectField<number>
        id="design-irrigation-status"
        label="Irrigation installed or needed"
        choices={INSTALLED_NEEDED_CHOICES}
        value={values.IrrigationTypeInstalledNeeded}
        error={errors.IrrigationTypeInstalledNeeded}
        onChange={(v) => set('IrrigationTypeInstalledNeeded', v)}
      />
    </Group>
  );
}

export function EdgingSection(props: SectionProps) {
  const { values, errors, set } = props;
  return (
    <Group legend="Edging">
      <SelectField
        id="design-edging"
        label="Edging type"
        placeholder="-Select edging-"
        choices={EDGING_TYPES}
        value={values.EdgingType}
        error={errors.EdgingType}
        onChange={(v) => set('EdgingType', v)}
      />
      <SelectField<number>
        id="design-edging-status"
        label="Edging installed or needed"
        choices={INSTALLED_NEEDED_CHOICES}
        value={values.EdgingTypeInstalledNeeded}
        error={errors.EdgingTypeInstalledNeeded}
        onChange={(v) => set('EdgingTypeInstalledNeeded', v)}
      />
      <fieldset className={styles.subgroup}>
        <legend>Edging sides</legend>
        <div className={styles.checks}>
          {EDGING_SIDES.map((side) => (
            <CheckField
              key={side.Bit}
              id={`design-edging-${side.Name.toLowerCase()}`}
              label={side.Name}
              checked={(values.EdgingSide & side.Bit) !== 0}
              onChange={(on) =>
                set('EdgingSide', on ? values.EdgingSide | side.Bit : values.EdgingSide & ~side.Bit)
              }
            />
          ))}
        </div>
      </fieldset>
      <FeetInches
        {...props}
        id="design-edging-length"
        label="Edging length"
        feet="EdgingNeededFt"
        inches="EdgingNeededIn"
      />
    </Group>
  );
}

export function OtherSection({ values, errors, set }: SectionProps) {
  return (
    <Group legend="Other materials">
      <TextField
        id="design-other"
        label="Other materials"
        multiline
        hint="Anything else to buy, as you would write it on a list."
        value={values.OtherMaterials}
        error={errors.OtherMaterials}
        onChange={(v) => set('OtherMaterials', v)}
      />
    </Group>
  );
}
