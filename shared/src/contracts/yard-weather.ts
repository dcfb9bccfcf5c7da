import { z } from 'zod';

/**
 * Where a yard's weather stands: `ready` a report is kept; `pending` none yet (it is asked for
 * in the background, within a minute of the yard getting its place); `unreachable` none,
 * and the last time it was asked the weather service could not be reached (it is asked again);
 * `uncovered` the weather service has none for the yard's place (the NWS covers the US);
 * `off` this server asks no weather service. Without a report the care calendar follows the
 * station normals.
 */
export const YARD_WEATHER_STATUSES = ['ready', 'pending', 'unreachable', 'uncovered', 'off'] as const;

/** A day of the last week: the rain measured at the nearest station (mm). */
const pastDaySchema = z.object({ Date: z.string(), RainMm: z.number() });

/** A day of the forecast: rain (mm), high and low (°C); null where the forecast gives none. */
const forecastDaySchema = z.object({
  Date: z.string(),
  RainMm: z.number(),
  HighC: z.number().nullable(),
  LowC: z.number().nullable(),
});

/** GET users/{uid}/yard/{id}/Weather: the last week's rain and the next days' forecast, by the yard's local days. */
export const yardWeatherSchema = z.object({
  YardId: z.number().int(),
  Status: z.enum(YARD_WEATHER_STATUSES),
  /** When the report was fetched (ISO 8601); null without one. */
  UpdatedAt: z.string().nullable(),
  /** When the service last could not be reached, if that was after the report (ISO 8601); else null. */
  LastFailedAt: z.string().nullable(),
  /** The 7 days up to today, oldest first (empty without a report). */
  PastDays: z.array(pastDaySchema),
  /** Today and the days after, as far as the forecast goes (7 at most). */
  Forecast: z.array(forecastDaySchema),
});
export type YardWeather = z.infer<typeof yardWeatherSchema>;
