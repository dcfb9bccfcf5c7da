import { z } from 'zod';
import { careTipConditionsSchema } from '../plant-details/care-tips';

const MONTH_DAY = /^(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;
const monthDay = z.string().regex(MONTH_DAY, 'a day of the year is written MM-DD');
const zoneLabel = z.string().regex(/^(1[0-3]|[1-9])[ab]$/, 'a hardiness zone is written 1a..13b');

/**
 * What a date of the care calendar is counted from. `lastFrost` and `firstFrost` are the
 * yard's median last spring and first fall frost (its weather station's NOAA normals, else
 * its hardiness zone's typical dates); `added` is the day the plant was added to its zone
 * (moved to the next growing season's start when it was added out of season: planting-day.ts);
 * `date` is a fixed day of the year (`Date`, MM-DD), for things that follow the calendar
 * rather than frost (houseplants, winter pruning).
 */
const ANCHORS = ['lastFrost', 'firstFrost', 'added', 'date'] as const;

const anchoredDaySchema = z
  .strictObject({
    Anchor: z.enum(ANCHORS),
    OffsetDays: z.number().int().min(-365).max(365).default(0),
    Date: monthDay.optional(),
  })
  .refine((day) => (day.Anchor === 'date') === (day.Date !== undefined), {
    message: 'Date (MM-DD) is given with, and only with, the anchor "date"',
  });
export type AnchoredDay = z.infer<typeof anchoredDaySchema>;

/**
 * Conditions on the yard a rule or tip applies in. `hardiness` relates the yard's zone to
 * the plant's range: `tender` when the yard is colder than the plant's ZoneLow (it will
 * not survive the winter outdoors), `marginal` when the yard is at most one whole zone
 * (two half zones) above ZoneLow, `hardy` otherwise. `frostFree`: NOAA expects no freeze.
 */
const yardConditionsSchema = z.strictObject({
  yardZoneFrom: zoneLabel.optional(),
  yardZoneTo: zoneLabel.optional(),
  hardiness: z.array(z.enum(['tender', 'marginal', 'hardy'])).optional(),
  frostFree: z.boolean().optional(),
});
export type YardConditions = z.infer<typeof yardConditionsSchema>;

const window = {
  /** The task is due on Start; it still makes sense until End (the window's last day). */
  Start: anchoredDaySchema,
  End: anchoredDaySchema,
  /** Days between repeats inside the window; 0: once a season. */
  RepeatEveryDays: z.number().int().min(0).max(365).default(0),
};

const text = {
  /** What the list shows (SPEC §2.8 "task type"), short: "Transplant outdoors". */
  TaskType: z.string().min(1).max(60),
  /** care-categories.json id: Watering 1 ... Weeding 12. */
  CareCategoryId: z.number().int().min(1).max(12),
  /** What to do and why, one to three sentences; care-tip placeholders ({water} ...) allowed. */
  Details: z.string().min(20),
  /** Of the rules sharing a Group only the first that applies is used (specific before general). */
  Group: z.string().optional(),
};

/** A care rule: which plants need what, when (reference-data/care/rules/*.json). */
const careRuleSchema = z.strictObject({
  Id: z.number().int().positive(),
  /** For people reading the file: "Tomato: transplant". */
  Name: z.string().min(1),
  /** `water` rules make the watering tasks; `care` everything else. */
  Source: z.enum(['care', 'water']).default('care'),
  When: careTipConditionsSchema,
  Yard: yardConditionsSchema.default({}),
  ...window,
  ...text,
});
export type CareRule = z.infer<typeof careRuleSchema>;

/**
 * Feeding per fertilizer strategy (fertilizers.json): the plant-zone's chosen fertilizer
 * decides which schedule its plant gets. No schedule for "No fertilizer" or none chosen.
 */
const fertilizerScheduleSchema = z.strictObject({
  Id: z.number().int().positive(),
  Name: z.string().min(1),
  FertilizerId: z.number().int().min(1).max(8),
  When: careTipConditionsSchema.default({}),
  Yard: yardConditionsSchema.default({}),
  ...window,
  ...text,
});
export type FertilizerSchedule = z.infer<typeof fertilizerScheduleSchema>;

/**
 * A seasonal tip (SPEC §3 Tip): shown per yard from Start until End (its "Expires:"), when
 * at least one plant of the yard meets When (an empty When: every yard with plants).
 * `Link` is an in-app route for SHOW ME (e.g. "thrive/table/0"); without one SHOW ME opens
 * the tip itself.
 */
const seasonalTipSchema = z.strictObject({
  Id: z.number().int().positive(),
  Title: z.string().min(1).max(60),
  CareCategoryId: z.number().int().min(1).max(12),
  Body: z.string().min(40),
  When: careTipConditionsSchema.default({}),
  Yard: yardConditionsSchema.default({}),
  Start: anchoredDaySchema,
  End: anchoredDaySchema,
  Link: z
    .string()
    .regex(/^[a-z]+(\/[A-Za-z0-9]+)*(\?[A-Za-z0-9=&]+)?$/, 'an in-app route like "plants/search"')
    .optional(),
  Group: z.string().optional(),
});
export type SeasonalTip = z.infer<typeof seasonalTipSchema>;

/**
 * Typical median frost dates of a hardiness zone, used when a yard's station has no frost
 * normals (or no station is known). FrostFree zones carry the dates that frame their cool
 * season instead.
 */
const zoneFrostDatesSchema = z.strictObject({
  Zone: zoneLabel,
  LastSpringFrost: monthDay,
  FirstFallFrost: monthDay,
  FrostFree: z.boolean(),
});
export type ZoneFrostDates = z.infer<typeof zoneFrostDatesSchema>;

export const careRulesFileSchema = z.strictObject({
  about: z.string().optional(),
  items: z.array(careRuleSchema),
});
export const fertilizerSchedulesFileSchema = z.strictObject({
  about: z.string().optional(),
  items: z.array(fertilizerScheduleSchema),
});
export const seasonalTipsFileSchema = z.strictObject({
  about: z.string().optional(),
  items: z.array(seasonalTipSchema),
});
export const zoneFrostDatesFileSchema = z.strictObject({
  about: z.string().optional(),
  items: z.array(zoneFrostDatesSchema),
});
