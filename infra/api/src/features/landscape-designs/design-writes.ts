import { and, asc, eq } from 'drizzle-orm';
import { DESIGN_SUN_REQUIRED, type Design, type DesignFields } from '@thrive/shared/landscape';
import type { Database } from '../../db/database';
import {
  landscapeDesignPlants,
  landscapeDesigns,
  landscapeStylePlants,
  landscapeStyles,
  plantZones,
} from '../../db/schema';
import { badRequest, notFound } from '../../http-errors';
import type { MediaUrls } from '../common/media-urls';
import { ownedZone, type ZoneRow } from '../common/owned-zone';
import { designColumns } from './design-values';
import { designOf } from './design-view';
import { ownedDesign } from './owned-design';

type LandscapeStyle = typeof landscapeStyles.$inferSelect;

/** A style by its id from the path (reference data): 404 when there is none. */
async function landscapeStyle(db: Database, styleId: number): Promise<LandscapeStyle> {
  const [style] = await db.select().from(landscapeStyles).where(eq(landscapeStyles.id, styleId));
  if (!style) throw notFound(`There is no landscape style ${styleId}.`);
  return style;
}

/** The zone a body names, when it names one: the gardener's own (404 for another's, as for none). */
const zoneOf = (db: Database, userId: number, fields: DesignFields) =>
  fields.ZoneId ? ownedZone(db, userId, fields.ZoneId) : Promise.resolve(undefined);

/**
 * Sun and water of a design: what the gardener chose, else the zone's, else the style's.
 * SPEC §5 requires a sun: a design still without one is bad input.
 */
function conditions(
  fields: DesignFields,
  ...sources: ({ sunRequirementId: number; waterRequirementId: number } | undefined)[]
) {
  const sun =
    [fields.SunRequirementId, ...sources.map((source) => source?.sunRequirementId ?? 0)].find(Boolean) ?? 0;
  const water =
    [fields.WaterRequirementId, ...sources.map((source) => source?.waterRequirementId ?? 0)].find(Boolean) ??
    0;
  if (!sun) throw badRequest(DESIGN_SUN_REQUIRED, { 'body.SunRequirementId': DESIGN_SUN_REQUIRED });
  return { sun, water };
}

/** The plants a new design starts with: the zone's (with their fertilizer), then the style's palette. */
async function startingPlants(
  db: Database,
  userId: number,
  zone: ZoneRow | undefined,
  copyZonePlants: boolean,
  style: LandscapeStyle | undefined,
) {
  const fromZone =
    zone && copyZonePlants
      ? await db
          .select({ plantId: plantZones.plantId, fertilizerId: plantZones.fertilizerId })
          .from(plantZones)
          .where(and(eq(plantZones.zoneId, zone.id), eq(plantZones.userId, userId)))
          .orderBy(asc(plantZones.id))
      : [];
  const fromStyle = style
    ? await db
        .select({ plantId: landscapeStylePlants.plantId })
        .from(landscapeStylePlants)
        .where(eq(landscapeStylePlants.styleId, style.id))
        .orderBy(asc(landscapeStylePlants.plantId))
    : [];
  const seen = new Set<number>();
  return [...fromZone, ...fromStyle.map((row) => ({ ...row, fertilizerId: 0 }))].filter(
    (plant) => !seen.has(plant.plantId) && seen.add(plant.plantId),
  );
}

/**
 * POST LandscapeDesign/{styleId}/User/0/: a new design, started from a style (styleId above
 * 0: its sun, water and palette) and/or from a zone of the gardener's (ZoneId: its sun,
 * water and, with CopyPlants, its plants with their fertilizer, SPEC §4 zone action 28).
 * What the gardener typed wins over both.
 */
export async function createDesign(
  db: Database,
  urls: MediaUrls,
  userId: number,
  styleId: number,
  fields: DesignFields,
  now: Date,
): Promise<Design> {
  const style = styleId ? await landscapeStyle(db, styleId) : undefined;
  const zone = await zoneOf(db, userId, fields);
  const { sun, water } = conditions(fields, zone, style);
  const plants = await startingPlants(db, userId, zone, fields.CopyPlants, style);
  const row = await db.transaction(async (tx) => {
    const [created] = await tx
      .insert(landscapeDesigns)
      .values({
        ...designColumns(fields, sun, water, now),
        userId,
        styleId: style?.id ?? null,
        createdAt: now,
      })
      .returning();
    if (plants.length)
      await tx
        .insert(landscapeDesignPlants)
        .values(plants.map((plant) => ({ ...plant, designId: created!.id })));
    return created!;
  });
  return designOf(db, urls, row);
}

/**
 * PUT LandscapeDesign/{styleId}/User/{designId}/: saves every field of one of the caller's
 * designs (404 for another's, as for none). A styleId above 0 makes the design follow that
 * style from now on (its plants are not added again); 0 keeps the style it has. The plants are changed by their own
 * calls, never here.
 */
export async function updateDesign(
  db: Database,
  urls: MediaUrls,
  userId: number,
  styleId: number,
  designId: number,
  fields: DesignFields,
  now: Date,
): Promise<Design> {
  const design = await ownedDesign(db, userId, designId);
  const style = styleId ? await landscapeStyle(db, styleId) : undefined;
  await zoneOf(db, userId, fields);
  const { sun, water } = conditions(fields);
  const [row] = await db
    .update(landscapeDesigns)
    .set({ ...designColumns(fields, sun, water, now), styleId: style ? style.id : design.styleId })
    .where(and(eq(landscapeDesigns.id, designId), eq(landscapeDesigns.userId, userId)))
    .returning();
  if (!row) throw notFound(`There is no design ${designId}.`);
  return designOf(db, urls, row);
}

/** DELETE LandscapeDesign/{id}/UserList/0/: the design and its plants (404 for another's, as for none). */
export async function deleteDesign(db: Database, userId: number, designId: number): Promise<string> {
  const design = await ownedDesign(db, userId, designId);
  await db
    .delete(landscapeDesigns)
    .where(and(eq(landscapeDesigns.id, designId), eq(landscapeDesigns.userId, userId)));
  return `${design.name} was deleted.`;
}
