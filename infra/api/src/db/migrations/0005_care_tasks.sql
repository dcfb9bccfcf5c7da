CREATE TABLE "calendar_feeds" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "calendar_feeds_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "care_calendar_states" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"generated_on" date NOT NULL,
	"rules_version" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "plant_fact_suggestions" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"plant_id" integer NOT NULL,
	"field" text NOT NULL,
	"suggestion" text NOT NULL,
	"status" text DEFAULT 'new' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "user_tasks" DROP CONSTRAINT IF EXISTS "user_tasks_task_rule_id_task_rules_id_fk";
--> statement-breakpoint
ALTER TABLE "user_tasks" DROP CONSTRAINT IF EXISTS "user_tasks_plant_zone_id_plant_zones_id_fk";
--> statement-breakpoint
ALTER TABLE "user_tasks" DROP CONSTRAINT IF EXISTS "user_tasks_plant_id_plants_id_fk";
--> statement-breakpoint
ALTER TABLE "user_tasks" DROP CONSTRAINT IF EXISTS "user_tasks_zone_id_zones_id_fk";
--> statement-breakpoint
ALTER TABLE "user_tasks" DROP CONSTRAINT IF EXISTS "user_tasks_user_task_rule_id_user_task_rules_id_fk";
--> statement-breakpoint
ALTER TABLE "task_rules" DISABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "tips" DISABLE ROW LEVEL SECURITY;--> statement-breakpoint
DROP TABLE "task_rules" CASCADE;--> statement-breakpoint
DROP TABLE "tips" CASCADE;--> statement-breakpoint
ALTER TABLE "plant_activities" ADD COLUMN "task_id" integer;--> statement-breakpoint
ALTER TABLE "yards" ADD COLUMN "weather_station_chosen" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "user_task_rules" ADD COLUMN "end_date" date;--> statement-breakpoint
ALTER TABLE "user_task_rules" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "user_tasks" ADD COLUMN "yard_id" integer;--> statement-breakpoint
ALTER TABLE "user_tasks" ADD COLUMN "source" text NOT NULL;--> statement-breakpoint
ALTER TABLE "user_tasks" ADD COLUMN "rule_id" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "user_tasks" ADD COLUMN "generation_key" text;--> statement-breakpoint
ALTER TABLE "user_tasks" ADD COLUMN "common_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "user_tasks" ADD COLUMN "zone_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "user_tasks" ADD COLUMN "details" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "user_tasks" ADD COLUMN "date_reason" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "user_tasks" ADD COLUMN "window_end" date;--> statement-breakpoint
ALTER TABLE "user_tasks" ADD COLUMN "expires_on" date;--> statement-breakpoint
ALTER TABLE "user_tasks" ADD COLUMN "repeat_every_days" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "user_tasks" ADD COLUMN "moved_by_gardener" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "user_tasks" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "calendar_feeds" ADD CONSTRAINT "calendar_feeds_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "care_calendar_states" ADD CONSTRAINT "care_calendar_states_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plant_fact_suggestions" ADD CONSTRAINT "plant_fact_suggestions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plant_fact_suggestions" ADD CONSTRAINT "plant_fact_suggestions_plant_id_plants_id_fk" FOREIGN KEY ("plant_id") REFERENCES "plants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "plant_fact_suggestions_user_idx" ON "plant_fact_suggestions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "plant_fact_suggestions_status_idx" ON "plant_fact_suggestions" USING btree ("status");--> statement-breakpoint
ALTER TABLE "user_tasks" ADD CONSTRAINT "user_tasks_yard_id_yards_id_fk" FOREIGN KEY ("yard_id") REFERENCES "yards"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_tasks" ADD CONSTRAINT "user_tasks_plant_zone_id_plant_zones_id_fk" FOREIGN KEY ("plant_zone_id") REFERENCES "plant_zones"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_tasks" ADD CONSTRAINT "user_tasks_plant_id_plants_id_fk" FOREIGN KEY ("plant_id") REFERENCES "plants"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_tasks" ADD CONSTRAINT "user_tasks_zone_id_zones_id_fk" FOREIGN KEY ("zone_id") REFERENCES "zones"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_tasks" ADD CONSTRAINT "user_tasks_user_task_rule_id_user_task_rules_id_fk" FOREIGN KEY ("user_task_rule_id") REFERENCES "user_task_rules"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "plant_activities_task_idx" ON "plant_activities" USING btree ("task_id");--> statement-breakpoint
CREATE INDEX "user_task_rules_plant_zone_idx" ON "user_task_rules" USING btree ("plant_zone_id");--> statement-breakpoint
CREATE INDEX "user_tasks_user_rule_idx" ON "user_tasks" USING btree ("user_task_rule_id");--> statement-breakpoint
CREATE UNIQUE INDEX "user_tasks_generation_key_unique" ON "user_tasks" USING btree ("user_id","generation_key") WHERE "user_tasks"."generation_key" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "user_tasks" DROP COLUMN "task_rule_id";