CREATE TABLE "imported_plant_photos" (
	"id" serial PRIMARY KEY NOT NULL,
	"plant_id" integer NOT NULL,
	"storage_key" text NOT NULL,
	"thumbnail_key" text NOT NULL,
	"content_type" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"author" text NOT NULL,
	"licence" text NOT NULL,
	"licence_url" text DEFAULT '' NOT NULL,
	"source_url" text NOT NULL,
	"source_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "imported_plant_photos_storage_key_unique" UNIQUE("storage_key"),
	CONSTRAINT "imported_plant_photos_source_id_unique" UNIQUE("source_id")
);
--> statement-breakpoint
ALTER TABLE "imported_plant_photos" ADD CONSTRAINT "imported_plant_photos_plant_id_plants_id_fk" FOREIGN KEY ("plant_id") REFERENCES "plants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "imported_plant_photos_plant_idx" ON "imported_plant_photos" USING btree ("plant_id","id");