import { addDays, maxDay, minDay } from '../common/calendar-days';
import { temperatureText, weekdayOf } from '../common/weather-words';
import type { DesiredTask } from './desired-tasks';
import type { CareYard, GardenSnapshot } from './garden-snapshot';
import { hotRun, isFresh, soakingRain, type HotRun, type SoakingRain } from './weather-signals';

/** Houseplants live indoors: the weather outside does not water them. */
const INDOOR_CATEGORY = 'houseplants';
/** The high most garden plants take without extra water: 90 °F. */
const COMFORT_C = 32;
/** ...and what a plant tolerant of heat or drought takes: 95 °F. */
const TOLERANT_COMFORT_C = 35;
const HEAT_TOLERANCES = ['Heat', 'Drought'];
/** After a soaking rain the soil holds water for about this many days. */
const DAYS_AFTER_RAIN = 3;
/** A heat wave brings forward a watering due within this many days; a later one waits its turn. */
const HEAT_REACH_DAYS = 7;
/** Even in a heat wave a deep watering lasts a day: never two days running. */
const MIN_DAYS_BETWEEN_WATERINGS = 2;

/** "Monday", "Monday and Tuesday", "Monday, Tuesday and Wednesday". */
function dayList(days: readonly string[]): string {
  const names = days.map(weekdayOf);
  return names.length < 2 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}

const inches = (mm: number) => (mm / 25.4).toFixed(1);

/** How a watering moved by the weather says why: the task list shows these beside it. */
const RAIN_PREFIX = 'Skipped: ';
const HEAT_PREFIX = 'Sooner: ';

/** The weather's reason for a task's day, when the weather moved it (a watering); else undefined. */
export function weatherNoteOf(source: string, dateReason: string): string | undefined {
  if (source !== 'water') return undefined;
  return dateReason.startsWith(RAIN_PREFIX) || dateReason.startsWith(HEAT_PREFIX) ? dateReason : undefined;
}

/** "Skipped: 18 mm (0.7 in) of rain on Tuesday" (or "…forecast for Wednesday"). */
export function rainReason(rain: SoakingRain): string {
  const mm = Math.round(rain.mm);
  const when = rain.forecast ? `forecast for ${dayList(rain.days)}` : `on ${dayList(rain.days)}`;
  return `${RAIN_PREFIX}${mm} mm (${inches(rain.mm)} in) of rain ${when}`;
}

/** "Sooner: highs up to 97 °F (36 °C) on Wednesday and Thursday". */
export function heatReason(run: HotRun): string {
  return `${HEAT_PREFIX}highs up to ${temperatureText(run.highestC)} on ${dayList(run.days)}`;
}

/** A watering postponed past the rain: DAYS_AFTER_RAIN after its last day, before the next repeat (unchanged when already as late). */
function afterRain(task: DesiredTask, rain: SoakingRain, today: string): DesiredTask {
  const lastWetDay = rain.days.at(-1) ?? today;
  let due = addDays(lastWetDay, DAYS_AFTER_RAIN);
  if (task.repeatEveryDays > 1) due = minDay(due, addDays(task.dueDate, task.repeatEveryDays - 1));
  if (due <= task.dueDate) return task;
  return { ...task, dueDate: due, dateReason: rainReason(rain), spreadable: false };
}

interface YardSignals {
  rain: SoakingRain | null;
  /** The hot run for a plant that likes highs up to `comfortC`. */
  heat: (comfortC: number) => HotRun | null;
}

function signalsOf(yard: CareYard | undefined, today: string): YardSignals | null {
  const weather = yard?.weather;
  if (!weather || !isFresh(weather.report, today)) return null;
  const runs = new Map<number, HotRun | null>();
  return {
    rain: soakingRain(weather.report, weather.timeZone),
    heat: (comfortC) => {
      if (!runs.has(comfortC)) runs.set(comfortC, hotRun(weather.report, weather.timeZone, today, comfortC));
      return runs.get(comfortC)!;
    },
  };
}

/**
 * The watering tasks moved by the weather of their yard (its last report, kept by
 * weather-forecast/): a soaking rain of the last 48 hours, or forecast for the next 24,
 * postpones a watering due today or tomorrow; else a heat wave coming (2+ days over what the
 * plant likes) brings a plant's next watering forward to its first hot day. Each says why.
 * Without a fresh report, or indoors, nothing moves: the calendar follows the normals.
 */
export function followWeather(tasks: DesiredTask[], snapshot: GardenSnapshot, today: string): DesiredTask[] {
  const signals = new Map<number, YardSignals | null>();
  const signalsFor = (yardId: number) => {
    if (!signals.has(yardId)) signals.set(yardId, signalsOf(snapshot.yards.get(yardId), today));
    return signals.get(yardId)!;
  };
  const outdoorWatering = (task: DesiredTask) =>
    task.source === 'water' &&
    task.plantId !== null &&
    snapshot.carePlants.get(task.plantId)?.categoryKey !== INDOOR_CATEGORY;

  // Each plant-zone's waterings from today on, soonest first: a heat wave moves one of them.
  const waterings = new Map<number, DesiredTask[]>();
  for (const task of tasks) {
    if (!outdoorWatering(task) || task.plantZoneId === null || task.dueDate < today) continue;
    waterings.set(task.plantZoneId, [...(waterings.get(task.plantZoneId) ?? []), task]);
  }
  for (const list of waterings.values()) list.sort((a, b) => (a.dueDate < b.dueDate ? -1 : 1));

  return tasks.map((task) => {
    if (!outdoorWatering(task) || task.dueDate < today) return task;
    const yard = signalsFor(task.yardId);
    if (!yard) return task;
    if (yard.rain) return task.dueDate <= addDays(today, 1) ? afterRain(task, yard.rain, today) : task;
    const plant = snapshot.carePlants.get(task.plantId!);
    const tolerant = plant?.tolerances.some((tolerance) => HEAT_TOLERANCES.includes(tolerance)) ?? false;
    const run = yard.heat(tolerant ? TOLERANT_COMFORT_C : COMFORT_C);
    const due = run && heatWatering(waterings.get(task.plantZoneId!) ?? [], run, today);
    if (!run || due?.task !== task) return task;
    return { ...task, dueDate: due.day, dateReason: heatReason(run), spreadable: false };
  });
}

/**
 * The watering a heat wave brings forward, and to which day: the first one due after the
 * wave begins (within HEAT_REACH_DAYS), to its first hot day, or two days after a watering
 * due before it (watered on Wednesday, the wave from Thursday: again on Friday, not Sunday).
 */
function heatWatering(
  waterings: readonly DesiredTask[],
  run: HotRun,
  today: string,
): { task: DesiredTask; day: string } | null {
  const firstHotDay = maxDay(today, run.days[0]!);
  const before = waterings.filter((task) => task.dueDate <= firstHotDay).at(-1);
  const next = waterings.find((task) => task.dueDate > firstHotDay);
  if (!next || next.dueDate > addDays(today, HEAT_REACH_DAYS)) return null;
  const day = before ? maxDay(firstHotDay, addDays(before.dueDate, MIN_DAYS_BETWEEN_WATERINGS)) : firstHotDay;
  // The wave over by then, or the watering already as soon: nothing to bring forward.
  if (day > run.days.at(-1)! || day >= next.dueDate) return null;
  return { task: next, day };
}
