import { z } from 'zod';

/**
 * An amount over a stretch of time, as weather services give them: an hour of rain measured
 * at a station, six hours of forecast rain, a day's high. Times are ISO 8601 instants.
 */
const periodSchema = z.object({ start: z.string(), end: z.string() });

const rainPeriodSchema = periodSchema.extend({ mm: z.number().nonnegative() });
export type RainPeriod = z.infer<typeof rainPeriodSchema>;

const temperaturePeriodSchema = periodSchema.extend({ celsius: z.number() });
export type TemperaturePeriod = z.infer<typeof temperaturePeriodSchema>;

/**
 * What a weather provider tells of one place: the rain measured over the last week, and the
 * rain, highs and lows forecast for the next week. Kept as it came (yard_weather.report), so
 * the care calendar and the yard page work from the last answer when the provider is away.
 */
const weatherReportSchema = z.object({
  /** When the provider answered. */
  fetchedAt: z.string(),
  /** Rain measured at the nearest station, oldest first: the last 7 days (hours without a reading left out). */
  observedRain: z.array(rainPeriodSchema),
  /** Rain forecast from now on, oldest first (the NWS gives it per 6 hours). */
  forecastRain: z.array(rainPeriodSchema),
  /** Forecast highs: the daytime each covers, oldest first. */
  forecastHighs: z.array(temperaturePeriodSchema),
  /** Forecast lows: the night each covers, oldest first. */
  forecastLows: z.array(temperaturePeriodSchema),
});
export type WeatherReport = z.infer<typeof weatherReportSchema>;

/**
 * A source of weather for a place (the US National Weather Service by default, nws-provider.ts).
 * Resolves null where it has no weather (outside its country); rejects when it cannot be reached
 * or answers what it should not, and the last report kept is used meanwhile.
 */
export interface WeatherProvider {
  reportAt(place: { latitude: number; longitude: number }, now: Date): Promise<WeatherReport | null>;
}

/**
 * The report kept for a yard, when it is one for the yard's place now (a yard that moved has
 * none until it is asked again) and one this release can read; null otherwise.
 */
export function reportForPlace(
  kept: { latitude: number | null; longitude: number | null; report: unknown } | null | undefined,
  yard: { latitude: number | null; longitude: number | null },
): WeatherReport | null {
  if (!kept || kept.report === null || kept.report === undefined) return null;
  if (kept.latitude !== yard.latitude || kept.longitude !== yard.longitude) return null;
  const report = weatherReportSchema.safeParse(kept.report);
  return report.success ? report.data : null;
}
