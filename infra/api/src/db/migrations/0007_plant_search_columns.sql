-- Plant search at catalogue scale (services/plant-search/search-text.ts). The names and the
-- description in the forms the search compares are stored with each plant instead of indexed
-- as expressions: a search reads them for every candidate plant, and computing them there
-- (plant_search_names and plant_name_document are SQL functions PostgreSQL cannot inline,
-- since array_to_string is only STABLE) cost more than everything else it does. The columns
-- are not declared in the drizzle schema (see db/schema/reference.ts). The GIN indexes do
-- without fastupdate: the catalogue changes only at seed and import time, and the pending
-- list an import leaves (merged only by a vacuum, which the embedded database never runs)
-- made every search read through it.
--
-- The names' keys in their order: the common name's, the botanical name's, then each other
-- name's. A function, because a generated column cannot hold a subquery.
CREATE FUNCTION plant_name_keys(common_name text, botanical_name text, other_names text[]) RETURNS text[]
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
RETURN ARRAY[plant_name_key(common_name), plant_name_key(botanical_name)]
  || ARRAY(SELECT plant_name_key(other) FROM unnest(other_names) AS other);--> statement-breakpoint
DROP INDEX "plants_search_names_trgm_idx";--> statement-breakpoint
DROP INDEX "plants_search_name_document_idx";--> statement-breakpoint
DROP INDEX "plants_search_description_idx";--> statement-breakpoint
ALTER TABLE "plants"
  ADD COLUMN "search_names" text
    GENERATED ALWAYS AS (plant_search_names("common_name", "botanical_name", "other_names")) STORED,
  ADD COLUMN "search_name_keys" text[]
    GENERATED ALWAYS AS (plant_name_keys("common_name", "botanical_name", "other_names")) STORED,
  ADD COLUMN "search_name_document" tsvector
    GENERATED ALWAYS AS (plant_name_document("common_name", "botanical_name", "other_names")) STORED,
  ADD COLUMN "search_description_document" tsvector
    GENERATED ALWAYS AS (to_tsvector('simple', "description")) STORED;--> statement-breakpoint
-- No statistics of the names: with them the planner estimates every "names %> text" by
-- computing pg_trgm's word similarity over a hundred sampled names, a millisecond of
-- planning for each search, and the search plans by its indexes whatever the estimate.
ALTER TABLE "plants" ALTER COLUMN "search_names" SET STATISTICS 0;--> statement-breakpoint
CREATE INDEX "plants_search_names_trgm_idx" ON "plants" USING gin ("search_names" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "plants_search_name_document_idx" ON "plants" USING gin ("search_name_document") WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "plants_search_description_idx" ON "plants" USING gin ("search_description_document") WITH (fastupdate=false);