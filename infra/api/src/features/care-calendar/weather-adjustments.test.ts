import type { CarePlant } from '../plant-details/care-tips';
import type { WeatherReport } from '../common/weather-report';
import type { DesiredTask } from './desired-tasks';
import type { CareYard, GardenSnapshot } from './garden-snapshot';
import { followWeather, heatReason, rainReason } from './weather-adjustments';

/** Wednesday 2 July 2025, 09:00 in Raleigh (13:00 UTC). */
const NOW = '2025-07-02T13:00:00.000Z';
const TODAY = '2025-07-02';
const RALEIGH = 'America/New_York';
const YARD = 1;
const TOMATO = 10;
const AGAVE = 11;
const FERN = 12;

const hours = (from: string, count: number) => new Date(Date.parse(from) + count * 3_600_000).toISOString();

function report(parts: Partial<WeatherReport> = {}): WeatherReport {
  return {
    fetchedAt: NOW,
    observedRain: [],
    forecastRain: [],
    forecastHighs: [],
    forecastLows: [],
    ...parts,
  };
}

/** A high for the daytime of a local day in Raleigh (10:00 to 23:00 local). */
const high = (day: string, celsius: number) => ({
  start: `${day}T14:00:00.000Z`,
  end: hours(`${day}T14:00:00.000Z`, 13),
  celsius,
});

function plant(categoryKey: string, tolerances: string[] = []): CarePlant {
  return { categoryKey, tolerances } as unknown as CarePlant;
}

function snapshot(weather: WeatherReport | null): GardenSnapshot {
  const yard = {
    yardId: YARD,
    name: 'Home',
    weather: weather && { report: weather, timeZone: RALEIGH },
  } as CareYard;
  return {
    plantZones: [],
    yards: new Map([[YARD, yard]]),
    carePlants: new Map([
      [TOMATO, plant('vegetables')],
      [AGAVE, plant('succulents', ['Drought'])],
      [FERN, plant('houseplants')],
    ]),
    customRules: [],
    tipYardIds: [],
  };
}

function watering(plantId: number, dueDate: string, repeatEveryDays = 7, index = 0): DesiredTask {
  return {
    generationKey: `water:1:${plantId}:2025:${index}`,
    source: 'water',
    ruleId: 1,
    userTaskRuleId: null,
    yardId: YARD,
    zoneId: 5,
    plantZoneId: plantId * 100,
    plantId,
    taskType: 'Water deeply',
    careCategoryId: 2,
    commonName: 'Plant',
    zoneName: 'Bed',
    details: 'Water at the roots.',
    dateReason: 'Every 7 days through the growing season.',
    dueDate,
    windowEnd: '2025-09-30',
    expiresOn: null,
    repeatEveryDays,
    notes: '',
    spreadable: true,
  };
}

const dues = (tasks: DesiredTask[]) => tasks.map((task) => [task.plantId, task.dueDate, task.dateReason]);

describe('watering follows the weather (issue: weather-aware care)', () => {
  test('rule: 12 mm or more of rain measured in the last 48 hours postpones a watering due today or tomorrow, and says so', () => {
    // 18 mm on Tuesday evening, local time.
    const rain = report({
      observedRain: [
        { start: '2025-07-01T22:00:00.000Z', end: hours('2025-07-01T22:00:00.000Z', 3), mm: 18 },
      ],
    });
    const tasks = [
      watering(TOMATO, TODAY),
      watering(TOMATO, '2025-07-09', 7, 1),
      watering(AGAVE, '2025-07-03'),
    ];
    expect(dues(followWeather(tasks, snapshot(rain), TODAY))).toEqual([
      [TOMATO, '2025-07-04', 'Skipped: 18 mm (0.7 in) of rain on Tuesday'],
      // Next week's watering is its own.
      [TOMATO, '2025-07-09', 'Every 7 days through the growing season.'],
      [AGAVE, '2025-07-04', 'Skipped: 18 mm (0.7 in) of rain on Tuesday'],
    ]);
  });

  test('rule: less than 12 mm moves nothing; rain forecast for the next 24 hours postpones, naming the day', () => {
    const light = report({
      observedRain: [{ start: '2025-07-01T22:00:00.000Z', end: '2025-07-01T23:00:00.000Z', mm: 11.9 }],
    });
    expect(dues(followWeather([watering(TOMATO, TODAY)], snapshot(light), TODAY))).toEqual([
      [TOMATO, TODAY, 'Every 7 days through the growing season.'],
    ]);
    // 20 mm forecast for Thursday early morning (06:00 to 12:00 UTC), within 24 hours of 13:00 UTC on Wednesday.
    const coming = report({
      forecastRain: [{ start: '2025-07-03T06:00:00.000Z', end: '2025-07-03T12:00:00.000Z', mm: 20 }],
    });
    expect(dues(followWeather([watering(TOMATO, TODAY)], snapshot(coming), TODAY))).toEqual([
      [TOMATO, '2025-07-06', 'Skipped: 20 mm (0.8 in) of rain forecast for Thursday'],
    ]);
  });

  test('a watering already due three days after the rain stays where it is', () => {
    // 15 mm on Monday evening: Thursday's watering is late enough.
    const monday = report({
      observedRain: [{ start: '2025-06-30T22:00:00.000Z', end: '2025-06-30T23:00:00.000Z', mm: 15 }],
    });
    expect(dues(followWeather([watering(TOMATO, '2025-07-03')], snapshot(monday), TODAY))).toEqual([
      [TOMATO, '2025-07-03', 'Every 7 days through the growing season.'],
    ]);
  });

  test('a postponed watering stays before the next repeat of its series', () => {
    const rain = report({
      observedRain: [{ start: '2025-07-02T10:00:00.000Z', end: '2025-07-02T12:00:00.000Z', mm: 30 }],
    });
    expect(dues(followWeather([watering(TOMATO, TODAY, 3)], snapshot(rain), TODAY))).toEqual([
      [TOMATO, '2025-07-04', 'Skipped: 30 mm (1.2 in) of rain on Wednesday'],
    ]);
  });

  test('rule: a heat wave (2+ days over what the plant likes) brings its next watering forward to the first hot day, and says why', () => {
    const heat = report({
      forecastHighs: [high('2025-07-03', 36), high('2025-07-04', 37), high('2025-07-05', 30)],
    });
    const tasks = [
      watering(TOMATO, '2025-07-06'),
      watering(TOMATO, '2025-07-13', 7, 1),
      // Up to 35 °C suits a drought-tolerant plant: 36 and 37 do not.
      watering(AGAVE, '2025-07-06'),
    ];
    expect(dues(followWeather(tasks, snapshot(heat), TODAY))).toEqual([
      [TOMATO, '2025-07-03', 'Sooner: highs up to 99 °F (37 °C) on Thursday and Friday'],
      [TOMATO, '2025-07-13', 'Every 7 days through the growing season.'],
      [AGAVE, '2025-07-03', 'Sooner: highs up to 99 °F (37 °C) on Thursday and Friday'],
    ]);
    // One hot day is no wave; highs a drought-tolerant plant takes move only the others.
    const oneDay = report({ forecastHighs: [high('2025-07-03', 36), high('2025-07-04', 30)] });
    expect(dues(followWeather([watering(TOMATO, '2025-07-06')], snapshot(oneDay), TODAY))[0]![1]).toBe(
      '2025-07-06',
    );
    const warm = report({ forecastHighs: [high('2025-07-03', 34), high('2025-07-04', 34)] });
    expect(
      dues(
        followWeather([watering(TOMATO, '2025-07-06'), watering(AGAVE, '2025-07-06')], snapshot(warm), TODAY),
      ),
    ).toEqual([
      [TOMATO, '2025-07-03', 'Sooner: highs up to 93 °F (34 °C) on Thursday and Friday'],
      [AGAVE, '2025-07-06', 'Every 7 days through the growing season.'],
    ]);
  });

  test('a watering due before the wave keeps the next one two days after it, and a wave over by then moves nothing', () => {
    const threeDays = report({
      forecastHighs: [high('2025-07-03', 36), high('2025-07-04', 36), high('2025-07-05', 36)],
    });
    expect(
      dues(
        followWeather(
          [watering(TOMATO, TODAY, 4), watering(TOMATO, '2025-07-06', 4, 1)],
          snapshot(threeDays),
          TODAY,
        ),
      ),
    ).toEqual([
      [TOMATO, TODAY, 'Every 7 days through the growing season.'],
      [TOMATO, '2025-07-04', 'Sooner: highs up to 97 °F (36 °C) on Thursday, Friday and Saturday'],
    ]);
    const twoDays = report({ forecastHighs: [high('2025-07-02', 36), high('2025-07-03', 36)] });
    const watered = [watering(TOMATO, '2025-07-02', 4), watering(TOMATO, '2025-07-06', 4, 1)];
    expect(followWeather(watered, snapshot(twoDays), TODAY)).toEqual(watered);
  });

  test('houseplants, other care, a report older than yesterday or none at all: nothing moves (the normals decide)', () => {
    const rain = report({
      observedRain: [{ start: '2025-07-02T10:00:00.000Z', end: '2025-07-02T12:00:00.000Z', mm: 30 }],
    });
    const other = { ...watering(TOMATO, TODAY), source: 'care' as const };
    const tasks = [watering(FERN, TODAY), other];
    expect(followWeather(tasks, snapshot(rain), TODAY)).toEqual(tasks);
    const old = { ...rain, fetchedAt: '2025-06-30T13:00:00.000Z' };
    expect(followWeather([watering(TOMATO, TODAY)], snapshot(old), TODAY)).toEqual([watering(TOMATO, TODAY)]);
    expect(followWeather([watering(TOMATO, TODAY)], snapshot(null), TODAY)).toEqual([
      watering(TOMATO, TODAY),
    ]);
  });

  test('the reasons read as a gardener says them', () => {
    expect(rainReason({ mm: 18.4, days: ['2025-06-30', '2025-07-01'], forecast: false })).toBe(
      'Skipped: 18 mm (0.7 in) of rain on Monday and Tuesday',
    );
    expect(heatReason({ days: ['2025-07-03', '2025-07-04', '2025-07-05'], highestC: 35.6 })).toBe(
      'Sooner: highs up to 96 °F (36 °C) on Thursday, Friday and Saturday',
    );
  });
});
