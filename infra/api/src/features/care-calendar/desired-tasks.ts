import type { TaskSource } from '@thrive/shared/contracts';
import { filled, placeholders, type CarePlant } from '../plant-details/care-tips';
import type { CareData } from './care-data';
import type { CareRule, FertilizerSchedule, SeasonalTip } from './care-data-schema';
import { dateReason } from './date-reason';
import type { CareCustomRule, CarePlantZone, CareYard, GardenSnapshot } from './garden-snapshot';
import { customOccurrences } from './custom-occurrences';
import { applicableTo } from './rule-match';
import { plantingDay } from './planting-day';
import { occurrences, type CalendarAnchors, type Occurrence } from './rule-windows';

/** A task the calendar should hold, keyed so that making it again finds the same row. */
export interface DesiredTask {
  generationKey: string;
  source: TaskSource;
  ruleId: number;
  userTaskRuleId: number | null;
  yardId: number;
  zoneId: number | null;
  plantZoneId: number | null;
  plantId: number | null;
  taskType: string;
  careCategoryId: number;
  commonName: string;
  zoneName: string;
  details: string;
  dateReason: string;
  dueDate: string;
  windowEnd: string | null;
  expiresOn: string | null;
  repeatEveryDays: number;
  notes: string;
  /**
   * Routine care that may go on another day of its window's first week (spread-days.ts).
   * Absent for what has a day of its own: tips, the gardener's tasks, and care due on a
   * hard date (a frost date, the planting day).
   */
  spreadable?: boolean;
}

type Windowed = CareRule | FertilizerSchedule;

/**
 * The rules that may apply to a plant category (those naming it, and those naming none),
 * in file order so Groups still pick the first: most rules name their categories, so a plant
 * is checked against a tenth of them. Made once per release of the data.
 */
const rulesByCategory = new WeakMap<CareData, Map<string, CareRule[]>>();
function rulesFor(data: CareData, categoryKey: string): CareRule[] {
  let index = rulesByCategory.get(data);
  if (!index) {
    index = new Map();
    rulesByCategory.set(data, index);
  }
  let rules = index.get(categoryKey);
  if (!rules) {
    rules = data.rules.filter(
      (rule) =>
        (!rule.When.categories || rule.When.categories.includes(categoryKey)) &&
        !rule.When.notCategories?.includes(categoryKey),
    );
    index.set(categoryKey, rules);
  }
  return rules;
}

function anchorsOf(yard: CareYard, added: string): CalendarAnchors {
  return { lastFrost: yard.frost.lastFrost, firstFrost: yard.frost.firstFrost, added };
}

/** Planting care waits for the growing season (planting-day.ts); null: no planting care. */
function plantingAnchors(yard: CareYard, plantZone: CarePlantZone, plant: CarePlant): CalendarAnchors | null {
  const day = plantingDay(plantZone.added, yard.frost, plant);
  return day === null ? null : anchorsOf(yard, day);
}

/** The tasks one rule asks of one plant in its zone. */
function ruleTasks(
  rule: Windowed,
  source: TaskSource,
  plantZone: CarePlantZone,
  anchors: CalendarAnchors | null,
  details: string,
  today: string,
): DesiredTask[] {
  if (!anchors) return [];
  return occurrences(rule, anchors, today).map((occurrence) => ({
    generationKey: `${source}:${rule.Id}:${plantZone.plantZoneId}:${occurrence.season}:${occurrence.index}`,
    source,
    ruleId: rule.Id,
    userTaskRuleId: null,
    yardId: plantZone.yardId,
    zoneId: plantZone.zoneId,
    plantZoneId: plantZone.plantZoneId,
    plantId: plantZone.plantId,
    taskType: rule.TaskType,
    careCategoryId: rule.CareCategoryId,
    commonName: plantZone.commonName,
    zoneName: plantZone.zoneName,
    details,
    dateReason: dateReason(rule, anchors, occurrence.windowEnd),
    dueDate: occurrence.due,
    windowEnd: occurrence.windowEnd,
    expiresOn: null,
    repeatEveryDays: rule.RepeatEveryDays,
    notes: '',
    spreadable: isRoutine(rule, occurrence),
  }));
}

/**
 * Care whose window gives it several days, and whose day is not a hard date: a one-off
 * counted from a frost date or the planting day keeps its first day, unless that day has
 * passed (an open window is due today only because today is when we are); a repeat keeps
 * its days when counted from the planting day (watering in a new planting).
 */
function isRoutine(rule: Windowed, occurrence: Occurrence): boolean {
  if (occurrence.windowEnd <= occurrence.due) return false;
  if (rule.RepeatEveryDays > 0) return rule.Start.Anchor !== 'added';
  return rule.Start.Anchor === 'date' || occurrence.due > occurrence.opensOn;
}

/** Every care, watering and feeding task of one plant in its zone. */
function plantZoneTasks(plantZone: CarePlantZone, snapshot: GardenSnapshot, data: CareData, today: string) {
  const yard = snapshot.yards.get(plantZone.yardId);
  const plant = snapshot.carePlants.get(plantZone.plantId);
  if (!yard || !plant) return [];
  const inYard = { plant, zoneLowId: plantZone.zoneLowId, yard: yard.context };
  const values = placeholders(plant);
  const seasonal = anchorsOf(yard, plantZone.added);
  const planting = plantingAnchors(yard, plantZone, plant);
  const anchorsFor = (rule: Windowed) => (rule.Start.Anchor === 'added' ? planting : seasonal);
  const tasks: DesiredTask[] = [];
  for (const rule of applicableTo(rulesFor(data, plant.categoryKey), inYard)) {
    const details = filled(rule.Details, values);
    if (details !== null)
      tasks.push(...ruleTasks(rule, rule.Source, plantZone, anchorsFor(rule), details, today));
  }
  const schedules = data.fertilizerSchedules.filter(
    (schedule) => schedule.FertilizerId === plantZone.fertilizerId,
  );
  for (const schedule of applicableTo(schedules, inYard)) {
    const details = filled(schedule.Details, values);
    if (details !== null)
      tasks.push(...ruleTasks(schedule, 'fertilizer', plantZone, anchorsFor(schedule), details, today));
  }
  return tasks;
}

/** A tip applies to a yard when one of its plants meets it (Group: the first that applies). */
function yardTips(yard: CareYard, snapshot: GardenSnapshot, data: CareData, today: string): DesiredTask[] {
  const inYard = snapshot.plantZones
    .filter((plantZone) => plantZone.yardId === yard.yardId && snapshot.carePlants.has(plantZone.plantId))
    .map((plantZone) => ({
      plant: snapshot.carePlants.get(plantZone.plantId)!,
      zoneLowId: plantZone.zoneLowId,
      yard: yard.context,
    }));
  if (inYard.length === 0) return [];
  const usedGroups = new Set<string>();
  const tips: SeasonalTip[] = [];
  for (const tip of data.tips) {
    if (tip.Group && usedGroups.has(tip.Group)) continue;
    if (!inYard.some((plant) => applicableTo([tip], plant).length > 0)) continue;
    if (tip.Group) usedGroups.add(tip.Group);
    tips.push(tip);
  }
  const anchors = anchorsOf(yard, today);
  return tips.flatMap((tip) =>
    occurrences({ ...tip, RepeatEveryDays: 0 }, anchors, today).map((occurrence) => ({
      generationKey: `tip:${tip.Id}:${yard.yardId}:${occurrence.season}`,
      source: 'tip' as const,
      ruleId: tip.Id,
      userTaskRuleId: null,
      yardId: yard.yardId,
      zoneId: null,
      plantZoneId: null,
      plantId: null,
      taskType: tip.Title,
      careCategoryId: tip.CareCategoryId,
      commonName: '',
      zoneName: yard.name,
      details: tip.Body,
      dateReason: dateReason({ ...tip, RepeatEveryDays: 0 }, anchors, occurrence.windowEnd),
      dueDate: occurrence.due,
      windowEnd: occurrence.windowEnd,
      expiresOn: occurrence.windowEnd,
      repeatEveryDays: 0,
      notes: '',
    })),
  );
}

/** The tasks of one of the gardener's own rules. */
function customTasks(rule: CareCustomRule, today: string): DesiredTask[] {
  return customOccurrences(rule, today).map((occurrence) => ({
    generationKey: `custom:${rule.id}:${occurrence.index}`,
    source: 'custom',
    ruleId: 0,
    userTaskRuleId: rule.id,
    yardId: rule.yardId,
    zoneId: rule.zoneId,
    plantZoneId: rule.plantZoneId,
    plantId: rule.plantId,
    taskType: rule.taskType,
    careCategoryId: rule.careCategoryId,
    commonName: rule.commonName,
    zoneName: rule.zoneName,
    details: rule.notes,
    dateReason: occurrence.reason,
    dueDate: occurrence.due,
    windowEnd: rule.endDate,
    expiresOn: null,
    repeatEveryDays: rule.intervalDays,
    notes: '',
  }));
}

/** Everything the calendar of `snapshot` should hold from today on. */
export function desiredTasks(snapshot: GardenSnapshot, data: CareData, today: string): DesiredTask[] {
  return [
    ...snapshot.plantZones
      .filter((pz) => pz.inScope)
      .flatMap((pz) => plantZoneTasks(pz, snapshot, data, today)),
    ...snapshot.tipYardIds.flatMap((yardId) => {
      const yard = snapshot.yards.get(yardId);
      return yard ? yardTips(yard, snapshot, data, today) : [];
    }),
    ...snapshot.customRules.flatMap((rule) => customTasks(rule, today)),
  ];
}
