import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Product } from '@thrive/shared/contracts';
import { materialsList, type DesignProductGroup, type MaterialRow } from '@thrive/shared/landscape';
import type { Database } from '../../db/database';
import {
  landscapeDesignPlants,
  partnerProducts,
  plants,
  referenceItems,
  sponsors,
  users,
} from '../../db/schema';
import { activeProducts } from '../plant-details/partner-products';
import { suggestedProductIds } from '../plant-details/suggested-products';
import { measuresOf } from './design-view';
import { ownedDesign } from './owned-design';

/**
 * Product categories by id as reference-data/operator/partner-products.json seeds them: ids,
 * not names, so an operator renaming a category in the database does not unmatch it.
 */
const PRODUCT_CATEGORY = { fertilizers: 1, soilAndAmendments: 2, mulch: 3 } as const;

/** The materials rows products are matched to, and the category that matches each. */
const CATEGORY_OF_KIND: Partial<Record<MaterialRow['Kind'], number>> = {
  soil: PRODUCT_CATEGORY.soilAndAmendments,
  mulch: PRODUCT_CATEGORY.mulch,
  plant: PRODUCT_CATEGORY.fertilizers,
};

/**
 * The partner whose products the gardener sees first: the retailer they prefer, else the
 * sponsor they signed up through; 0 for none.
 */
async function gardenersShop(db: Database, userId: number): Promise<number> {
  const [user] = await db
    .select({ retailer: users.preferedRetailerId, sponsor: users.sponsorId })
    .from(users)
    .where(eq(users.id, userId));
  return user ? user.retailer || user.sponsor : 0;
}

/** Of `productIds`, those the shop sells; none when the shop is no active sponsor. */
async function shopProductIds(
  db: Database,
  shop: number,
  productIds: readonly number[],
): Promise<Set<number>> {
  if (shop === 0 || productIds.length === 0) return new Set();
  const rows = await db
    .select({ id: partnerProducts.id })
    .from(partnerProducts)
    .innerJoin(sponsors, eq(sponsors.id, partnerProducts.sponsorId))
    .where(
      and(
        inArray(partnerProducts.id, [...productIds]),
        eq(partnerProducts.sponsorId, shop),
        eq(sponsors.active, true),
      ),
    );
  return new Set(rows.map((row) => row.id));
}

/**
 * GET LandscapeDesign/{id}/Products/: partner products for the rows of the design's
 * materials list, in the list's order, a row without a match left out (404 as for the
 * design).
 *
 * A plant row gets the Fertilizers among the plant's suggested products. Soil and mulch get
 * the Soil and Amendments, or Mulch, products suggested for at least one of the design's
 * plants, plant by plant in the design's order, each once: a bag is only a match when it
 * suits what grows in the bed, so a design without plants matches nothing rather than
 * advertising a whole category. Edging, irrigation and other materials have no category of
 * their own, so nothing is matched to them. Within a row the gardener's shop's products come
 * first (otherwise in suggested order), so a sponsored gardener sees where they already buy.
 * Only active products are offered, as in SuggestProducts.
 */
export async function designProducts(
  db: Database,
  userId: number,
  designId: number,
): Promise<DesignProductGroup[]> {
  const design = await ownedDesign(db, userId, designId);
  const rows = await db
    .select({ PlantId: plants.id, CommonName: plants.commonName, category: referenceItems.extra })
    .from(landscapeDesignPlants)
    .innerJoin(plants, eq(plants.id, landscapeDesignPlants.plantId))
    .leftJoin(
      referenceItems,
      and(eq(referenceItems.list, 'plant-categories'), eq(referenceItems.id, plants.categoryId)),
    )
    .where(eq(landscapeDesignPlants.designId, designId))
    .orderBy(asc(landscapeDesignPlants.id));
  const chosen = rows.map((row) => ({ PlantId: row.PlantId, CommonName: row.CommonName }));
  if (chosen.length === 0) return [];

  const [suggested, shop] = await Promise.all([
    suggestedProductIds(
      db,
      rows.map((row) => ({ plantId: row.PlantId, categoryKey: row.category?.Key })),
    ),
    gardenersShop(db, userId),
  ]);
  const everyId = [...new Set([...suggested.values()].flat())];
  const [offered, fromShop] = await Promise.all([
    activeProducts(db, everyId),
    shopProductIds(db, shop, everyId),
  ]);
  const byId = new Map(offered.map((product) => [product.Id, product]));
  const productsFor = (plantIds: readonly number[], categoryId: number): Product[] => {
    const ids = [...new Set(plantIds.flatMap((plantId) => suggested.get(plantId) ?? []))];
    const matched = ids
      .map((id) => byId.get(id))
      .filter((product): product is Product => product?.ProductCategoryId === categoryId);
    // Array.prototype.sort is stable: within the shop's and the others, suggested order stays.
    return matched.sort((a, b) => Number(fromShop.has(b.Id)) - Number(fromShop.has(a.Id)));
  };

  const everyPlant = chosen.map((plant) => plant.PlantId);
  const groups: DesignProductGroup[] = [];
  for (const row of materialsList(measuresOf(design), chosen)) {
    const categoryId = CATEGORY_OF_KIND[row.Kind];
    if (categoryId === undefined) continue;
    const forPlants = row.Kind === 'plant' && row.PlantId !== null ? [row.PlantId] : everyPlant;
    const products = productsFor(forPlants, categoryId);
    if (products.length) groups.push({ Kind: row.Kind, PlantId: row.PlantId, Products: products });
  }
  return groups;
}
