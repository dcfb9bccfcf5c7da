CREATE TABLE "yard_weather" (
	"yard_id" integer PRIMARY KEY NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"fetched_at" timestamp with time zone NOT NULL,
	"report" jsonb
);
--> statement-breakpoint
ALTER TABLE "yard_weather" ADD CONSTRAINT "yard_weather_yard_id_yards_id_fk" FOREIGN KEY ("yard_id") REFERENCES "yards"("id") ON DELETE cascade ON UPDATE no action;