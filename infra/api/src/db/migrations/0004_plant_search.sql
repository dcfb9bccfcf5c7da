-- Plant search (services/plant-search). pg_trgm lives in public, which every connection's
-- search_path holds, so a schema of its own (tests) can be dropped without taking it along.
CREATE EXTENSION IF NOT EXISTS pg_trgm SCHEMA public;--> statement-breakpoint
-- The form every plant name is compared in: accents and upper case folded by translate()
-- (not lower(), which follows the server's locale), quotes and apostrophes dropped, any
-- other run of non-alphanumerics ('×', '.', '-') one space. plant-name-key.ts mirrors it.
-- The long accent table only for names that need it: translate() is slow on PGlite.
-- SQL-standard bodies bind what they call when created, so index builds and ANALYZE,
-- which run with a restricted search_path, still find plant_name_key.
CREATE FUNCTION plant_name_key(name text) RETURNS text
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
RETURN btrim(regexp_replace(regexp_replace(
  CASE WHEN name ~ '[^\x01-\x7f]'
    THEN translate(name,
      'ABCDEFGHIJKLMNOPQRSTUVWXYZÀÁÂÃÄÅàáâãäåÈÉÊËèéêëÌÍÎÏìíîïÒÓÔÕÖØòóôõöøÙÚÛÜùúûüÑñÇçÝýÿ',
      'abcdefghijklmnopqrstuvwxyzaaaaaaaaaaaaeeeeeeeeiiiiiiiioooooooooooouuuuuuuunnccyyy')
    ELSE translate(name, 'ABCDEFGHIJKLMNOPQRSTUVWXYZ', 'abcdefghijklmnopqrstuvwxyz') END,
  '[''"‘’“”]', '', 'g'), '[^a-z0-9]+', ' ', 'g'));--> statement-breakpoint
-- Every name of a plant in one text: the trigram (typo-tolerant) match. The COSTs tell the
-- planner these are dear per row, so it reads the indexes below rather than computing
-- them for the whole catalogue (PGlite has no statistics to go by).
CREATE FUNCTION plant_search_names(common_name text, botanical_name text, other_names text[]) RETURNS text
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE COST 10000
RETURN plant_name_key(common_name || ' ' || botanical_name || ' ' || array_to_string(other_names, ' '));--> statement-breakpoint
-- The names as a full-text document: common and botanical names weigh most, other names
-- less. 'simple': no stemming, Latin names are not English words. The description has an
-- index of its own (to_tsvector('simple', description)), read only when no name matches.
CREATE FUNCTION plant_name_document(common_name text, botanical_name text, other_names text[]) RETURNS tsvector
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE COST 10000
RETURN setweight(to_tsvector('simple', plant_name_key(common_name || ' ' || botanical_name)), 'A')
  || setweight(to_tsvector('simple', plant_name_key(array_to_string(other_names, ' '))), 'B');--> statement-breakpoint
CREATE INDEX "plants_search_names_trgm_idx" ON "plants" USING gin (plant_search_names("common_name", "botanical_name", "other_names") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "plants_search_name_document_idx" ON "plants" USING gin (plant_name_document("common_name", "botanical_name", "other_names"));--> statement-breakpoint
CREATE INDEX "plants_search_description_idx" ON "plants" USING gin (to_tsvector('simple', "description"));