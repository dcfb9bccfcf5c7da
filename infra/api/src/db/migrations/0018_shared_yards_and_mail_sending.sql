CREATE TABLE "yard_invitations" (
	"id" serial PRIMARY KEY NOT NULL,
	"yard_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"role" text NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"accepted_at" timestamp with time zone,
	"accepted_by" integer,
	CONSTRAINT "yard_invitations_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "yard_members" (
	"id" serial PRIMARY KEY NOT NULL,
	"yard_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"role" text NOT NULL,
	"joined_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "yard_members_yard_user_unique" UNIQUE("yard_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "user_tasks" ADD COLUMN "completed_by" integer;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "next_attempt_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "last_error" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "failed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "yard_invitations" ADD CONSTRAINT "yard_invitations_yard_id_yards_id_fk" FOREIGN KEY ("yard_id") REFERENCES "yards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "yard_invitations" ADD CONSTRAINT "yard_invitations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "yard_invitations" ADD CONSTRAINT "yard_invitations_accepted_by_users_id_fk" FOREIGN KEY ("accepted_by") REFERENCES "users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "yard_members" ADD CONSTRAINT "yard_members_yard_id_yards_id_fk" FOREIGN KEY ("yard_id") REFERENCES "yards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "yard_members" ADD CONSTRAINT "yard_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "yard_invitations_yard_idx" ON "yard_invitations" USING btree ("yard_id");--> statement-breakpoint
CREATE INDEX "yard_members_user_idx" ON "yard_members" USING btree ("user_id");--> statement-breakpoint
ALTER TABLE "user_tasks" ADD CONSTRAINT "user_tasks_completed_by_users_id_fk" FOREIGN KEY ("completed_by") REFERENCES "users"("id") ON DELETE set null ON UPDATE no action;