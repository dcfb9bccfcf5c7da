-- Issue 28: weeds of reference-data/lists/invasive-plants.json are marked on the plant, and
-- each public table's import keeps what it imported (rules and file) and from where, so a
-- start imports the shipped tables once and again only when they or the rules change.
ALTER TABLE "plants" ADD COLUMN "weed_status" text;--> statement-breakpoint
ALTER TABLE "data_imports" ADD COLUMN "version" text;--> statement-breakpoint
ALTER TABLE "data_imports" ADD COLUMN "origin" text DEFAULT 'folder' NOT NULL;