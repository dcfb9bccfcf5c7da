import { and, asc, count, desc, eq, ilike, inArray, sql, type SQL } from 'drizzle-orm';
import { type DesignCriteria, type DesignListItem, type DesignPage } from '@thrive/shared/landscape';
import type { Database } from '../../db/database';
import {
  landscapeDesignPlants,
  landscapeDesigns,
  landscapeStyles,
  plantAttributes,
  plants,
  users,
  yards,
  zones,
} from '../../db/schema';

/** Where a design's printable bed layout is served (with the sign-in headers, like every call). */
const designLayoutAddress = (designId: number) => `/api/LandscapeDesign/${designId}/Layout.svg`;

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The hardiness zone a design is scored in (design-conditions.ts), as SQL for the hz filter. */
const designHardiness = sql`COALESCE(
  (SELECT NULLIF(${yards.hardinessZoneId}, 0) FROM ${zones} JOIN ${yards} ON ${yards.id} = ${zones.yardId}
    WHERE ${zones.id} = ${landscapeDesigns.zoneId} AND ${zones.userId} = ${landscapeDesigns.userId}),
  (SELECT ${yards.hardinessZoneId} FROM ${users} JOIN ${yards}
    ON ${yards.id} = ${users.defaultYardId} AND ${yards.userId} = ${users.id}
    WHERE ${users.id} = ${landscapeDesigns.userId}),
  0)`;

/** Designs with at least one plant meeting `condition` (on plants). */
const withPlant = (condition: SQL | undefined) =>
  sql`EXISTS (SELECT 1 FROM ${landscapeDesignPlants} JOIN ${plants} ON ${plants.id} = ${landscapeDesignPlants.plantId}
    WHERE ${landscapeDesignPlants.designId} = ${landscapeDesigns.id} AND ${condition})`;

const attractant = (ids: number[]) =>
  inArray(
    plants.id,
    sql`(SELECT ${plantAttributes.plantId} FROM ${plantAttributes}
      WHERE ${and(eq(plantAttributes.list, 'attractants'), inArray(plantAttributes.itemId, ids))})`,
  );

/** Every asked filter of SPEC §3 Design filter as a condition (co: our plants carry no cost). */
function filterConditions(userId: number, { k, p, hz, sr, wr, gr, ef, at }: DesignCriteria): SQL | undefined {
  return and(
    eq(landscapeDesigns.userId, userId),
    k ? ilike(landscapeDesigns.name, `%${escapeLike(k)}%`) : undefined,
    p ? withPlant(eq(plants.id, p)) : undefined,
    sr.length ? inArray(landscapeDesigns.sunRequirementId, sr) : undefined,
    wr.length ? inArray(landscapeDesigns.waterRequirementId, wr) : undefined,
    hz.length ? sql`${designHardiness} IN ${hz}` : undefined,
    gr.length ? withPlant(inArray(plants.growthRateId, gr)) : undefined,
    ef.length ? withPlant(inArray(plants.effortId, ef)) : undefined,
    at.length ? withPlant(attractant(at)) : undefined,
  );
}

const ORDER: Record<DesignCriteria['s'], SQL[]> = {
  Newest: [desc(landscapeDesigns.updatedAt), desc(landscapeDesigns.id)],
  Oldest: [asc(landscapeDesigns.createdAt), asc(landscapeDesigns.id)],
  'Name ASC': [asc(sql`lower(${landscapeDesigns.name})`), asc(landscapeDesigns.id)],
  'Name DESC': [desc(sql`lower(${landscapeDesigns.name})`), desc(landscapeDesigns.id)],
};

/** GET LandscapeDesign/0/UserList/: a page of the caller's designs matching the filter. */
export async function listDesigns(
  db: Database,
  userId: number,
  criteria: DesignCriteria,
): Promise<DesignPage> {
  const where = filterConditions(userId, criteria);
  const { i, c } = criteria;
  const [rows, [total]] = await Promise.all([
    db
      .select({
        design: landscapeDesigns,
        firstname: users.firstname,
        styleImage: landscapeStyles.webImage,
        plantCount: sql<number>`(SELECT count(*) FROM ${landscapeDesignPlants}
          WHERE ${landscapeDesignPlants.designId} = ${landscapeDesigns.id})`.mapWith(Number),
      })
      .from(landscapeDesigns)
      .innerJoin(users, eq(users.id, landscapeDesigns.userId))
      .leftJoin(landscapeStyles, eq(landscapeStyles.id, landscapeDesigns.styleId))
      .where(where)
      .orderBy(...ORDER[criteria.s])
      .limit(c)
      .offset(i * c),
    db.select({ n: count() }).from(landscapeDesigns).where(where),
  ]);
  const totalRows = total?.n ?? 0;
  const items: DesignListItem[] = rows.map(({ design, firstname, styleImage, plantCount }) => ({
    Id: design.id,
    Name: design.name,
    StyleId: design.styleId ?? 0,
    ZoneId: design.zoneId ?? 0,
    SunRequirementId: design.sunRequirementId,
    WaterRequirementId: design.waterRequirementId,
    AreaFt: design.areaFt,
    AreaIn: design.areaIn,
    TotalPlantsRequired: design.totalPlantsRequired,
    PlantCount: plantCount,
    UpdatedAt: design.updatedAt.toISOString(),
    Firstname: firstname,
    Thumbnail: designLayoutAddress(design.id),
    WebImage: styleImage || designLayoutAddress(design.id),
    TotalRows: totalRows,
  }));
  return { Items: items, TotalRows: totalRows, i, c };
}
