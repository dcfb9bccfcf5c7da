CREATE TABLE "yard_weather_failures" (
	"yard_id" integer PRIMARY KEY NOT NULL,
	"failed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "yard_weather_failures" ADD CONSTRAINT "yard_weather_failures_yard_id_yards_id_fk" FOREIGN KEY ("yard_id") REFERENCES "yards"("id") ON DELETE cascade ON UPDATE no action;