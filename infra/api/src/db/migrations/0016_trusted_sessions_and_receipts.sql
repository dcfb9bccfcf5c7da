ALTER TABLE "auth_tokens" ADD COLUMN "sign_in_key_id" integer;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "email_key" text;--> statement-breakpoint
ALTER TABLE "purchases" ADD COLUMN "store_status" text DEFAULT 'unverified' NOT NULL;--> statement-breakpoint
ALTER TABLE "purchases" ADD COLUMN "expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "purchases" ADD COLUMN "store_reference" text;--> statement-breakpoint
ALTER TABLE "purchases" ADD COLUMN "checked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "auth_tokens" ADD CONSTRAINT "auth_tokens_sign_in_key_id_sign_in_keys_id_fk" FOREIGN KEY ("sign_in_key_id") REFERENCES "sign_in_keys"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "auth_tokens_sign_in_key_idx" ON "auth_tokens" USING btree ("sign_in_key_id");--> statement-breakpoint
CREATE UNIQUE INDEX "purchases_store_reference_idx" ON "purchases" USING btree ("device_os","store_reference");--> statement-breakpoint
-- Existing accounts get the key identity/email-key.ts computes; where two already collide, the older keeps it.
UPDATE "users" SET "email_key" = keyed.key FROM (SELECT "id", lower(regexp_replace(normalize(trim("email"), NFKC), '[\u00AD\u200B-\u200F\u2060\uFEFF]', '', 'g')) AS key, row_number() OVER (PARTITION BY lower(regexp_replace(normalize(trim("email"), NFKC), '[\u00AD\u200B-\u200F\u2060\uFEFF]', '', 'g')) ORDER BY "id") AS rank FROM "users") AS keyed WHERE "users"."id" = keyed."id" AND keyed.rank = 1;--> statement-breakpoint
-- The embedded provider's sandbox never asked a store: no earlier receipt was verified.
UPDATE "purchases" SET "verified_at" = NULL;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_email_key_unique" UNIQUE("email_key");