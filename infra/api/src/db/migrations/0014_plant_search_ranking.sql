CREATE TABLE "plant_popularity" (
	"plant_id" integer PRIMARY KEY NOT NULL,
	"score" integer NOT NULL,
	"growers" integer NOT NULL,
	"favorites" integer NOT NULL,
	"viewers" integer NOT NULL,
	"computed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "plant_popularity" ADD CONSTRAINT "plant_popularity_plant_id_plants_id_fk" FOREIGN KEY ("plant_id") REFERENCES "plants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Plant search that knows what a name means (issue 18, services/plant-search/plant-kind.ts).
-- The kind of plant a common name names is its head, the last word: "Knock Out Rose" is a
-- rose, "Rose Mallow" a mallow. Words joined by hyphens are one word ("Bleeding-heart").
-- An "X of Y", "X and Y" or "X in Y" name is an idiom naming its own kind: Rose of Sharon is a
-- hibiscus and Lily of the Valley a Convallaria, not a rose and a lily, so their kind is the
-- whole name, as is that of Hens and Chicks. Heads that say what a plant is like rather than
-- what it is ("Snake Plant", "Tulip Tree", "Spider Flower", "Trumpet Vine", "Butterfly Weed")
-- give no kind. Kind and genus are stored with each plant (generated columns, so seeds and
-- imports keep them right), and the index on both answers "which genera does this kind name,
-- and how often" without reading the plants. SQL-standard bodies bind plant_name_key when
-- created (see 0004).
CREATE FUNCTION plant_kind(common_name text) RETURNS text
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
RETURN (SELECT CASE
    WHEN ' ' || name_key || ' ' ~ ' (of|and|in) ' THEN name_key
    WHEN head IN ('plant', 'tree', 'flower', 'vine', 'weed') THEN NULL
    ELSE NULLIF(head, '') END
  FROM (SELECT plant_name_key(common_name) AS name_key,
    plant_name_key(substring(btrim(common_name) from '[^[:space:]]*$')) AS head) AS parts);--> statement-breakpoint
-- The genus: the botanical name's first word as a key ("Rosa 'Radrazz'" -> rosa,
-- "× Chitalpa tashkentensis" -> chitalpa).
CREATE FUNCTION plant_genus(botanical_name text) RETURNS text
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
RETURN NULLIF(split_part(plant_name_key(botanical_name), ' ', 1), '');--> statement-breakpoint
ALTER TABLE "plants"
  ADD COLUMN "search_kind" text GENERATED ALWAYS AS (plant_kind("common_name")) STORED,
  ADD COLUMN "search_genus" text GENERATED ALWAYS AS (plant_genus("botanical_name")) STORED;--> statement-breakpoint
CREATE INDEX "plants_search_kind_idx" ON "plants" USING btree ("search_kind","search_genus");