import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, primaryKey, serial, text } from 'drizzle-orm/pg-core';

/**
 * Every reference list of SPEC §3 (sun and water requirements, hardiness zones, growth
 * rates, attractants ...) in one table, keyed by list name and the list's own ids.
 * List-specific fields (a sun requirement's PX, a zone's temperatures) are in `extra`.
 */
export const referenceItems = pgTable(
  'reference_items',
  {
    list: text('list').notNull(),
    id: integer('id').notNull(),
    name: text('name').notNull(),
    extra: jsonb('extra').$type<Record<string, unknown>>().notNull().default({}),
  },
  (table) => [primaryKey({ columns: [table.list, table.id] })],
);

/** The plant catalogue: curated by us, later extended by imported public tables. */
export const plants = pgTable(
  'plants',
  {
    id: serial('id').primaryKey(),
    commonName: text('common_name').notNull(),
    botanicalName: text('botanical_name').notNull().unique(),
    otherNames: text('other_names').array().notNull().default([]),
    description: text('description').notNull().default(''),
    categoryId: integer('category_id').notNull(),
    lifecycle: text('lifecycle').notNull(),
    sunRequirementId: integer('sun_requirement_id').notNull().default(0),
    altSunRequirementId: integer('alt_sun_requirement_id').notNull().default(0),
    waterRequirementId: integer('water_requirement_id').notNull().default(0),
    zoneLowId: integer('zone_low_id').notNull().default(0),
    zoneHighId: integer('zone_high_id').notNull().default(0),
    bloomColors: text('bloom_colors').array().notNull().default([]),
    heightMinIn: integer('height_min_in'),
    heightMaxIn: integer('height_max_in'),
    spreadMinIn: integer('spread_min_in'),
    spreadMaxIn: integer('spread_max_in'),
    growthRateId: integer('growth_rate_id').notNull().default(0),
    leafRetentionId: integer('leaf_retention_id').notNull().default(0),
    effortId: integer('effort_id').notNull().default(0),
    /** 'curated' (our files) or the public table it was imported from. */
    source: text('source').notNull(),
    /**
     * 'noxious' or 'invasive' for a weed of reference-data/lists/invasive-plants.json, null
     * otherwise: shown on its details and ranked after garden plants.
     */
    weedStatus: text('weed_status'),
  },
  (table) => [
    index('plants_category_idx').on(table.categoryId),
    // Plant search (features/plant-search/search-text.ts) reads the plant's names and
    // description in the forms it compares from generated columns that migration 0007 adds
    // (search_names, search_name_keys, search_name_document, search_description_document),
    // computed by the SQL functions of migration 0004. They are not declared above: the
    // seed's upsert and every select() of a plant take each declared column, and these
    // can neither be written nor are they of use to anything but the search. Without
    // fastupdate: the catalogue changes at seed and import time only, and a pending list
    // left by an import (which only a vacuum merges, and the embedded database never runs
    // one) would be read through by every search.
    index('plants_search_names_trgm_idx')
      .using('gin', sql`"search_names" gin_trgm_ops`)
      .with({ fastupdate: false }),
    index('plants_search_name_document_idx')
      .using('gin', sql`"search_name_document"`)
      .with({ fastupdate: false }),
    index('plants_search_description_idx')
      .using('gin', sql`"search_description_document"`)
      .with({ fastupdate: false }),
    // The kind of plant each common name names and the genus, generated columns of migration
    // 0014 (features/plant-search/plant-kind.ts), not declared above for the same reasons: the
    // genera a kind names are read from this index (the genus is in it for an index-only scan).
    index('plants_search_kind_idx').using('btree', sql`"search_kind"`, sql`"search_genus"`),
  ],
);

/** A plant's attribute links: attractants, resistances, tolerances, poisonous, flower times. */
export const plantAttributes = pgTable(
  'plant_attributes',
  {
    plantId: integer('plant_id')
      .notNull()
      .references(() => plants.id, { onDelete: 'cascade' }),
    list: text('list').notNull(),
    itemId: integer('item_id').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.plantId, table.list, table.itemId] }),
    index('plant_attributes_lookup_idx').on(table.list, table.itemId),
  ],
);
