CREATE TABLE "idempotency_keys" (
	"user_id" integer NOT NULL,
	"key" text NOT NULL,
	"method" text NOT NULL,
	"url" text NOT NULL,
	"holder" text NOT NULL,
	"reserved_at" timestamp with time zone NOT NULL,
	"status" integer,
	"content_type" text,
	"body" text,
	CONSTRAINT "idempotency_keys_user_id_key_pk" PRIMARY KEY("user_id","key")
);
--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD CONSTRAINT "idempotency_keys_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "idempotency_keys_reserved_at" ON "idempotency_keys" USING btree ("reserved_at");