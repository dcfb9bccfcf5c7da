DROP INDEX "expert_questions_user_idx";--> statement-breakpoint
ALTER TABLE "expert_questions" ALTER COLUMN "channel" SET DEFAULT 'expert';--> statement-breakpoint
ALTER TABLE "expert_questions" ADD COLUMN "zone_id" integer;--> statement-breakpoint
ALTER TABLE "expert_questions" ADD COLUMN "expert_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "expert_questions" ADD COLUMN "read_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "expert_questions" ADD CONSTRAINT "expert_questions_zone_id_zones_id_fk" FOREIGN KEY ("zone_id") REFERENCES "zones"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "expert_questions_user_created_idx" ON "expert_questions" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "expert_questions_answered_idx" ON "expert_questions" USING btree ("answered_at");