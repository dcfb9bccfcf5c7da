import { eq, inArray, sql } from 'drizzle-orm';
import { type StyleFilterList } from '@thrive/shared/landscape';
import type { Database } from '../db/database';
import { landscapeStyleAttributes, landscapeStylePlants, landscapeStyles, plants } from '../db/schema';
import { plantingPlanSvg } from '../features/landscape-styles/planting-plan';
import { planAddress } from '../features/landscape-styles/plan-address';
import { ZONE_LABELS } from './catalogue-entry';
import { readLandscapeStyles, zonesOf, type LandscapeStyleEntry } from './landscape-styles-file';
import { readList } from './reference-files';

function idsByName(list: string): (name: string) => number {
  const ids = new Map(readList(list).map((item) => [item.Name, item.Id]));
  return (name) => ids.get(name)!; // the file's schema allows only names of the list
}

/** A style's rows of landscape_style_attributes: one per item of each Design filter list. */
function attributeRows(styleId: number, { profile }: LandscapeStyleEntry) {
  const lists: [StyleFilterList, number[]][] = [
    ['hz', zonesOf(profile).map((label) => ZONE_LABELS.indexOf(label) + 1)],
    ['sr', profile.sun.map(idsByName('sun-requirements'))],
    ['wr', profile.water.map(idsByName('water-requirements'))],
    ['gr', profile.growthRate.map(idsByName('growth-rates'))],
    ['ef', profile.effort.map(idsByName('effort'))],
    ['at', profile.attractants.map(idsByName('attractants'))],
    ['co', profile.cost.map(idsByName('costs'))],
  ];
  return lists.flatMap(([list, itemIds]) => itemIds.map((itemId) => ({ styleId, list, itemId })));
}

/**
 * Writes our landscape styles (reference-data/landscape-styles), their filter attributes,
 * their palettes (botanical names resolved to plant ids) and their planting plans. Upserted
 * by name, a style's attributes and palette replaced: a second run writes the same rows.
 * Styles an operator added by hand stay. Run after the catalogue; a palette name the
 * database lacks is skipped here and fails the data test instead.
 */
export async function seedLandscapeStyles(db: Database): Promise<number> {
  const styles = readLandscapeStyles();
  if (!styles.length) return 0;
  const found = await db
    .select({
      id: plants.id,
      botanicalName: plants.botanicalName,
      commonName: plants.commonName,
      heightIn: plants.heightMaxIn,
      spreadIn: plants.spreadMaxIn,
      bloomColors: plants.bloomColors,
    })
    .from(plants)
    .where(inArray(plants.botanicalName, [...new Set(styles.flatMap((style) => style.palette))]));
  // Imported plants may lack sizes; a curated one never does (catalogue-entry.ts).
  const plantOf = new Map(
    found.map((plant) => [
      plant.botanicalName,
      { ...plant, heightIn: plant.heightIn ?? 0, spreadIn: plant.spreadIn ?? 0 },
    ]),
  );
  const sun = idsByName('sun-requirements');
  const water = idsByName('water-requirements');

  const paletteOf = (style: LandscapeStyleEntry) => style.palette.flatMap((name) => plantOf.get(name) ?? []);

  await db.transaction(async (tx) => {
    const saved = await tx
      .insert(landscapeStyles)
      .values(
        styles.map((style) => ({
          name: style.name,
          description: style.description,
          sunRequirementId: sun(style.profile.sun[0]!),
          waterRequirementId: water(style.profile.water[0]!),
          tips: style.tips,
        })),
      )
      .onConflictDoUpdate({
        target: landscapeStyles.name,
        set: {
          description: sql.raw('excluded.description'),
          sunRequirementId: sql.raw('excluded.sun_requirement_id'),
          waterRequirementId: sql.raw('excluded.water_requirement_id'),
          tips: sql.raw('excluded.tips'),
        },
      })
      .returning({ id: landscapeStyles.id, name: landscapeStyles.name });
    const idOf = new Map(saved.map((row) => [row.name, row.id]));
    const ids = [...idOf.values()];
    await tx.delete(landscapeStyleAttributes).where(inArray(landscapeStyleAttributes.styleId, ids));
    await tx.delete(landscapeStylePlants).where(inArray(landscapeStylePlants.styleId, ids));
    await tx
      .insert(landscapeStyleAttributes)
      .values(styles.flatMap((style) => attributeRows(idOf.get(style.name)!, style)));
    const stylePlants = styles.flatMap((style) =>
      paletteOf(style).map((plant, index) => ({
        styleId: idOf.get(style.name)!,
        plantId: plant.id,
        rank: index + 1,
      })),
    );
    if (stylePlants.length) await tx.insert(landscapeStylePlants).values(stylePlants);
    // The plan's address names the style's id, known only now.
    for (const style of styles) {
      const styleId = idOf.get(style.name)!;
      const planSvg = plantingPlanSvg(style.name, paletteOf(style));
      const address = planAddress(styleId, planSvg);
      await tx
        .update(landscapeStyles)
        .set({ planSvg, thumbnail: address, webImage: address })
        .where(eq(landscapeStyles.id, styleId));
    }
  });
  return styles.length;
}
