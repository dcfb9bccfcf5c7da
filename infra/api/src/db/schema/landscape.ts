import {
  boolean,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { ownerId } from './identity';
import { plants } from './reference';
import { zones } from './gardens';

/** Landscape styles to browse (SPEC §7 LandscapeStyles), written by us (DESIGN §6). */
export const landscapeStyles = pgTable('landscape_styles', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  description: text('description').notNull().default(''),
  sunRequirementId: integer('sun_requirement_id').notNull().default(0),
  waterRequirementId: integer('water_requirement_id').notNull().default(0),
  thumbnail: text('thumbnail').notNull().default(''),
  webImage: text('web_image').notNull().default(''),
  /** How to plant it: short steps shown on the style's profile page. */
  tips: text('tips').array().notNull().default([]),
  /**
   * The planting plan drawn from the palette at seed (SVG text), served at
   * LandscapeStyles/{id}/Plan.svg: drawn once per data change rather than per request.
   */
  planSvg: text('plan_svg').notNull().default(''),
});

/**
 * A style's filterable attributes (SPEC §3 Design filter: hz, sr, wr, gr, ef, at, co),
 * one row per list item, so each filter is an index lookup.
 */
export const landscapeStyleAttributes = pgTable(
  'landscape_style_attributes',
  {
    styleId: integer('style_id')
      .notNull()
      .references(() => landscapeStyles.id, { onDelete: 'cascade' }),
    list: text('list').notNull(),
    itemId: integer('item_id').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.styleId, table.list, table.itemId] }),
    index('landscape_style_attributes_lookup_idx').on(table.list, table.itemId),
  ],
);

/** Plants that make a style (GET LandscapeStyles/{id}/PlantSearch/). */
export const landscapeStylePlants = pgTable(
  'landscape_style_plants',
  {
    styleId: integer('style_id')
      .notNull()
      .references(() => landscapeStyles.id, { onDelete: 'cascade' }),
    plantId: integer('plant_id')
      .notNull()
      .references(() => plants.id, { onDelete: 'cascade' }),
    /** The plant's place in the palette as written (back of the bed first). */
    rank: integer('rank').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.styleId, table.plantId] })],
);

/** A gardener's bed design with the measurements and materials of SPEC §3 Landscape design. */
export const landscapeDesigns = pgTable(
  'landscape_designs',
  {
    id: serial('id').primaryKey(),
    userId: ownerId(),
    styleId: integer('style_id').references(() => landscapeStyles.id, { onDelete: 'set null' }),
    zoneId: integer('zone_id').references(() => zones.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    sunRequirementId: integer('sun_requirement_id').notNull(),
    waterRequirementId: integer('water_requirement_id').notNull().default(0),
    lengthFt: integer('length_ft').notNull().default(0),
    lengthIn: integer('length_in').notNull().default(0),
    widthFt: integer('width_ft').notNull().default(0),
    widthIn: integer('width_in').notNull().default(0),
    areaFt: integer('area_ft').notNull().default(0),
    areaIn: integer('area_in').notNull().default(0),
    soilDepth: doublePrecision('soil_depth').notNull().default(0),
    soilUnit: text('soil_unit').notNull().default(''),
    soilNeeded: boolean('soil_needed').notNull().default(false),
    soilVolume: doublePrecision('soil_volume').notNull().default(0),
    mulchDepth: doublePrecision('mulch_depth').notNull().default(0),
    mulchUnit: text('mulch_unit').notNull().default(''),
    mulchNeeded: boolean('mulch_needed').notNull().default(false),
    mulchVolume: doublePrecision('mulch_volume').notNull().default(0),
    otherMaterials: text('other_materials').notNull().default(''),
    avgPlantSpacing: doublePrecision('avg_plant_spacing').notNull().default(0),
    totalPlantsRequired: integer('total_plants_required').notNull().default(0),
    bloomTime: text('bloom_time').notNull().default(''),
    bloomColors: text('bloom_colors').notNull().default(''),
    bloomColorsNames: text('bloom_colors_names').notNull().default(''),
    irrigationType: integer('irrigation_type').notNull().default(0),
    irrigationTypeInstalledNeeded: integer('irrigation_type_installed_needed').notNull().default(-1),
    edgingType: integer('edging_type').notNull().default(0),
    edgingTypeInstalledNeeded: integer('edging_type_installed_needed').notNull().default(-1),
    edgingSide: integer('edging_side').notNull().default(0),
    edgingNeededFt: integer('edging_needed_ft').notNull().default(0),
    edgingNeededIn: integer('edging_needed_in').notNull().default(0),
    edgingArea: doublePrecision('edging_area').notNull().default(0),
    copyPlants: boolean('copy_plants').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('landscape_designs_user_idx').on(table.userId)],
);

/** Plants in a design, with their fertilizer (SPEC §3 Design plant). */
export const landscapeDesignPlants = pgTable(
  'landscape_design_plants',
  {
    id: serial('id').primaryKey(),
    designId: integer('design_id')
      .notNull()
      .references(() => landscapeDesigns.id, { onDelete: 'cascade' }),
    plantId: integer('plant_id')
      .notNull()
      .references(() => plants.id, { onDelete: 'restrict' }),
    fertilizerId: integer('fertilizer_id').notNull().default(0),
  },
  (table) => [unique('landscape_design_plants_unique').on(table.designId, table.plantId)],
);
