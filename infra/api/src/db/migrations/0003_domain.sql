CREATE TABLE "activations" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"sponsor_id" integer,
	"latitude" double precision,
	"longitude" double precision,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "control_codes" (
	"group_id" integer NOT NULL,
	"key" text NOT NULL,
	"value" text NOT NULL,
	CONSTRAINT "control_codes_group_id_key_pk" PRIMARY KEY("group_id","key")
);
--> statement-breakpoint
CREATE TABLE "menu_urls" (
	"key" integer PRIMARY KEY NOT NULL,
	"value" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "referral_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"sponsor_id" integer,
	"token" text DEFAULT '' NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "referral_codes_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "sponsor_ad_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"sponsor_id" integer,
	"destination_url" text DEFAULT '' NOT NULL,
	"address2" text DEFAULT '' NOT NULL,
	"latitude" double precision,
	"longitude" double precision,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sponsors" (
	"id" serial PRIMARY KEY NOT NULL,
	"display_name" text NOT NULL,
	"partner_type_id" integer NOT NULL,
	"banner_url" text DEFAULT '' NOT NULL,
	"link_url" text DEFAULT '' NOT NULL,
	"ask_expert" boolean DEFAULT false NOT NULL,
	"store_url" text DEFAULT '' NOT NULL,
	"community_forums_url" text DEFAULT '' NOT NULL,
	"pest_management_url" text DEFAULT '' NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"city" text DEFAULT '' NOT NULL,
	"state" text DEFAULT '' NOT NULL,
	"postal_code" text DEFAULT '' NOT NULL,
	"latitude" double precision,
	"longitude" double precision,
	"active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_sponsors" (
	"user_id" integer NOT NULL,
	"sponsor_id" integer NOT NULL,
	"is_selected" boolean DEFAULT false NOT NULL,
	"last_seen_at" timestamp with time zone,
	CONSTRAINT "user_sponsors_user_id_sponsor_id_pk" PRIMARY KEY("user_id","sponsor_id")
);
--> statement-breakpoint
CREATE TABLE "favorite_plants" (
	"user_id" integer NOT NULL,
	"plant_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "favorite_plants_user_id_plant_id_pk" PRIMARY KEY("user_id","plant_id")
);
--> statement-breakpoint
CREATE TABLE "featured_plants" (
	"sponsor_id" integer NOT NULL,
	"plant_id" integer NOT NULL,
	"rank" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "featured_plants_sponsor_id_plant_id_pk" PRIMARY KEY("sponsor_id","plant_id")
);
--> statement-breakpoint
CREATE TABLE "plant_activities" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"plant_id" integer NOT NULL,
	"plant_zone_id" integer,
	"care_category_id" integer DEFAULT 0 NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"done_on" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "plant_notes" (
	"user_id" integer NOT NULL,
	"plant_id" integer NOT NULL,
	"notes" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "plant_notes_user_id_plant_id_pk" PRIMARY KEY("user_id","plant_id")
);
--> statement-breakpoint
CREATE TABLE "plant_views" (
	"user_id" integer NOT NULL,
	"plant_id" integer NOT NULL,
	"latitude" double precision,
	"longitude" double precision,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "plant_views_user_id_plant_id_pk" PRIMARY KEY("user_id","plant_id")
);
--> statement-breakpoint
CREATE TABLE "plant_zones" (
	"id" serial PRIMARY KEY NOT NULL,
	"zone_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"plant_id" integer NOT NULL,
	"fertilizer_id" integer DEFAULT 0 NOT NULL,
	"dont_prompt_due_tasks" boolean DEFAULT false NOT NULL,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "plant_zones_zone_plant_unique" UNIQUE("zone_id","plant_id")
);
--> statement-breakpoint
CREATE TABLE "yards" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"name" text NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"city" text DEFAULT '' NOT NULL,
	"state" text DEFAULT '' NOT NULL,
	"postal_code" text DEFAULT '' NOT NULL,
	"latitude" double precision,
	"longitude" double precision,
	"hardiness_zone_id" integer DEFAULT 0 NOT NULL,
	"hardiness_zone_manual" boolean DEFAULT false NOT NULL,
	"weather_station_id" text,
	"is_public" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "zones" (
	"id" serial PRIMARY KEY NOT NULL,
	"yard_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"name" text NOT NULL,
	"sun_requirement_id" integer DEFAULT 0 NOT NULL,
	"water_requirement_id" integer DEFAULT 0 NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "galleries" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"type" integer DEFAULT 2 NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "images" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"gallery_id" integer,
	"entity_type" integer DEFAULT 2 NOT NULL,
	"entity_id" integer DEFAULT 0 NOT NULL,
	"plant_id" integer,
	"origin" integer DEFAULT 0 NOT NULL,
	"storage_key" text NOT NULL,
	"thumbnail_key" text NOT NULL,
	"content_type" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"rotation" integer DEFAULT 0 NOT NULL,
	"is_favorite" boolean DEFAULT false NOT NULL,
	"published" boolean DEFAULT false NOT NULL,
	"latitude" double precision,
	"longitude" double precision,
	"city" text DEFAULT '' NOT NULL,
	"state" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "images_storage_key_unique" UNIQUE("storage_key")
);
--> statement-breakpoint
CREATE TABLE "task_rules" (
	"id" serial PRIMARY KEY NOT NULL,
	"task_type" text NOT NULL,
	"care_category_id" integer NOT NULL,
	"plant_id" integer,
	"plant_category_id" integer DEFAULT 0 NOT NULL,
	"zone_low_id" integer DEFAULT 0 NOT NULL,
	"zone_high_id" integer DEFAULT 0 NOT NULL,
	"start_month" smallint NOT NULL,
	"start_day" smallint DEFAULT 1 NOT NULL,
	"end_month" smallint NOT NULL,
	"end_day" smallint DEFAULT 28 NOT NULL,
	"interval_days" integer DEFAULT 0 NOT NULL,
	"details" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tips" (
	"id" serial PRIMARY KEY NOT NULL,
	"body" text NOT NULL,
	"care_category_id" integer NOT NULL,
	"plant_category_id" integer DEFAULT 0 NOT NULL,
	"plant_id" integer,
	"zone_low_id" integer DEFAULT 0 NOT NULL,
	"zone_high_id" integer DEFAULT 0 NOT NULL,
	"start_month" smallint DEFAULT 1 NOT NULL,
	"end_month" smallint DEFAULT 12 NOT NULL,
	"link_id" integer DEFAULT 0 NOT NULL,
	"e_link_id" integer DEFAULT 0 NOT NULL,
	"e_campaign_id" integer DEFAULT 0 NOT NULL,
	"campaign_name" text DEFAULT '' NOT NULL,
	"image_file" text DEFAULT '' NOT NULL,
	"active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_sort_filters" (
	"user_id" integer NOT NULL,
	"list_id" integer NOT NULL,
	"settings" jsonb NOT NULL,
	CONSTRAINT "user_sort_filters_user_id_list_id_pk" PRIMARY KEY("user_id","list_id")
);
--> statement-breakpoint
CREATE TABLE "user_task_rules" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"plant_zone_id" integer,
	"task_type" text NOT NULL,
	"care_category_id" integer DEFAULT 0 NOT NULL,
	"start_date" date NOT NULL,
	"interval_days" integer DEFAULT 0 NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_tasks" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"plant_zone_id" integer,
	"plant_id" integer,
	"zone_id" integer,
	"task_rule_id" integer,
	"user_task_rule_id" integer,
	"task_type" text NOT NULL,
	"care_category_id" integer DEFAULT 0 NOT NULL,
	"due_date" date NOT NULL,
	"date_completed" date,
	"task_status_id" smallint DEFAULT 2 NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "landscape_design_plants" (
	"id" serial PRIMARY KEY NOT NULL,
	"design_id" integer NOT NULL,
	"plant_id" integer NOT NULL,
	"fertilizer_id" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "landscape_design_plants_unique" UNIQUE("design_id","plant_id")
);
--> statement-breakpoint
CREATE TABLE "landscape_designs" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"style_id" integer,
	"zone_id" integer,
	"name" text NOT NULL,
	"sun_requirement_id" integer NOT NULL,
	"water_requirement_id" integer DEFAULT 0 NOT NULL,
	"length_ft" integer DEFAULT 0 NOT NULL,
	"length_in" integer DEFAULT 0 NOT NULL,
	"width_ft" integer DEFAULT 0 NOT NULL,
	"width_in" integer DEFAULT 0 NOT NULL,
	"area_ft" integer DEFAULT 0 NOT NULL,
	"area_in" integer DEFAULT 0 NOT NULL,
	"soil_depth" double precision DEFAULT 0 NOT NULL,
	"soil_unit" text DEFAULT '' NOT NULL,
	"soil_needed" boolean DEFAULT false NOT NULL,
	"soil_volume" double precision DEFAULT 0 NOT NULL,
	"mulch_depth" double precision DEFAULT 0 NOT NULL,
	"mulch_unit" text DEFAULT '' NOT NULL,
	"mulch_needed" boolean DEFAULT false NOT NULL,
	"mulch_volume" double precision DEFAULT 0 NOT NULL,
	"other_materials" text DEFAULT '' NOT NULL,
	"avg_plant_spacing" double precision DEFAULT 0 NOT NULL,
	"total_plants_required" integer DEFAULT 0 NOT NULL,
	"bloom_time" text DEFAULT '' NOT NULL,
	"bloom_colors" text DEFAULT '' NOT NULL,
	"bloom_colors_names" text DEFAULT '' NOT NULL,
	"irrigation_type" integer DEFAULT 0 NOT NULL,
	"irrigation_type_installed_needed" integer DEFAULT -1 NOT NULL,
	"edging_type" integer DEFAULT 0 NOT NULL,
	"edging_type_installed_needed" integer DEFAULT -1 NOT NULL,
	"edging_side" integer DEFAULT 0 NOT NULL,
	"edging_needed_ft" integer DEFAULT 0 NOT NULL,
	"edging_needed_in" integer DEFAULT 0 NOT NULL,
	"edging_area" double precision DEFAULT 0 NOT NULL,
	"copy_plants" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "landscape_style_attributes" (
	"style_id" integer NOT NULL,
	"list" text NOT NULL,
	"item_id" integer NOT NULL,
	CONSTRAINT "landscape_style_attributes_style_id_list_item_id_pk" PRIMARY KEY("style_id","list","item_id")
);
--> statement-breakpoint
CREATE TABLE "landscape_style_plants" (
	"style_id" integer NOT NULL,
	"plant_id" integer NOT NULL,
	CONSTRAINT "landscape_style_plants_style_id_plant_id_pk" PRIMARY KEY("style_id","plant_id")
);
--> statement-breakpoint
CREATE TABLE "landscape_styles" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"sun_requirement_id" integer DEFAULT 0 NOT NULL,
	"water_requirement_id" integer DEFAULT 0 NOT NULL,
	"thumbnail" text DEFAULT '' NOT NULL,
	"web_image" text DEFAULT '' NOT NULL,
	CONSTRAINT "landscape_styles_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "partner_products" (
	"id" serial PRIMARY KEY NOT NULL,
	"sponsor_id" integer,
	"name" text NOT NULL,
	"brand_name" text DEFAULT '' NOT NULL,
	"product_category_id" integer NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"sku" text DEFAULT '' NOT NULL,
	"product_size" text DEFAULT '' NOT NULL,
	"quantity" numeric(12, 2) DEFAULT '0' NOT NULL,
	"price" numeric(12, 2) DEFAULT '0' NOT NULL,
	"currency" text DEFAULT 'USD' NOT NULL,
	"url" text DEFAULT '' NOT NULL,
	"image_path" text DEFAULT '' NOT NULL,
	"active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "product_categories_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "product_plants" (
	"product_id" integer NOT NULL,
	"plant_id" integer NOT NULL,
	CONSTRAINT "product_plants_product_id_plant_id_pk" PRIMARY KEY("product_id","plant_id")
);
--> statement-breakpoint
CREATE TABLE "purchase_prompt_responses" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"last_purchase_prompt_day" integer NOT NULL,
	"referral_code" text DEFAULT '' NOT NULL,
	"link_click" integer DEFAULT 0 NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "purchase_prompts" (
	"id" serial PRIMARY KEY NOT NULL,
	"day" integer NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"sub_title" text DEFAULT '' NOT NULL,
	"icons" text DEFAULT '' NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"review_image" text DEFAULT '' NOT NULL,
	"subscribe_button_text" text DEFAULT 'Subscribe Now!' NOT NULL,
	"later_button_text" text DEFAULT 'I''ll Decide Later' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "purchases" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"purchase_date" timestamp with time zone NOT NULL,
	"transaction_receipt" text NOT NULL,
	"device_os" text NOT NULL,
	"verified_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "expert_questions" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"plant_id" integer,
	"topic_id" integer DEFAULT 0 NOT NULL,
	"question" text NOT NULL,
	"channel" text NOT NULL,
	"answer" text,
	"image_ids" integer[] DEFAULT '{}' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"answered_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "feedback" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"email" text NOT NULL,
	"image_ids" integer[] DEFAULT '{}' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mobile_logs" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"message" text NOT NULL,
	"data" text DEFAULT '' NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer,
	"to" text NOT NULL,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "plant_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"botanical_name" text NOT NULL,
	"common_name" text DEFAULT '' NOT NULL,
	"user_email" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"plant_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"link_kind" integer,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "data_imports" (
	"dataset" text PRIMARY KEY NOT NULL,
	"file_name" text NOT NULL,
	"rows_read" integer NOT NULL,
	"rows_loaded" integer NOT NULL,
	"rows_rejected" integer NOT NULL,
	"imported_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "frost_normals" (
	"station_id" text PRIMARY KEY NOT NULL,
	"frost_status" text NOT NULL,
	"last_spring_p50" text,
	"last_spring_p90" text,
	"first_fall_p50" text,
	"first_fall_p90" text,
	"growing_season_days_p50" smallint,
	"growing_season_days_p90" smallint,
	"gdd_base50" integer,
	"gdd_base40" integer
);
--> statement-breakpoint
CREATE TABLE "weather_stations" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"state" text DEFAULT '' NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"elevation_m" double precision,
	"source" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "zip_hardiness_zones" (
	"zip" text PRIMARY KEY NOT NULL,
	"hardiness_zone_id" integer NOT NULL,
	"temperature_range" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "activations" ADD CONSTRAINT "activations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activations" ADD CONSTRAINT "activations_sponsor_id_sponsors_id_fk" FOREIGN KEY ("sponsor_id") REFERENCES "sponsors"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_codes" ADD CONSTRAINT "referral_codes_sponsor_id_sponsors_id_fk" FOREIGN KEY ("sponsor_id") REFERENCES "sponsors"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sponsor_ad_events" ADD CONSTRAINT "sponsor_ad_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sponsor_ad_events" ADD CONSTRAINT "sponsor_ad_events_sponsor_id_sponsors_id_fk" FOREIGN KEY ("sponsor_id") REFERENCES "sponsors"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_sponsors" ADD CONSTRAINT "user_sponsors_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_sponsors" ADD CONSTRAINT "user_sponsors_sponsor_id_sponsors_id_fk" FOREIGN KEY ("sponsor_id") REFERENCES "sponsors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favorite_plants" ADD CONSTRAINT "favorite_plants_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favorite_plants" ADD CONSTRAINT "favorite_plants_plant_id_plants_id_fk" FOREIGN KEY ("plant_id") REFERENCES "plants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "featured_plants" ADD CONSTRAINT "featured_plants_sponsor_id_sponsors_id_fk" FOREIGN KEY ("sponsor_id") REFERENCES "sponsors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "featured_plants" ADD CONSTRAINT "featured_plants_plant_id_plants_id_fk" FOREIGN KEY ("plant_id") REFERENCES "plants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plant_activities" ADD CONSTRAINT "plant_activities_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plant_activities" ADD CONSTRAINT "plant_activities_plant_id_plants_id_fk" FOREIGN KEY ("plant_id") REFERENCES "plants"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plant_activities" ADD CONSTRAINT "plant_activities_plant_zone_id_plant_zones_id_fk" FOREIGN KEY ("plant_zone_id") REFERENCES "plant_zones"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plant_notes" ADD CONSTRAINT "plant_notes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plant_notes" ADD CONSTRAINT "plant_notes_plant_id_plants_id_fk" FOREIGN KEY ("plant_id") REFERENCES "plants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plant_views" ADD CONSTRAINT "plant_views_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plant_views" ADD CONSTRAINT "plant_views_plant_id_plants_id_fk" FOREIGN KEY ("plant_id") REFERENCES "plants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plant_zones" ADD CONSTRAINT "plant_zones_zone_id_zones_id_fk" FOREIGN KEY ("zone_id") REFERENCES "zones"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plant_zones" ADD CONSTRAINT "plant_zones_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plant_zones" ADD CONSTRAINT "plant_zones_plant_id_plants_id_fk" FOREIGN KEY ("plant_id") REFERENCES "plants"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "yards" ADD CONSTRAINT "yards_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "zones" ADD CONSTRAINT "zones_yard_id_yards_id_fk" FOREIGN KEY ("yard_id") REFERENCES "yards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "zones" ADD CONSTRAINT "zones_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "galleries" ADD CONSTRAINT "galleries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "images" ADD CONSTRAINT "images_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "images" ADD CONSTRAINT "images_gallery_id_galleries_id_fk" FOREIGN KEY ("gallery_id") REFERENCES "galleries"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "images" ADD CONSTRAINT "images_plant_id_plants_id_fk" FOREIGN KEY ("plant_id") REFERENCES "plants"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_rules" ADD CONSTRAINT "task_rules_plant_id_plants_id_fk" FOREIGN KEY ("plant_id") REFERENCES "plants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tips" ADD CONSTRAINT "tips_plant_id_plants_id_fk" FOREIGN KEY ("plant_id") REFERENCES "plants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_sort_filters" ADD CONSTRAINT "user_sort_filters_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_task_rules" ADD CONSTRAINT "user_task_rules_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_task_rules" ADD CONSTRAINT "user_task_rules_plant_zone_id_plant_zones_id_fk" FOREIGN KEY ("plant_zone_id") REFERENCES "plant_zones"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_tasks" ADD CONSTRAINT "user_tasks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_tasks" ADD CONSTRAINT "user_tasks_plant_zone_id_plant_zones_id_fk" FOREIGN KEY ("plant_zone_id") REFERENCES "plant_zones"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_tasks" ADD CONSTRAINT "user_tasks_plant_id_plants_id_fk" FOREIGN KEY ("plant_id") REFERENCES "plants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_tasks" ADD CONSTRAINT "user_tasks_zone_id_zones_id_fk" FOREIGN KEY ("zone_id") REFERENCES "zones"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_tasks" ADD CONSTRAINT "user_tasks_task_rule_id_task_rules_id_fk" FOREIGN KEY ("task_rule_id") REFERENCES "task_rules"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_tasks" ADD CONSTRAINT "user_tasks_user_task_rule_id_user_task_rules_id_fk" FOREIGN KEY ("user_task_rule_id") REFERENCES "user_task_rules"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "landscape_design_plants" ADD CONSTRAINT "landscape_design_plants_design_id_landscape_designs_id_fk" FOREIGN KEY ("design_id") REFERENCES "landscape_designs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "landscape_design_plants" ADD CONSTRAINT "landscape_design_plants_plant_id_plants_id_fk" FOREIGN KEY ("plant_id") REFERENCES "plants"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "landscape_designs" ADD CONSTRAINT "landscape_designs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "landscape_designs" ADD CONSTRAINT "landscape_designs_style_id_landscape_styles_id_fk" FOREIGN KEY ("style_id") REFERENCES "landscape_styles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "landscape_designs" ADD CONSTRAINT "landscape_designs_zone_id_zones_id_fk" FOREIGN KEY ("zone_id") REFERENCES "zones"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "landscape_style_attributes" ADD CONSTRAINT "landscape_style_attributes_style_id_landscape_styles_id_fk" FOREIGN KEY ("style_id") REFERENCES "landscape_styles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "landscape_style_plants" ADD CONSTRAINT "landscape_style_plants_style_id_landscape_styles_id_fk" FOREIGN KEY ("style_id") REFERENCES "landscape_styles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "landscape_style_plants" ADD CONSTRAINT "landscape_style_plants_plant_id_plants_id_fk" FOREIGN KEY ("plant_id") REFERENCES "plants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_products" ADD CONSTRAINT "partner_products_sponsor_id_sponsors_id_fk" FOREIGN KEY ("sponsor_id") REFERENCES "sponsors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_products" ADD CONSTRAINT "partner_products_product_category_id_product_categories_id_fk" FOREIGN KEY ("product_category_id") REFERENCES "product_categories"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_plants" ADD CONSTRAINT "product_plants_product_id_partner_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "partner_products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_plants" ADD CONSTRAINT "product_plants_plant_id_plants_id_fk" FOREIGN KEY ("plant_id") REFERENCES "plants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_prompt_responses" ADD CONSTRAINT "purchase_prompt_responses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchases" ADD CONSTRAINT "purchases_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expert_questions" ADD CONSTRAINT "expert_questions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expert_questions" ADD CONSTRAINT "expert_questions_plant_id_plants_id_fk" FOREIGN KEY ("plant_id") REFERENCES "plants"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback" ADD CONSTRAINT "feedback_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mobile_logs" ADD CONSTRAINT "mobile_logs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outbox" ADD CONSTRAINT "outbox_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plant_requests" ADD CONSTRAINT "plant_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plant_requests" ADD CONSTRAINT "plant_requests_plant_id_plants_id_fk" FOREIGN KEY ("plant_id") REFERENCES "plants"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_events" ADD CONSTRAINT "user_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "frost_normals" ADD CONSTRAINT "frost_normals_station_id_weather_stations_id_fk" FOREIGN KEY ("station_id") REFERENCES "weather_stations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "activations_user_idx" ON "activations" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sponsor_ad_events_user_idx" ON "sponsor_ad_events" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sponsors_location_idx" ON "sponsors" USING btree ("latitude","longitude");--> statement-breakpoint
CREATE INDEX "sponsors_partner_type_idx" ON "sponsors" USING btree ("partner_type_id");--> statement-breakpoint
CREATE INDEX "user_sponsors_sponsor_idx" ON "user_sponsors" USING btree ("sponsor_id");--> statement-breakpoint
CREATE INDEX "plant_activities_user_plant_idx" ON "plant_activities" USING btree ("user_id","plant_id");--> statement-breakpoint
CREATE INDEX "plant_zones_plant_idx" ON "plant_zones" USING btree ("plant_id");--> statement-breakpoint
CREATE INDEX "plant_zones_user_idx" ON "plant_zones" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "yards_user_idx" ON "yards" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "yards_public_idx" ON "yards" USING btree ("is_public");--> statement-breakpoint
CREATE INDEX "zones_yard_idx" ON "zones" USING btree ("yard_id");--> statement-breakpoint
CREATE INDEX "zones_user_idx" ON "zones" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "galleries_user_idx" ON "galleries" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "images_user_gallery_idx" ON "images" USING btree ("user_id","gallery_id");--> statement-breakpoint
CREATE INDEX "images_entity_idx" ON "images" USING btree ("entity_type","entity_id");--> statement-breakpoint
CREATE INDEX "images_plant_idx" ON "images" USING btree ("plant_id");--> statement-breakpoint
CREATE INDEX "task_rules_category_idx" ON "task_rules" USING btree ("plant_category_id");--> statement-breakpoint
CREATE INDEX "task_rules_plant_idx" ON "task_rules" USING btree ("plant_id");--> statement-breakpoint
CREATE INDEX "tips_category_idx" ON "tips" USING btree ("care_category_id","plant_category_id");--> statement-breakpoint
CREATE INDEX "user_task_rules_user_idx" ON "user_task_rules" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "user_tasks_user_due_idx" ON "user_tasks" USING btree ("user_id","due_date");--> statement-breakpoint
CREATE INDEX "user_tasks_plant_zone_idx" ON "user_tasks" USING btree ("plant_zone_id");--> statement-breakpoint
CREATE INDEX "landscape_designs_user_idx" ON "landscape_designs" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "landscape_style_attributes_lookup_idx" ON "landscape_style_attributes" USING btree ("list","item_id");--> statement-breakpoint
CREATE INDEX "partner_products_category_idx" ON "partner_products" USING btree ("product_category_id");--> statement-breakpoint
CREATE INDEX "product_plants_plant_idx" ON "product_plants" USING btree ("plant_id");--> statement-breakpoint
CREATE INDEX "purchase_prompt_responses_user_idx" ON "purchase_prompt_responses" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "purchases_user_idx" ON "purchases" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "expert_questions_user_idx" ON "expert_questions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "feedback_user_idx" ON "feedback" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "mobile_logs_user_idx" ON "mobile_logs" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "outbox_unsent_idx" ON "outbox" USING btree ("sent_at");--> statement-breakpoint
CREATE INDEX "plant_requests_user_idx" ON "plant_requests" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "plant_requests_status_idx" ON "plant_requests" USING btree ("status");--> statement-breakpoint
CREATE INDEX "user_events_user_kind_idx" ON "user_events" USING btree ("user_id","kind");--> statement-breakpoint
CREATE INDEX "weather_stations_location_idx" ON "weather_stations" USING btree ("latitude","longitude");