DROP INDEX "galleries_user_idx";--> statement-breakpoint
ALTER TABLE "images" ADD COLUMN "byte_size" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "galleries_user_name_idx" ON "galleries" USING btree ("user_id","name");