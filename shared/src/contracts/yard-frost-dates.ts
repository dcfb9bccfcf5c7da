import { z } from 'zod';

/** Where a yard's task dates come from: its weather station's normals, or its hardiness zone. */
export const FROST_DATE_SOURCES = ['station', 'zone', 'none'] as const;

/**
 * The frost dates a yard's care calendar is built on (MM-DD). `station`: the NOAA 1981-2010
 * median (50%) dates of the yard's station; `zone`: typical dates of its hardiness zone when
 * the station has none (or no station is known); `none`: neither is known yet.
 */
export const yardFrostDatesSchema = z.object({
  YardId: z.number().int(),
  Source: z.enum(FROST_DATE_SOURCES),
  LastSpringFrost: z.string().nullable(),
  FirstFallFrost: z.string().nullable(),
  /** True where NOAA expects no freeze at all (the dates then frame the cool season). */
  FrostFree: z.boolean(),
  StationID: z.string().nullable(),
  StationName: z.string(),
  StationState: z.string(),
  /** From the yard; null when the yard has no coordinates. */
  DistanceMiles: z.number().nullable(),
  /** True when the gardener chose the station on the map. */
  StationChosen: z.boolean(),
  HardinessZone: z.string(),
  /** One sentence a gardener can read: where the dates come from and what they mean. */
  Explanation: z.string(),
  Attribution: z.string(),
});
export type YardFrostDates = z.infer<typeof yardFrostDatesSchema>;

/** POST users/{uid}/yard/{id}/WeatherStation: the station the gardener chose on the map. */
export const yardStationInputSchema = z.object({
  StationID: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9]{1,20}$/, 'Choose a weather station on the map.'),
});
export type YardStationInput = z.input<typeof yardStationInputSchema>;
