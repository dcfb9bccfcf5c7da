ALTER TABLE "landscape_style_plants" ADD COLUMN "rank" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "landscape_styles" ADD COLUMN "tips" text[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "landscape_styles" ADD COLUMN "plan_svg" text DEFAULT '' NOT NULL;