import { and, asc, count, eq, isNull } from 'drizzle-orm';
import type { FeaturedPlants } from '@thrive/shared/contracts';
import type { Database } from '../../db/database';
import type { MediaUrls } from '../common/media-urls';
import { featuredPlants, plants, sponsors } from '../../db/schema';
import { notFound } from '../../http-errors';
import { plantListItems } from '../plants/plant-list-items';
import { pageOffset, type PageRequest } from './page';

/**
 * POST Users/{uid}/FeaturedPlants/{sponsorId}/: the plants a sponsor features, weeds left
 * out, by the sponsor's rank then common name, with the sponsor's banner. An inactive sponsor
 * is treated as unknown (404): its page is no longer shown anywhere else either.
 */
export async function sponsorFeaturedPlants(
  db: Database,
  urls: MediaUrls,
  userId: number,
  sponsorId: number,
  page: PageRequest,
): Promise<FeaturedPlants> {
  const [sponsor] = await db
    .select({
      Id: sponsors.id,
      DisplayName: sponsors.displayName,
      Name: sponsors.bannerUrl,
      PX: sponsors.linkUrl,
    })
    .from(sponsors)
    .where(and(eq(sponsors.id, sponsorId), eq(sponsors.active, true)));
  if (!sponsor) throw notFound(`There is no sponsor ${sponsorId}.`);

  // Issue 28: a sponsor's page recommends its plants, and a noxious or invasive weed never is.
  const featuredBy = and(eq(featuredPlants.sponsorId, sponsorId), isNull(plants.weedStatus));
  const [rows, [total]] = await Promise.all([
    db
      .select({ id: plants.id })
      .from(featuredPlants)
      .innerJoin(plants, eq(plants.id, featuredPlants.plantId))
      .where(featuredBy)
      .orderBy(asc(featuredPlants.rank), asc(plants.commonName), asc(plants.id))
      .limit(page.c)
      .offset(pageOffset(page)),
    db
      .select({ n: count() })
      .from(featuredPlants)
      .innerJoin(plants, eq(plants.id, featuredPlants.plantId))
      .where(featuredBy),
  ]);
  const Items = await plantListItems(
    db,
    urls,
    userId,
    rows.map((row) => row.id),
  );
  return { Sponsor: sponsor, Items, TotalRows: total?.n ?? 0 };
}
