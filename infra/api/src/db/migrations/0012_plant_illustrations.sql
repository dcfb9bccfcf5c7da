CREATE TABLE "plant_illustrations" (
	"plant_id" integer PRIMARY KEY NOT NULL,
	"svg" text NOT NULL,
	"hash" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "plant_illustrations" ADD CONSTRAINT "plant_illustrations_plant_id_plants_id_fk" FOREIGN KEY ("plant_id") REFERENCES "plants"("id") ON DELETE cascade ON UPDATE no action;