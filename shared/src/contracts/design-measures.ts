import { z } from 'zod';

/** Depth units a gardener may type soil and mulch depths in; geometry works in inches. */
export const DEPTH_UNITS = ['in', 'cm'] as const;
export type DepthUnit = (typeof DEPTH_UNITS)[number];

/**
 * Answers to "installed or needed" for irrigation and edging (SPEC §3: default -1). SPEC does
 * not name the other values: 0 is "already installed", 1 is "needed" (it goes on the
 * shopping list).
 */
export const INSTALLED_NEEDED = { NotAnswered: -1, Installed: 0, Needed: 1 } as const;

/** Bounds that keep every figure of a bed inside what the database and a drawing can hold. */
export const MAX_BED_FEET = 500;
export const MAX_DEPTH = 120;
/** Inches between plants: 0 (not set) or 1 inch up to 100 ft. */
export const MIN_PLANT_SPACING_IN = 1;
export const MAX_PLANT_SPACING_IN = 1200;
export const MAX_EDGING_FEET = 10_000;

const wholeFeet = (what: string, max: number) =>
  z
    .number({ message: `The ${what} must be a number.` })
    .int(`The ${what} must be whole feet.`)
    .min(0, `The ${what} must not be negative.`)
    .max(max, `The ${what} must be at most ${max} ft.`);
const inchesOfFoot = (what: string) =>
  z
    .number({ message: `The ${what} must be a number.` })
    .int(`The ${what} must be whole inches.`)
    .min(0, `The ${what} must not be negative.`)
    .max(11, `The ${what} inches must be 0 to 11.`);
const depth = (what: string) =>
  z
    .number({ message: `The ${what} depth must be a number.` })
    .min(0, `The ${what} depth must not be negative.`)
    .max(MAX_DEPTH, `The ${what} depth must be at most ${MAX_DEPTH}.`);
const installedNeeded = z
  .number({ message: 'Choose installed or needed.' })
  .int('Choose installed or needed.')
  .min(INSTALLED_NEEDED.NotAnswered, 'Choose installed or needed.')
  .max(INSTALLED_NEEDED.Needed, 'Choose installed or needed.');

/**
 * The measures of a bed that the geometry (SPEC §5) and the shopping list read: lengths in
 * feet and inches, depths in their unit, spacing in inches. The design contract is built on
 * this schema, so its types come from one place.
 */
export const designMeasuresSchema = z.object({
  LengthFt: wholeFeet('length', MAX_BED_FEET).default(0),
  LengthIn: inchesOfFoot('length').default(0),
  WidthFt: wholeFeet('width', MAX_BED_FEET).default(0),
  WidthIn: inchesOfFoot('width').default(0),
  SoilDepth: depth('soil').default(0),
  SoilUnit: z.enum(DEPTH_UNITS, { message: 'The soil depth unit must be in or cm.' }).default('in'),
  SoilNeeded: z.boolean({ message: 'Say whether soil is needed.' }).default(false),
  MulchDepth: depth('mulch').default(0),
  MulchUnit: z.enum(DEPTH_UNITS, { message: 'The mulch depth unit must be in or cm.' }).default('in'),
  MulchNeeded: z.boolean({ message: 'Say whether mulch is needed.' }).default(false),
  AvgPlantSpacing: z
    .number({ message: 'The plant spacing must be a number.' })
    .max(MAX_PLANT_SPACING_IN, `The plant spacing must be at most ${MAX_PLANT_SPACING_IN} inches.`)
    .refine((spacing) => spacing === 0 || spacing >= MIN_PLANT_SPACING_IN, {
      message: `The plant spacing must be 0 (not set) or at least ${MIN_PLANT_SPACING_IN} inch.`,
    })
    .default(0),
  IrrigationType: z.number().int().min(0, 'Choose an irrigation type.').max(100).default(0),
  IrrigationTypeInstalledNeeded: installedNeeded.default(INSTALLED_NEEDED.NotAnswered),
  EdgingType: z.number().int().min(0, 'Choose an edging type.').max(100).default(0),
  EdgingTypeInstalledNeeded: installedNeeded.default(INSTALLED_NEEDED.NotAnswered),
  EdgingNeededFt: wholeFeet('edging length', MAX_EDGING_FEET).default(0),
  EdgingNeededIn: inchesOfFoot('edging length').default(0),
  OtherMaterials: z.string().trim().max(1000, 'The other materials are too long.').default(''),
});
export type DesignMeasures = z.output<typeof designMeasuresSchema>;

/** A plant chosen for a design as the layout and the shopping list name it. */
export const designPlantNameSchema = z.object({
  PlantId: z.number().int(),
  CommonName: z.string(),
});
export type DesignPlantName = z.infer<typeof designPlantNameSchema>;
