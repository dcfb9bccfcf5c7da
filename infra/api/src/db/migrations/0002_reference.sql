CREATE TABLE "plant_attributes" (
	"plant_id" integer NOT NULL,
	"list" text NOT NULL,
	"item_id" integer NOT NULL,
	CONSTRAINT "plant_attributes_plant_id_list_item_id_pk" PRIMARY KEY("plant_id","list","item_id")
);
--> statement-breakpoint
CREATE TABLE "plants" (
	"id" serial PRIMARY KEY NOT NULL,
	"common_name" text NOT NULL,
	"botanical_name" text NOT NULL,
	"other_names" text[] DEFAULT '{}' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"category_id" integer NOT NULL,
	"lifecycle" text NOT NULL,
	"sun_requirement_id" integer DEFAULT 0 NOT NULL,
	"alt_sun_requirement_id" integer DEFAULT 0 NOT NULL,
	"water_requirement_id" integer DEFAULT 0 NOT NULL,
	"zone_low_id" integer DEFAULT 0 NOT NULL,
	"zone_high_id" integer DEFAULT 0 NOT NULL,
	"bloom_colors" text[] DEFAULT '{}' NOT NULL,
	"height_min_in" integer,
	"height_max_in" integer,
	"spread_min_in" integer,
	"spread_max_in" integer,
	"growth_rate_id" integer DEFAULT 0 NOT NULL,
	"leaf_retention_id" integer DEFAULT 0 NOT NULL,
	"effort_id" integer DEFAULT 0 NOT NULL,
	"source" text NOT NULL,
	CONSTRAINT "plants_botanical_name_unique" UNIQUE("botanical_name")
);
--> statement-breakpoint
CREATE TABLE "reference_items" (
	"list" text NOT NULL,
	"id" integer NOT NULL,
	"name" text NOT NULL,
	"extra" jsonb DEFAULT '{}'::jsonb NOT NULL,
	CONSTRAINT "reference_items_list_id_pk" PRIMARY KEY("list","id")
);
--> statement-breakpoint
ALTER TABLE "plant_attributes" ADD CONSTRAINT "plant_attributes_plant_id_plants_id_fk" FOREIGN KEY ("plant_id") REFERENCES "plants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "plant_attributes_lookup_idx" ON "plant_attributes" USING btree ("list","item_id");--> statement-breakpoint
CREATE INDEX "plants_category_idx" ON "plants" USING btree ("category_id");