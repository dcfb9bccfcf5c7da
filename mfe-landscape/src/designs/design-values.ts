import { designMeasuresSchema, type Design, type DesignFields } from '@thrive/shared/landscape';
import type { ContractForm } from '@thrive/shared/forms';

/** What the form edits: every field a gardener types for a design, as the contract reads it. */
export type DesignValues = DesignFields;

/** A blank design: the contract's defaults (SPEC §3: installed/needed default -1). */
export function blankDesign(start: Partial<DesignValues> = {}): DesignValues {
  return {
    ...designMeasuresSchema.parse({}),
    Name: '',
    SunRequirementId: 0,
    WaterRequirementId: 0,
    BloomTime: '',
    BloomColors: '',
    BloomColorsNames: '',
    EdgingSide: 0,
    EdgingArea: 0,
    CopyPlants: true,
    ZoneId: 0,
    ...start,
  };
}

/** The typed fields of a saved design; the derived figures are left to the server (SPEC §5). */
export function designValues(design: Design): DesignValues {
  const typed = Object.keys(blankDesign()) as (keyof DesignValues)[];
  return Object.fromEntries(typed.map((field) => [field, design[field]])) as DesignValues;
}

/** The design form, as its sections read it: what is typed is what the contract takes. */
export type DesignContractForm = ContractForm<DesignValues, DesignValues>;
