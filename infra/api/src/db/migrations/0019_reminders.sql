CREATE TABLE "reminder_settings" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"channel" text DEFAULT 'none' NOT NULL,
	"morning_hour" integer DEFAULT 7 NOT NULL,
	"last_sent_on" date,
	"unsubscribe_hash" text,
	CONSTRAINT "reminder_settings_unsubscribe_hash_unique" UNIQUE("unsubscribe_hash")
);
--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "unsubscribe_url" text;--> statement-breakpoint
ALTER TABLE "reminder_settings" ADD CONSTRAINT "reminder_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE cascade ON UPDATE no action;