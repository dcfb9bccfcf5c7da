import { z } from 'zod';
import { wholeId } from './database-ids';
import { userPathSchema } from './identity';
import { thriveFactorSchema, thriveOverallSchema } from './thrive';

/** Sun requirement ids 1..7 and water requirement ids 1..5 (reference lists). */
const SUN_REQUIREMENT_COUNT = 7;
const WATER_REQUIREMENT_COUNT = 5;

const positiveId = (what: string) => wholeId(what);

/** A zone: a part of a yard with one sun and one water condition (SPEC §3 Zone). */
export const zoneSchema = z.object({
  Id: z.number().int(),
  YardId: z.number().int(),
  YardName: z.string(),
  Name: z.string(),
  SunRequirementId: z.number().int(),
  WaterRequirementId: z.number().int(),
  /** The yard's hardiness zone, which the zone's plants are scored against. */
  YardHardinessZoneId: z.number().int(),
  Notes: z.string(),
  PlantCount: z.number().int(),
});
export type Zone = z.infer<typeof zoneSchema>;

/** GET users/{uid}/zonelisting/{yardId} (0 = every yard). */
export const zonesResponseSchema = z.array(zoneSchema);

const zoneFieldsSchema = z.object({
  Name: z.string().trim().min(1, 'Please enter a name for the zone.').max(100, 'The name is too long.'),
  SunRequirementId: z
    .number({ message: 'Please choose how much sun the zone gets.' })
    .int()
    .min(1, 'Please choose how much sun the zone gets.')
    .max(SUN_REQUIREMENT_COUNT, `A sun requirement id is 1 to ${SUN_REQUIREMENT_COUNT}.`),
  WaterRequirementId: z
    .number({ message: 'Please choose how wet the zone is.' })
    .int()
    .min(1, 'Please choose how wet the zone is.')
    .max(WATER_REQUIREMENT_COUNT, `A water requirement id is 1 to ${WATER_REQUIREMENT_COUNT}.`),
  Notes: z.string().trim().max(1000, 'The notes are too long.').default(''),
});

/** POST users/{uid}/createzone/{yardId}: a new zone in that yard. */
export const zoneCreateSchema = zoneFieldsSchema;
export type ZoneCreate = z.input<typeof zoneCreateSchema>;

/** POST users/{uid}/zone: Id 0 creates in YardId; an Id above 0 updates (a YardId moves the zone). */
export const zoneInputSchema = zoneFieldsSchema
  .extend({
    Id: z.number().int().nonnegative().default(0),
    YardId: z.number().int().nonnegative().default(0),
  })
  .refine((zone) => zone.Id > 0 || zone.YardId > 0, {
    message: 'Choose the yard the new zone belongs to.',
    path: ['YardId'],
  });
export type ZoneInput = z.input<typeof zoneInputSchema>;

/** Paths whose id is a zone, or a plant-zone (`users/{uid}/.../{id}`). */
export const zonePathSchema = userPathSchema.extend({ id: positiveId('id') });

/** Paths whose id may be 0 for "all" (zonelisting/0 = every yard, ZonePlants/0?yid = a whole yard). */
export const allOrOnePathSchema = userPathSchema.extend({
  id: wholeId('id', 0),
});

/** GET users/{uid}/ZonePlants/{zoneId}?yid: with zone 0, every plant of yard yid (0 = every yard). */
export const zonePlantsQuerySchema = z.object({
  yid: wholeId('yard id', 0).default(0),
});

/** A plant growing in a zone (SPEC §3 plant-zone) with its thrive scores there. */
export const zonePlantSchema = z.object({
  /** The plant-zone id (UpdatePlantZone, DeletePlantZone). */
  Id: z.number().int(),
  ZoneId: z.number().int(),
  ZoneName: z.string(),
  YardId: z.number().int(),
  PlantId: z.number().int(),
  CommonName: z.string(),
  BotanicalName: z.string(),
  /**
   * The plant's picture: the gardener's newest photo of it, else an imported open-licence
   * photo, else its generated drawing; '' only for a plant with none (the app shows the
   * SPEC §8 fallback).
   */
  Thumbnail: z.string(),
  FertilizerId: z.number().int(),
  FertilizerName: z.string(),
  Sun: thriveFactorSchema,
  Water: thriveFactorSchema,
  Freeze: thriveFactorSchema,
  Overall: thriveOverallSchema,
});
export type ZonePlant = z.infer<typeof zonePlantSchema>;
export const zonePlantsResponseSchema = z.array(zonePlantSchema);

const fertilizerIdSchema = z
  .number({ message: 'Choose a fertilizer.' })
  .int()
  .nonnegative('Choose a fertilizer.');

/**
 * POST users/{uid}/TogglePlantZone/{zoneId} with {fertilizerId}: adds the plant to the zone,
 * or removes it when it is already there (the path names the zone, so the route guard
 * covers it; the plant is reference data).
 */
export const togglePlantZoneSchema = z.object({
  plantId: positiveId('plant id'),
  fertilizerId: fertilizerIdSchema.default(0),
});
export type TogglePlantZone = z.input<typeof togglePlantZoneSchema>;
export const togglePlantZoneResponseSchema = z.object({
  /** True when the plant is now in the zone, false when it was removed. */
  InZone: z.boolean(),
  message: z.string(),
});
export type TogglePlantZoneResponse = z.infer<typeof togglePlantZoneResponseSchema>;

/** POST users/{uid}/UpdatePlantZone/{plantZoneId} with {fertilizerId}. */
export const updatePlantZoneSchema = z.object({ fertilizerId: fertilizerIdSchema });
export type UpdatePlantZone = z.input<typeof updatePlantZoneSchema>;

/** Answers of calls that only change or delete: a sentence the app can show. */
export const doneMessageSchema = z.object({ message: z.string() });
export type DoneMessage = z.infer<typeof doneMessageSchema>;
