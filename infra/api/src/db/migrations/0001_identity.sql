CREATE TABLE "auth_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "auth_tokens_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "sign_in_keys" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"key_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "sign_in_keys_key_hash_unique" UNIQUE("key_hash")
);
--> statement-breakpoint
CREATE TABLE "user_flags" (
	"user_id" integer NOT NULL,
	"flag" text NOT NULL,
	CONSTRAINT "user_flags_user_id_flag_pk" PRIMARY KEY("user_id","flag")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"firstname" text DEFAULT '' NOT NULL,
	"sponsor_id" integer DEFAULT 0 NOT NULL,
	"prefered_retailer_id" integer DEFAULT 0 NOT NULL,
	"landing_page" text DEFAULT 'launchpad' NOT NULL,
	"partner_type_id" integer DEFAULT 0 NOT NULL,
	"referral_code_id" integer DEFAULT 0 NOT NULL,
	"referral_code_token" text DEFAULT '' NOT NULL,
	"community_forums_link" text DEFAULT '' NOT NULL,
	"device_platform" text DEFAULT '' NOT NULL,
	"show_add_plant_delay_ms" integer DEFAULT 0 NOT NULL,
	"default_yard_id" integer DEFAULT 0 NOT NULL,
	"last_seen_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_email_unique" UNIQUE("email")
);
--> statement-breakpoint
ALTER TABLE "auth_tokens" ADD CONSTRAINT "auth_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sign_in_keys" ADD CONSTRAINT "sign_in_keys_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_flags" ADD CONSTRAINT "user_flags_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "auth_tokens_user_idx" ON "auth_tokens" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sign_in_keys_user_idx" ON "sign_in_keys" USING btree ("user_id");