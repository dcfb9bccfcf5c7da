import { and, asc, count, desc, eq, ilike, or } from 'drizzle-orm';
import type { FavoriteToggle, favoritesQuerySchema, PlantPage } from '@thrive/shared/contracts';
import type { z } from 'zod';
import type { Database } from '../../db/database';
import type { MediaUrls } from '../common/media-urls';
import { favoritePlants, plants } from '../../db/schema';
import { plantListItems } from '../plants/plant-list-items';
import { knownPlant } from '../common/known-plant';
import { pageOffset } from './page';

/**
 * GET users/{uid}/ToggleFavoritePlant/{id}: a favorite is removed when it is one, else
 * added. Delete first, insert only when nothing was deleted: two quick taps toggle twice
 * rather than failing on the key.
 */
export async function toggleFavoritePlant(
  db: Database,
  userId: number,
  plantId: number,
): Promise<FavoriteToggle> {
  await knownPlant(db, plantId);
  const removed = await db
    .delete(favoritePlants)
    .where(and(eq(favoritePlants.userId, userId), eq(favoritePlants.plantId, plantId)))
    .returning({ plantId: favoritePlants.plantId });
  if (removed.length) return { PlantId: plantId, IsFavorite: false };
  await db.insert(favoritePlants).values({ userId, plantId }).onConflictDoNothing();
  return { PlantId: plantId, IsFavorite: true };
}

/** The favorites query after the contract filled in its defaults. */
export type FavoritesCriteria = z.output<typeof favoritesQuerySchema>;

/** `k` as a LIKE pattern matching it anywhere, with LIKE's own wildcards taken literally. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (wildcard) => `\\${wildcard}`)}%`;

/**
 * GET users/{uid}/favorites: the gardener's favorite plants, newest first or by common
 * name (ties by plant id, so pages never overlap); `k` keeps those whose common or
 * botanical name contains it, in any case.
 */
export async function listFavorites(
  db: Database,
  urls: MediaUrls,
  userId: number,
  query: FavoritesCriteria,
): Promise<PlantPage> {
  const { i, c, k, s } = query;
  const named = k
    ? or(ilike(plants.commonName, containing(k)), ilike(plants.botanicalName, containing(k)))
    : undefined;
  const where = and(eq(favoritePlants.userId, userId), named);
  const order =
    s === 'CommonName ASC'
      ? [asc(plants.commonName), asc(plants.id)]
      : [desc(favoritePlants.createdAt), desc(plants.id)];
  const [rows, [total]] = await Promise.all([
    db
      .select({ id: plants.id })
      .from(favoritePlants)
      .innerJoin(plants, eq(plants.id, favoritePlants.plantId))
      .where(where)
      .orderBy(...order)
      .limit(c)
      .offset(pageOffset(query)),
    db
      .select({ n: count() })
      .from(favoritePlants)
      .innerJoin(plants, eq(plants.id, favoritePlants.plantId))
      .where(where),
  ]);
  const Items = await plantListItems(
    db,
    urls,
    userId,
    rows.map((row) => row.id),
  );
  return { Items, TotalRows: total?.n ?? 0, i, c };
}
