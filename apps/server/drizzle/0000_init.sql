CREATE EXTENSION IF NOT EXISTS unaccent;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS cube;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS earthdistance;--> statement-breakpoint
CREATE OR REPLACE FUNCTION fold_text(value text) RETURNS text AS $$ SELECT lower(public.unaccent('public.unaccent'::regdictionary, value)) $$ LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT;--> statement-breakpoint
CREATE TABLE "access_state" (
	"id" integer PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "access_state_single_row_ck" CHECK ("access_state"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "account_roles" (
	"role_id" integer NOT NULL,
	"account_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "account_roles_pk" PRIMARY KEY("role_id","account_id")
);
--> statement-breakpoint
CREATE TABLE "account_settings" (
	"account_id" integer PRIMARY KEY NOT NULL,
	"language" text DEFAULT 'vi' NOT NULL,
	"default_page" text,
	"notify_push" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	CONSTRAINT "account_settings_language_ck" CHECK ("account_settings"."language" in ('vi', 'en'))
);
--> statement-breakpoint
CREATE TABLE "data_scopes" (
	"account_id" integer PRIMARY KEY NOT NULL,
	"unrestricted" boolean DEFAULT true NOT NULL,
	"area_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"zone_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"account_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer
);
--> statement-breakpoint
CREATE TABLE "permission_grants" (
	"id" serial PRIMARY KEY NOT NULL,
	"subject_type" text NOT NULL,
	"subject_id" integer NOT NULL,
	"permissions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"module_permission" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	CONSTRAINT "permission_grants_subject_type_ck" CHECK ("permission_grants"."subject_type" in ('account', 'role', 'group', 'room'))
);
--> statement-breakpoint
CREATE TABLE "roles" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"system_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_by" integer
);
--> statement-breakpoint
CREATE TABLE "room_members" (
	"room_id" integer NOT NULL,
	"account_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "room_members_pk" PRIMARY KEY("room_id","account_id")
);
--> statement-breakpoint
CREATE TABLE "room_owners" (
	"room_id" integer PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rooms" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"system_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_by" integer
);
--> statement-breakpoint
CREATE TABLE "user_group_members" (
	"group_id" integer NOT NULL,
	"account_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_group_members_pk" PRIMARY KEY("group_id","account_id")
);
--> statement-breakpoint
CREATE TABLE "user_groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"system_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_by" integer
);
--> statement-breakpoint
CREATE TABLE "account_profiles" (
	"account_id" integer NOT NULL,
	"name" text NOT NULL,
	"value" text NOT NULL,
	CONSTRAINT "account_profiles_account_id_name_pk" PRIMARY KEY("account_id","name")
);
--> statement-breakpoint
CREATE TABLE "accounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"username" text NOT NULL,
	"password_hash" text NOT NULL,
	"fullname" text NOT NULL,
	"email" text,
	"phone" text,
	"type" text NOT NULL,
	"system_key" text NOT NULL,
	"is_superuser" boolean DEFAULT false NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"is_deleted" boolean DEFAULT false NOT NULL,
	"deleted_at" timestamp with time zone,
	"position" text,
	"parent_id" integer,
	"area_id" integer,
	"zone_id" integer,
	"avatar_file_id" text,
	"password_changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"address" text,
	"tax_code" text,
	"registration_status" text,
	"registered_at" timestamp with time zone,
	"registration_note" text,
	"registration_file_id" text,
	"registration_handled_at" timestamp with time zone,
	"registration_handled_by" integer,
	"registration_refusal_reason" text,
	"created_by" integer,
	"updated_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "login_throttle" (
	"key" text PRIMARY KEY NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"window_started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"not_before" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "password_otps" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"code_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"consumed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "password_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"handled_by" integer,
	"handled_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "password_reset_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "refresh_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"session_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"rotated_at" timestamp with time zone,
	"successor" text
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"remember" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone,
	"user_agent" text,
	"ip" text
);
--> statement-breakpoint
CREATE TABLE "employee_contract_status_history" (
	"id" serial PRIMARY KEY NOT NULL,
	"contract_id" integer NOT NULL,
	"action" text NOT NULL,
	"from_status" text,
	"to_status" text NOT NULL,
	"reason" text,
	"actor_id" integer,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "employee_contracts" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"staff_id" integer NOT NULL,
	"contract_type" text NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date,
	"position_title" text NOT NULL,
	"position_id" integer,
	"basic_salary" bigint NOT NULL,
	"insurance_salary" bigint,
	"salary_type" text NOT NULL,
	"working_time" text NOT NULL,
	"insurance_type" text NOT NULL,
	"benefits" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"accounting_journal" text NOT NULL,
	"signing_date" date NOT NULL,
	"signer_id" integer,
	"note" text,
	"status" text DEFAULT 'draft' NOT NULL,
	"status_reason" text,
	"termination_date" date,
	"created_by" integer,
	"updated_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "areas" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"region" text NOT NULL,
	"manager_id" integer,
	"note" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_by" integer,
	"updated_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "zones" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"area_id" integer NOT NULL,
	"supervisor_id" integer,
	"province_codes" text[] DEFAULT '{}'::text[] NOT NULL,
	"note" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_by" integer,
	"updated_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "push_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"device_token" text NOT NULL,
	"system" integer DEFAULT 1 NOT NULL,
	"type" text DEFAULT 'web' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"system" text DEFAULT 'MAIN' NOT NULL,
	"module" text NOT NULL,
	"custom_id" text,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"path" text,
	"seen" boolean DEFAULT false NOT NULL,
	"seen_at" timestamp with time zone,
	"is_failed" boolean DEFAULT false NOT NULL,
	"push_pending" boolean DEFAULT true NOT NULL,
	"batch_id" uuid NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_delegations" (
	"id" serial PRIMARY KEY NOT NULL,
	"approver_id" integer NOT NULL,
	"deputy_id" integer NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"note" text,
	"created_by" integer,
	"updated_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_flow_choices" (
	"account_id" integer PRIMARY KEY NOT NULL,
	"flow_id" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_flow_steps" (
	"id" serial PRIMARY KEY NOT NULL,
	"flow_id" integer NOT NULL,
	"position" smallint NOT NULL,
	"name" text NOT NULL,
	"system" text NOT NULL,
	"room_id" integer NOT NULL,
	"min_amount" bigint,
	"min_discount_bp" integer,
	"below_list_price" boolean DEFAULT false NOT NULL,
	"credit_exceeded" boolean DEFAULT false NOT NULL,
	"remind_after_hours" integer,
	"escalate_after_hours" integer,
	"escalate_room_id" integer
);
--> statement-breakpoint
CREATE TABLE "order_flows" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"status" text DEFAULT 'active' NOT NULL,
	"systems" text[] NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_by" integer,
	"updated_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_by" integer,
	"updated_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_approval_steps" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"round" integer NOT NULL,
	"position" smallint NOT NULL,
	"name" text NOT NULL,
	"system" text,
	"room_id" integer,
	"matched" text[] DEFAULT '{}'::text[] NOT NULL,
	"state" text NOT NULL,
	"remind_after_hours" integer,
	"escalate_after_hours" integer,
	"escalate_room_id" integer,
	"waiting_since" timestamp with time zone,
	"reminded_at" timestamp with time zone,
	"escalated_at" timestamp with time zone,
	"decided_by" integer,
	"on_behalf_of" integer,
	"decided_at" timestamp with time zone,
	"reason" text
);
--> statement-breakpoint
CREATE TABLE "order_credit_limits" (
	"account_id" integer PRIMARY KEY NOT NULL,
	"credit_limit" bigint,
	"payment_term_days" integer DEFAULT 30 NOT NULL,
	"created_by" integer,
	"updated_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"kind" text NOT NULL,
	"from_status" text,
	"to_status" text,
	"step_position" smallint,
	"actor_id" integer,
	"on_behalf_of" integer,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"position" smallint NOT NULL,
	"variant_id" integer NOT NULL,
	"unit_id" integer NOT NULL,
	"unit_factor" integer NOT NULL,
	"quantity" integer NOT NULL,
	"unit_price" bigint NOT NULL,
	"price_list_id" integer NOT NULL,
	"price_list_revision" integer NOT NULL,
	"discount_bp" integer DEFAULT 0 NOT NULL,
	"gross_amount" bigint NOT NULL,
	"discount_amount" bigint NOT NULL,
	"line_total" bigint NOT NULL,
	"note" text,
	CONSTRAINT "order_lines_quantity_ck" CHECK ("order_lines"."quantity" > 0),
	CONSTRAINT "order_lines_discount_ck" CHECK ("order_lines"."discount_bp" between 0 and 10000)
);
--> statement-breakpoint
CREATE TABLE "order_payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"order_id" integer,
	"amount" bigint NOT NULL,
	"paid_on" text NOT NULL,
	"note" text,
	"created_by" integer,
	"updated_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_payments_amount_ck" CHECK ("order_payments"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "order_sales_months" (
	"month" date NOT NULL,
	"area_id" integer NOT NULL,
	"npp_id" integer NOT NULL,
	"seller_id" integer NOT NULL,
	"order_count" integer NOT NULL,
	"amount" bigint NOT NULL,
	CONSTRAINT "order_sales_months_month_area_id_npp_id_seller_id_pk" PRIMARY KEY("month","area_id","npp_id","seller_id")
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"account_id" integer NOT NULL,
	"account_system" text NOT NULL,
	"area_id" integer,
	"zone_id" integer,
	"seller_id" integer,
	"order_type_id" integer,
	"flow_id" integer,
	"delivery_address" text NOT NULL,
	"receiver_name" text,
	"receiver_phone" text,
	"note" text,
	"line_count" integer DEFAULT 0 NOT NULL,
	"subtotal" bigint DEFAULT 0 NOT NULL,
	"discount" bigint DEFAULT 0 NOT NULL,
	"total" bigint DEFAULT 0 NOT NULL,
	"approval_round" integer DEFAULT 0 NOT NULL,
	"current_step" smallint,
	"version" integer DEFAULT 1 NOT NULL,
	"warehouse_id" integer,
	"duplicated_from_id" integer,
	"submitted_at" timestamp with time zone,
	"approved_at" timestamp with time zone,
	"delivered_at" timestamp with time zone,
	"created_by" integer,
	"updated_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orders_totals_ck" CHECK ("orders"."total" = "orders"."subtotal" - "orders"."discount" and "orders"."total" >= 0)
);
--> statement-breakpoint
CREATE TABLE "company_profile" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"name" text NOT NULL,
	"short_name" text,
	"tax_code" text,
	"address" text,
	"phone" text,
	"email" text,
	"website" text,
	"bank_account" text,
	"bank_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_by" integer,
	CONSTRAINT "company_profile_single_row" CHECK ("company_profile"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "offices" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"address" text,
	"province_code" text,
	"ward_code" text,
	"phone" text,
	"email" text,
	"area_id" integer,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_by" integer
);
--> statement-breakpoint
CREATE TABLE "org_unit_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_by" integer
);
--> statement-breakpoint
CREATE TABLE "org_units" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"type_id" integer NOT NULL,
	"parent_id" integer,
	"manager_id" integer,
	"office_id" integer,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"description" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_by" integer
);
--> statement-breakpoint
CREATE TABLE "positions" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"level" integer DEFAULT 0 NOT NULL,
	"description" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_by" integer
);
--> statement-breakpoint
CREATE TABLE "app_clicks" (
	"account_id" integer NOT NULL,
	"day" date NOT NULL,
	"platform" text NOT NULL,
	"clicks" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "app_clicks_pk" PRIMARY KEY("account_id","day","platform")
);
--> statement-breakpoint
CREATE TABLE "nvtt_standards" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"stores_per_day" integer NOT NULL,
	"new_stores_per_month" integer NOT NULL,
	"revenue_target_per_month" bigint NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_by" integer,
	"updated_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "partner_banks" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"bank_name" text NOT NULL,
	"branch" text,
	"account_number" text NOT NULL,
	"holder" text NOT NULL,
	"created_by" integer,
	"updated_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "partner_profiles" (
	"account_id" integer PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"representative" text,
	"tax_code" text,
	"citizen_id" text,
	"citizen_id_issue_date" date,
	"citizen_id_issue_place" text,
	"address" jsonb,
	"address_text" text,
	"area_id" integer,
	"zone_id" integer,
	"business_line" text,
	"warehouse_area_m2" integer,
	"staff_count" integer,
	"join_date" date,
	"accounting_code" text,
	"market_code" text,
	"latitude" double precision,
	"longitude" double precision,
	"distributor_id" integer,
	"field_staff_id" integer,
	"store_standard_id" integer,
	"nvtt_standard_id" integer,
	"customer_channel" text,
	"created_by" integer,
	"updated_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "store_standards" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"min_monthly_revenue" bigint NOT NULL,
	"display_requirements" text,
	"visits_per_month" integer NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_by" integer,
	"updated_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "price_list_images" (
	"price_list_id" integer NOT NULL,
	"file_id" text NOT NULL,
	"thumbnail_file_id" text,
	"position" smallint NOT NULL,
	CONSTRAINT "price_list_images_price_list_id_file_id_pk" PRIMARY KEY("price_list_id","file_id")
);
--> statement-breakpoint
CREATE TABLE "price_list_items" (
	"price_list_id" integer NOT NULL,
	"variant_id" integer NOT NULL,
	"unit_id" integer NOT NULL,
	"price" bigint NOT NULL,
	CONSTRAINT "price_list_items_price_list_id_variant_id_unit_id_pk" PRIMARY KEY("price_list_id","variant_id","unit_id"),
	CONSTRAINT "price_list_items_price_ck" CHECK ("price_list_items"."price" > 0 and "price_list_items"."price" <= 10000000000)
);
--> statement-breakpoint
CREATE TABLE "price_list_targets" (
	"id" serial PRIMARY KEY NOT NULL,
	"price_list_id" integer NOT NULL,
	"area_id" integer,
	"zone_id" integer,
	"account_id" integer,
	CONSTRAINT "price_list_targets_one_ck" CHECK (num_nonnulls("price_list_targets"."area_id", "price_list_targets"."zone_id", "price_list_targets"."account_id") = 1)
);
--> statement-breakpoint
CREATE TABLE "price_lists" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"note" text,
	"system" text NOT NULL,
	"scope_level" text NOT NULL,
	"scope_key" text NOT NULL,
	"effective_from" timestamp with time zone,
	"effective_to" timestamp with time zone,
	"status" text DEFAULT 'draft' NOT NULL,
	"revision" integer DEFAULT 1 NOT NULL,
	"item_count" integer DEFAULT 0 NOT NULL,
	"cloned_from_id" integer,
	"submitted_by" integer,
	"submitted_at" timestamp with time zone,
	"approved_by" integer,
	"approved_at" timestamp with time zone,
	"rejected_by" integer,
	"rejected_at" timestamp with time zone,
	"rejection_reason" text,
	"activated_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	"created_by" integer,
	"updated_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "price_lists_period_ck" CHECK ("price_lists"."effective_to" is null or "price_lists"."effective_to" > "price_lists"."effective_from")
);
--> statement-breakpoint
CREATE TABLE "account_products" (
	"account_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	CONSTRAINT "account_products_account_id_product_id_pk" PRIMARY KEY("account_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "catalogue_revision" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"revision" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "category_variants" (
	"category_id" integer NOT NULL,
	"variant_id" integer NOT NULL,
	CONSTRAINT "category_variants_category_id_variant_id_pk" PRIMARY KEY("category_id","variant_id")
);
--> statement-breakpoint
CREATE TABLE "product_barcodes" (
	"barcode" text PRIMARY KEY NOT NULL,
	"variant_id" integer NOT NULL,
	"unit_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"direction" text NOT NULL,
	"parent_id" integer,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_by" integer,
	"updated_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_images" (
	"product_id" integer NOT NULL,
	"file_id" text NOT NULL,
	"thumbnail_file_id" text,
	"position" smallint NOT NULL,
	CONSTRAINT "product_images_product_id_file_id_pk" PRIMARY KEY("product_id","file_id")
);
--> statement-breakpoint
CREATE TABLE "product_ratings" (
	"id" serial PRIMARY KEY NOT NULL,
	"variant_id" integer NOT NULL,
	"account_id" integer,
	"stars" smallint NOT NULL,
	"comment" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_variants" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"option_values" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"base_unit_id" integer NOT NULL,
	"units_per_box" integer,
	"status" text DEFAULT 'active' NOT NULL,
	"image_file_id" text,
	"position" smallint DEFAULT 0 NOT NULL,
	"created_by" integer,
	"updated_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" serial PRIMARY KEY NOT NULL,
	"direction" text NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"category_id" integer,
	"brand" text,
	"description" text,
	"status" text DEFAULT 'active' NOT NULL,
	"options" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"units_per_box" integer,
	"search_text" text DEFAULT '' NOT NULL,
	"created_by" integer,
	"updated_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "unit_conversions" (
	"id" serial PRIMARY KEY NOT NULL,
	"unit_id" integer NOT NULL,
	"inner_unit_id" integer NOT NULL,
	"quantity" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "units" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"note" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_by" integer,
	"updated_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "variant_units" (
	"variant_id" integer NOT NULL,
	"unit_id" integer NOT NULL,
	"factor" integer NOT NULL,
	CONSTRAINT "variant_units_variant_id_unit_id_pk" PRIMARY KEY("variant_id","unit_id")
);
--> statement-breakpoint
CREATE TABLE "staff" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"account_id" integer,
	"fullname" text NOT NULL,
	"gender" text,
	"birth_date" date,
	"id_number" text,
	"id_issue_date" date,
	"id_issue_place" text,
	"permanent_address" jsonb,
	"current_address" jsonb,
	"marital_status" text,
	"nationality" text,
	"ethnicity" text,
	"join_date" date,
	"phone" text,
	"email" text,
	"position_id" integer,
	"org_unit_id" integer,
	"office_id" integer,
	"area_id" integer,
	"zone_id" integer,
	"manager_id" integer,
	"status" text DEFAULT 'active' NOT NULL,
	"note" text,
	"search_text" text GENERATED ALWAYS AS (fold_text("staff"."fullname" || ' ' || "staff"."code" || ' ' || coalesce("staff"."phone", '') || ' ' || coalesce("staff"."id_number", ''))) STORED,
	"created_by" integer,
	"updated_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "staff_relatives" (
	"id" serial PRIMARY KEY NOT NULL,
	"staff_id" integer NOT NULL,
	"relation" text NOT NULL,
	"fullname" text NOT NULL,
	"birth_year" smallint,
	"phone" text,
	"occupation" text,
	"sort" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "drivers" (
	"id" serial PRIMARY KEY NOT NULL,
	"full_name" text NOT NULL,
	"phone" text NOT NULL,
	"national_id" text NOT NULL,
	"licence_number" text NOT NULL,
	"licence_class" text NOT NULL,
	"licence_expiry" date NOT NULL,
	"account_id" integer,
	"note" text,
	"status" text DEFAULT 'active' NOT NULL,
	"created_by" integer,
	"updated_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shipment_stops" (
	"shipment_id" integer NOT NULL,
	"receipt_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"position" integer NOT NULL,
	"status" text DEFAULT 'waiting' NOT NULL,
	"settled_at" timestamp with time zone,
	"reason" text,
	CONSTRAINT "shipment_stops_shipment_id_receipt_id_pk" PRIMARY KEY("shipment_id","receipt_id")
);
--> statement-breakpoint
CREATE TABLE "shipments" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"status" text DEFAULT 'prepared' NOT NULL,
	"warehouse_id" integer NOT NULL,
	"driver_id" integer NOT NULL,
	"vehicle_id" integer NOT NULL,
	"load_kg" integer NOT NULL,
	"planned_on" date NOT NULL,
	"departed_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"note" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_by" integer,
	"updated_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vehicles" (
	"id" serial PRIMARY KEY NOT NULL,
	"plate" text NOT NULL,
	"type" text NOT NULL,
	"capacity_kg" integer NOT NULL,
	"volume_m3" numeric(5, 2),
	"inspection_expiry" date NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"note" text,
	"created_by" integer,
	"updated_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "consignments" (
	"id" serial PRIMARY KEY NOT NULL,
	"variant_id" integer NOT NULL,
	"lot_code" text NOT NULL,
	"manufactured_on" date,
	"expires_on" date NOT NULL,
	"unit_cost" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "consignments_cost_ck" CHECK ("consignments"."unit_cost" >= 0)
);
--> statement-breakpoint
CREATE TABLE "stock_balances" (
	"warehouse_id" integer NOT NULL,
	"variant_id" integer NOT NULL,
	"consignment_id" integer NOT NULL,
	"on_hand" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stock_balances_warehouse_id_variant_id_consignment_id_pk" PRIMARY KEY("warehouse_id","variant_id","consignment_id"),
	CONSTRAINT "stock_balances_never_negative_ck" CHECK ("stock_balances"."on_hand" >= 0)
);
--> statement-breakpoint
CREATE TABLE "stock_closings" (
	"month_end" date PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stock_day_closings" (
	"day" date PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stock_day_ends" (
	"day" date NOT NULL,
	"warehouse_id" integer NOT NULL,
	"quantity" bigint NOT NULL,
	"value" bigint NOT NULL,
	CONSTRAINT "stock_day_ends_day_warehouse_id_pk" PRIMARY KEY("day","warehouse_id")
);
--> statement-breakpoint
CREATE TABLE "stock_month_ends" (
	"month_end" date NOT NULL,
	"warehouse_id" integer NOT NULL,
	"variant_id" integer NOT NULL,
	"consignment_id" integer NOT NULL,
	"on_hand" integer NOT NULL,
	CONSTRAINT "stock_month_ends_month_end_warehouse_id_variant_id_consignment_id_pk" PRIMARY KEY("month_end","warehouse_id","variant_id","consignment_id")
);
--> statement-breakpoint
CREATE TABLE "stock_movements" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"warehouse_id" integer NOT NULL,
	"variant_id" integer NOT NULL,
	"consignment_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	"kind" text NOT NULL,
	"receipt_id" integer NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stock_movements_nonzero_ck" CHECK ("stock_movements"."quantity" <> 0)
);
--> statement-breakpoint
CREATE TABLE "stock_receipt_lines" (
	"receipt_id" integer NOT NULL,
	"position" integer NOT NULL,
	"variant_id" integer NOT NULL,
	"unit_id" integer,
	"quantity" integer NOT NULL,
	"quantity_base" integer NOT NULL,
	"consignment_id" integer NOT NULL,
	"system_quantity" integer,
	CONSTRAINT "stock_receipt_lines_receipt_id_position_pk" PRIMARY KEY("receipt_id","position")
);
--> statement-breakpoint
CREATE TABLE "stock_receipts" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"kind" text NOT NULL,
	"warehouse_id" integer NOT NULL,
	"to_warehouse_id" integer,
	"order_id" integer,
	"note" text,
	"line_count" integer NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stock_reservations" (
	"order_id" integer NOT NULL,
	"warehouse_id" integer NOT NULL,
	"variant_id" integer NOT NULL,
	"needed" integer NOT NULL,
	"reserved" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stock_reservations_order_id_variant_id_pk" PRIMARY KEY("order_id","variant_id"),
	CONSTRAINT "stock_reservations_ck" CHECK ("stock_reservations"."reserved" >= 0 and "stock_reservations"."reserved" <= "stock_reservations"."needed")
);
--> statement-breakpoint
CREATE TABLE "lot_expiry_notices" (
	"warehouse_id" integer NOT NULL,
	"consignment_id" integer NOT NULL,
	"kind" text NOT NULL,
	"notified_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lot_expiry_notices_warehouse_id_consignment_id_kind_pk" PRIMARY KEY("warehouse_id","consignment_id","kind")
);
--> statement-breakpoint
CREATE TABLE "warehouse_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"near_expiry_days" integer DEFAULT 60 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_by" integer,
	CONSTRAINT "warehouse_settings_single_row" CHECK ("warehouse_settings"."id" = 1),
	CONSTRAINT "warehouse_settings_days_ck" CHECK ("warehouse_settings"."near_expiry_days" between 1 and 365)
);
--> statement-breakpoint
CREATE TABLE "warehouses" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"owner_id" integer,
	"area_id" integer NOT NULL,
	"address" text,
	"note" text,
	"status" text DEFAULT 'active' NOT NULL,
	"created_by" integer,
	"updated_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "warehouses_owner_kind_ck" CHECK (("warehouses"."kind" = 'distributor') = ("warehouses"."owner_id" is not null))
);
--> statement-breakpoint
CREATE TABLE "audit_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"entity" text NOT NULL,
	"entity_id" text NOT NULL,
	"action" text NOT NULL,
	"actor_id" integer,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"diff" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "code_counters" (
	"scope" text PRIMARY KEY NOT NULL,
	"value" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "files" (
	"id" text PRIMARY KEY NOT NULL,
	"sha256" text NOT NULL,
	"size" bigint NOT NULL,
	"mime" text NOT NULL,
	"original_name" text NOT NULL,
	"owner_entity" text NOT NULL,
	"owner_id" text NOT NULL,
	"uploaded_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "idempotency_keys" (
	"scope" text NOT NULL,
	"key" text NOT NULL,
	"request_hash" text NOT NULL,
	"response_status" integer,
	"response_body" text,
	"response_type" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idempotency_keys_pk" PRIMARY KEY("scope","key")
);
--> statement-breakpoint
CREATE TABLE "mail_outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"to" text NOT NULL,
	"subject" text NOT NULL,
	"text" text NOT NULL,
	"html" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"error" text
);
--> statement-breakpoint
CREATE TABLE "rate_limit_hits" (
	"key" text PRIMARY KEY NOT NULL,
	"hits" integer NOT NULL,
	"window_started_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "account_roles" ADD CONSTRAINT "account_roles_role_id_roles_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."roles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "room_members" ADD CONSTRAINT "room_members_room_id_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."rooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "room_owners" ADD CONSTRAINT "room_owners_room_id_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."rooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_group_members" ADD CONSTRAINT "user_group_members_group_id_user_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."user_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_profiles" ADD CONSTRAINT "account_profiles_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_parent_id_accounts_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "password_otps" ADD CONSTRAINT "password_otps_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "password_requests" ADD CONSTRAINT "password_requests_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "password_requests" ADD CONSTRAINT "password_requests_handled_by_accounts_id_fk" FOREIGN KEY ("handled_by") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "password_reset_tokens" ADD CONSTRAINT "password_reset_tokens_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refresh_tokens" ADD CONSTRAINT "refresh_tokens_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_contract_status_history" ADD CONSTRAINT "employee_contract_status_history_contract_id_employee_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."employee_contracts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_contracts" ADD CONSTRAINT "employee_contracts_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_contracts" ADD CONSTRAINT "employee_contracts_signer_id_accounts_id_fk" FOREIGN KEY ("signer_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "zones" ADD CONSTRAINT "zones_area_id_areas_id_fk" FOREIGN KEY ("area_id") REFERENCES "public"."areas"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "push_tokens" ADD CONSTRAINT "push_tokens_user_id_accounts_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_user_id_accounts_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_delegations" ADD CONSTRAINT "order_delegations_approver_id_accounts_id_fk" FOREIGN KEY ("approver_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_delegations" ADD CONSTRAINT "order_delegations_deputy_id_accounts_id_fk" FOREIGN KEY ("deputy_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_flow_choices" ADD CONSTRAINT "order_flow_choices_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_flow_choices" ADD CONSTRAINT "order_flow_choices_flow_id_order_flows_id_fk" FOREIGN KEY ("flow_id") REFERENCES "public"."order_flows"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_flow_steps" ADD CONSTRAINT "order_flow_steps_flow_id_order_flows_id_fk" FOREIGN KEY ("flow_id") REFERENCES "public"."order_flows"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_flow_steps" ADD CONSTRAINT "order_flow_steps_room_id_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."rooms"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_flow_steps" ADD CONSTRAINT "order_flow_steps_escalate_room_id_rooms_id_fk" FOREIGN KEY ("escalate_room_id") REFERENCES "public"."rooms"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_approval_steps" ADD CONSTRAINT "order_approval_steps_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_approval_steps" ADD CONSTRAINT "order_approval_steps_room_id_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."rooms"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_approval_steps" ADD CONSTRAINT "order_approval_steps_escalate_room_id_rooms_id_fk" FOREIGN KEY ("escalate_room_id") REFERENCES "public"."rooms"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_credit_limits" ADD CONSTRAINT "order_credit_limits_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_variant_id_product_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."product_variants"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_unit_id_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."units"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_price_list_id_price_lists_id_fk" FOREIGN KEY ("price_list_id") REFERENCES "public"."price_lists"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_payments" ADD CONSTRAINT "order_payments_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_payments" ADD CONSTRAINT "order_payments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_seller_id_accounts_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."accounts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_order_type_id_order_types_id_fk" FOREIGN KEY ("order_type_id") REFERENCES "public"."order_types"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_flow_id_order_flows_id_fk" FOREIGN KEY ("flow_id") REFERENCES "public"."order_flows"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_duplicated_from_id_orders_id_fk" FOREIGN KEY ("duplicated_from_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offices" ADD CONSTRAINT "offices_area_id_areas_id_fk" FOREIGN KEY ("area_id") REFERENCES "public"."areas"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "org_units" ADD CONSTRAINT "org_units_type_id_org_unit_types_id_fk" FOREIGN KEY ("type_id") REFERENCES "public"."org_unit_types"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "org_units" ADD CONSTRAINT "org_units_parent_id_org_units_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."org_units"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "org_units" ADD CONSTRAINT "org_units_manager_id_accounts_id_fk" FOREIGN KEY ("manager_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "org_units" ADD CONSTRAINT "org_units_office_id_offices_id_fk" FOREIGN KEY ("office_id") REFERENCES "public"."offices"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "app_clicks" ADD CONSTRAINT "app_clicks_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_banks" ADD CONSTRAINT "partner_banks_account_id_partner_profiles_account_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."partner_profiles"("account_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_profiles" ADD CONSTRAINT "partner_profiles_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_profiles" ADD CONSTRAINT "partner_profiles_area_id_areas_id_fk" FOREIGN KEY ("area_id") REFERENCES "public"."areas"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_profiles" ADD CONSTRAINT "partner_profiles_zone_id_zones_id_fk" FOREIGN KEY ("zone_id") REFERENCES "public"."zones"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_profiles" ADD CONSTRAINT "partner_profiles_distributor_id_accounts_id_fk" FOREIGN KEY ("distributor_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_profiles" ADD CONSTRAINT "partner_profiles_field_staff_id_accounts_id_fk" FOREIGN KEY ("field_staff_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_profiles" ADD CONSTRAINT "partner_profiles_store_standard_id_store_standards_id_fk" FOREIGN KEY ("store_standard_id") REFERENCES "public"."store_standards"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_profiles" ADD CONSTRAINT "partner_profiles_nvtt_standard_id_nvtt_standards_id_fk" FOREIGN KEY ("nvtt_standard_id") REFERENCES "public"."nvtt_standards"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_list_images" ADD CONSTRAINT "price_list_images_price_list_id_price_lists_id_fk" FOREIGN KEY ("price_list_id") REFERENCES "public"."price_lists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_list_items" ADD CONSTRAINT "price_list_items_price_list_id_price_lists_id_fk" FOREIGN KEY ("price_list_id") REFERENCES "public"."price_lists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_list_items" ADD CONSTRAINT "price_list_items_variant_id_product_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."product_variants"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_list_items" ADD CONSTRAINT "price_list_items_unit_id_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."units"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_list_items" ADD CONSTRAINT "price_list_items_variant_unit_fk" FOREIGN KEY ("variant_id","unit_id") REFERENCES "public"."variant_units"("variant_id","unit_id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_list_targets" ADD CONSTRAINT "price_list_targets_price_list_id_price_lists_id_fk" FOREIGN KEY ("price_list_id") REFERENCES "public"."price_lists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_list_targets" ADD CONSTRAINT "price_list_targets_area_id_areas_id_fk" FOREIGN KEY ("area_id") REFERENCES "public"."areas"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_list_targets" ADD CONSTRAINT "price_list_targets_zone_id_zones_id_fk" FOREIGN KEY ("zone_id") REFERENCES "public"."zones"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_list_targets" ADD CONSTRAINT "price_list_targets_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_lists" ADD CONSTRAINT "price_lists_cloned_from_id_price_lists_id_fk" FOREIGN KEY ("cloned_from_id") REFERENCES "public"."price_lists"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_products" ADD CONSTRAINT "account_products_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_products" ADD CONSTRAINT "account_products_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "category_variants" ADD CONSTRAINT "category_variants_category_id_product_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."product_categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "category_variants" ADD CONSTRAINT "category_variants_variant_id_product_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."product_variants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_barcodes" ADD CONSTRAINT "product_barcodes_variant_id_product_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."product_variants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_barcodes" ADD CONSTRAINT "product_barcodes_unit_id_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."units"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_images" ADD CONSTRAINT "product_images_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_ratings" ADD CONSTRAINT "product_ratings_variant_id_product_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."product_variants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_ratings" ADD CONSTRAINT "product_ratings_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_variants" ADD CONSTRAINT "product_variants_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_variants" ADD CONSTRAINT "product_variants_base_unit_id_units_id_fk" FOREIGN KEY ("base_unit_id") REFERENCES "public"."units"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_category_id_product_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."product_categories"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unit_conversions" ADD CONSTRAINT "unit_conversions_unit_id_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."units"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unit_conversions" ADD CONSTRAINT "unit_conversions_inner_unit_id_units_id_fk" FOREIGN KEY ("inner_unit_id") REFERENCES "public"."units"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "variant_units" ADD CONSTRAINT "variant_units_variant_id_product_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."product_variants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "variant_units" ADD CONSTRAINT "variant_units_unit_id_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."units"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff" ADD CONSTRAINT "staff_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff" ADD CONSTRAINT "staff_position_id_positions_id_fk" FOREIGN KEY ("position_id") REFERENCES "public"."positions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff" ADD CONSTRAINT "staff_org_unit_id_org_units_id_fk" FOREIGN KEY ("org_unit_id") REFERENCES "public"."org_units"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff" ADD CONSTRAINT "staff_office_id_offices_id_fk" FOREIGN KEY ("office_id") REFERENCES "public"."offices"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff" ADD CONSTRAINT "staff_area_id_areas_id_fk" FOREIGN KEY ("area_id") REFERENCES "public"."areas"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff" ADD CONSTRAINT "staff_zone_id_zones_id_fk" FOREIGN KEY ("zone_id") REFERENCES "public"."zones"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff" ADD CONSTRAINT "staff_manager_id_staff_id_fk" FOREIGN KEY ("manager_id") REFERENCES "public"."staff"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_relatives" ADD CONSTRAINT "staff_relatives_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "drivers" ADD CONSTRAINT "drivers_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipment_stops" ADD CONSTRAINT "shipment_stops_shipment_id_shipments_id_fk" FOREIGN KEY ("shipment_id") REFERENCES "public"."shipments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipment_stops" ADD CONSTRAINT "shipment_stops_receipt_id_stock_receipts_id_fk" FOREIGN KEY ("receipt_id") REFERENCES "public"."stock_receipts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipment_stops" ADD CONSTRAINT "shipment_stops_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipments" ADD CONSTRAINT "shipments_warehouse_id_warehouses_id_fk" FOREIGN KEY ("warehouse_id") REFERENCES "public"."warehouses"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipments" ADD CONSTRAINT "shipments_driver_id_drivers_id_fk" FOREIGN KEY ("driver_id") REFERENCES "public"."drivers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipments" ADD CONSTRAINT "shipments_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consignments" ADD CONSTRAINT "consignments_variant_id_product_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."product_variants"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_balances" ADD CONSTRAINT "stock_balances_warehouse_id_warehouses_id_fk" FOREIGN KEY ("warehouse_id") REFERENCES "public"."warehouses"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_balances" ADD CONSTRAINT "stock_balances_variant_id_product_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."product_variants"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_balances" ADD CONSTRAINT "stock_balances_consignment_id_consignments_id_fk" FOREIGN KEY ("consignment_id") REFERENCES "public"."consignments"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_day_ends" ADD CONSTRAINT "stock_day_ends_warehouse_id_warehouses_id_fk" FOREIGN KEY ("warehouse_id") REFERENCES "public"."warehouses"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_month_ends" ADD CONSTRAINT "stock_month_ends_warehouse_id_warehouses_id_fk" FOREIGN KEY ("warehouse_id") REFERENCES "public"."warehouses"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_month_ends" ADD CONSTRAINT "stock_month_ends_variant_id_product_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."product_variants"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_month_ends" ADD CONSTRAINT "stock_month_ends_consignment_id_consignments_id_fk" FOREIGN KEY ("consignment_id") REFERENCES "public"."consignments"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_warehouse_id_warehouses_id_fk" FOREIGN KEY ("warehouse_id") REFERENCES "public"."warehouses"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_variant_id_product_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."product_variants"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_consignment_id_consignments_id_fk" FOREIGN KEY ("consignment_id") REFERENCES "public"."consignments"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_receipt_id_stock_receipts_id_fk" FOREIGN KEY ("receipt_id") REFERENCES "public"."stock_receipts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_created_by_accounts_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_receipt_lines" ADD CONSTRAINT "stock_receipt_lines_receipt_id_stock_receipts_id_fk" FOREIGN KEY ("receipt_id") REFERENCES "public"."stock_receipts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_receipt_lines" ADD CONSTRAINT "stock_receipt_lines_variant_id_product_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."product_variants"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_receipt_lines" ADD CONSTRAINT "stock_receipt_lines_unit_id_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."units"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_receipt_lines" ADD CONSTRAINT "stock_receipt_lines_consignment_id_consignments_id_fk" FOREIGN KEY ("consignment_id") REFERENCES "public"."consignments"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_receipts" ADD CONSTRAINT "stock_receipts_warehouse_id_warehouses_id_fk" FOREIGN KEY ("warehouse_id") REFERENCES "public"."warehouses"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_receipts" ADD CONSTRAINT "stock_receipts_to_warehouse_id_warehouses_id_fk" FOREIGN KEY ("to_warehouse_id") REFERENCES "public"."warehouses"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_receipts" ADD CONSTRAINT "stock_receipts_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_receipts" ADD CONSTRAINT "stock_receipts_created_by_accounts_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_reservations" ADD CONSTRAINT "stock_reservations_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_reservations" ADD CONSTRAINT "stock_reservations_warehouse_id_warehouses_id_fk" FOREIGN KEY ("warehouse_id") REFERENCES "public"."warehouses"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_reservations" ADD CONSTRAINT "stock_reservations_variant_id_product_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."product_variants"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lot_expiry_notices" ADD CONSTRAINT "lot_expiry_notices_warehouse_id_warehouses_id_fk" FOREIGN KEY ("warehouse_id") REFERENCES "public"."warehouses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lot_expiry_notices" ADD CONSTRAINT "lot_expiry_notices_consignment_id_consignments_id_fk" FOREIGN KEY ("consignment_id") REFERENCES "public"."consignments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warehouses" ADD CONSTRAINT "warehouses_owner_id_accounts_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."accounts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warehouses" ADD CONSTRAINT "warehouses_area_id_areas_id_fk" FOREIGN KEY ("area_id") REFERENCES "public"."areas"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "account_roles_account_idx" ON "account_roles" USING btree ("account_id");--> statement-breakpoint
CREATE UNIQUE INDEX "permission_grants_subject_uq" ON "permission_grants" USING btree ("subject_type","subject_id");--> statement-breakpoint
CREATE UNIQUE INDEX "roles_system_name_uq" ON "roles" USING btree ("system_key",lower("name"));--> statement-breakpoint
CREATE INDEX "room_members_account_idx" ON "room_members" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "room_owners_account_idx" ON "room_owners" USING btree ("account_id");--> statement-breakpoint
CREATE UNIQUE INDEX "rooms_system_name_uq" ON "rooms" USING btree ("system_key",lower("name"));--> statement-breakpoint
CREATE INDEX "user_group_members_account_idx" ON "user_group_members" USING btree ("account_id");--> statement-breakpoint
CREATE UNIQUE INDEX "user_groups_system_name_uq" ON "user_groups" USING btree ("system_key",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "accounts_username_lower_uq" ON "accounts" USING btree (lower("username")) WHERE "accounts"."registration_status" is distinct from 'refused';--> statement-breakpoint
CREATE INDEX "accounts_registration_idx" ON "accounts" USING btree ("registration_status","id") WHERE "accounts"."registration_status" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "accounts_email_lower_uq" ON "accounts" USING btree (lower("email")) WHERE "accounts"."is_deleted" = false;--> statement-breakpoint
CREATE INDEX "accounts_type_idx" ON "accounts" USING btree ("type");--> statement-breakpoint
CREATE INDEX "accounts_system_key_idx" ON "accounts" USING btree ("system_key");--> statement-breakpoint
CREATE INDEX "accounts_is_active_idx" ON "accounts" USING btree ("is_active");--> statement-breakpoint
CREATE INDEX "accounts_parent_id_idx" ON "accounts" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "accounts_area_id_idx" ON "accounts" USING btree ("area_id","id");--> statement-breakpoint
CREATE INDEX "accounts_zone_id_idx" ON "accounts" USING btree ("zone_id","id");--> statement-breakpoint
CREATE INDEX "accounts_search_trgm_idx" ON "accounts" USING gin (fold_text("fullname" || ' ' || "username") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "password_otps_account_id_idx" ON "password_otps" USING btree ("account_id","id");--> statement-breakpoint
CREATE INDEX "password_requests_status_idx" ON "password_requests" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "password_requests_account_id_idx" ON "password_requests" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "password_reset_tokens_account_id_idx" ON "password_reset_tokens" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "refresh_tokens_session_id_idx" ON "refresh_tokens" USING btree ("session_id");--> statement-breakpoint
CREATE INDEX "sessions_account_id_idx" ON "sessions" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "employee_contract_status_history_contract_idx" ON "employee_contract_status_history" USING btree ("contract_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "employee_contracts_code_uq" ON "employee_contracts" USING btree ("code");--> statement-breakpoint
CREATE INDEX "employee_contracts_staff_idx" ON "employee_contracts" USING btree ("staff_id","status");--> statement-breakpoint
CREATE INDEX "employee_contracts_status_idx" ON "employee_contracts" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "employee_contracts_type_idx" ON "employee_contracts" USING btree ("contract_type");--> statement-breakpoint
CREATE INDEX "employee_contracts_start_idx" ON "employee_contracts" USING btree ("start_date");--> statement-breakpoint
CREATE INDEX "employee_contracts_end_idx" ON "employee_contracts" USING btree ("end_date");--> statement-breakpoint
CREATE INDEX "employee_contracts_code_trgm_idx" ON "employee_contracts" USING gin (fold_text("code") gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "areas_code_uq" ON "areas" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "areas_name_fold_uq" ON "areas" USING btree (fold_text("name"));--> statement-breakpoint
CREATE INDEX "areas_region_idx" ON "areas" USING btree ("region");--> statement-breakpoint
CREATE INDEX "areas_manager_id_idx" ON "areas" USING btree ("manager_id");--> statement-breakpoint
CREATE INDEX "areas_search_trgm_idx" ON "areas" USING gin (fold_text("code" || ' ' || "name") gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "zones_code_uq" ON "zones" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "zones_area_name_fold_uq" ON "zones" USING btree ("area_id",fold_text("name"));--> statement-breakpoint
CREATE INDEX "zones_area_id_idx" ON "zones" USING btree ("area_id");--> statement-breakpoint
CREATE INDEX "zones_supervisor_id_idx" ON "zones" USING btree ("supervisor_id");--> statement-breakpoint
CREATE INDEX "zones_search_trgm_idx" ON "zones" USING gin (fold_text("code" || ' ' || "name") gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "push_tokens_user_device_uq" ON "push_tokens" USING btree ("user_id","device_token");--> statement-breakpoint
CREATE INDEX "push_tokens_device_token_idx" ON "push_tokens" USING btree ("device_token");--> statement-breakpoint
CREATE INDEX "notifications_user_list_idx" ON "notifications" USING btree ("user_id","system","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "notifications_user_seen_idx" ON "notifications" USING btree ("user_id","system","seen");--> statement-breakpoint
CREATE INDEX "notifications_batch_idx" ON "notifications" USING btree ("batch_id");--> statement-breakpoint
CREATE INDEX "notifications_push_pending_idx" ON "notifications" USING btree ("id") WHERE "notifications"."push_pending";--> statement-breakpoint
CREATE INDEX "notifications_title_trgm_idx" ON "notifications" USING gin (fold_text("title") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "notifications_content_trgm_idx" ON "notifications" USING gin (fold_text("content") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "order_delegations_deputy_idx" ON "order_delegations" USING btree ("deputy_id","ends_at");--> statement-breakpoint
CREATE INDEX "order_delegations_approver_idx" ON "order_delegations" USING btree ("approver_id","ends_at");--> statement-breakpoint
CREATE INDEX "order_flow_choices_flow_idx" ON "order_flow_choices" USING btree ("flow_id");--> statement-breakpoint
CREATE UNIQUE INDEX "order_flow_steps_position_uq" ON "order_flow_steps" USING btree ("flow_id","position");--> statement-breakpoint
CREATE INDEX "order_flow_steps_room_idx" ON "order_flow_steps" USING btree ("room_id");--> statement-breakpoint
CREATE INDEX "order_flow_steps_escalate_room_idx" ON "order_flow_steps" USING btree ("escalate_room_id");--> statement-breakpoint
CREATE UNIQUE INDEX "order_flows_name_fold_uq" ON "order_flows" USING btree (fold_text("name"));--> statement-breakpoint
CREATE INDEX "order_flows_status_idx" ON "order_flows" USING btree ("status","id");--> statement-breakpoint
CREATE UNIQUE INDEX "order_types_code_uq" ON "order_types" USING btree (lower("code"));--> statement-breakpoint
CREATE UNIQUE INDEX "order_approval_steps_uq" ON "order_approval_steps" USING btree ("order_id","round","position");--> statement-breakpoint
CREATE INDEX "order_approval_steps_waiting_idx" ON "order_approval_steps" USING btree ("room_id","order_id") WHERE "order_approval_steps"."state" = 'waiting';--> statement-breakpoint
CREATE INDEX "order_approval_steps_due_idx" ON "order_approval_steps" USING btree ("waiting_since") WHERE "order_approval_steps"."state" = 'waiting';--> statement-breakpoint
CREATE INDEX "order_events_order_idx" ON "order_events" USING btree ("order_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "order_lines_order_position_uq" ON "order_lines" USING btree ("order_id","position");--> statement-breakpoint
CREATE INDEX "order_lines_variant_idx" ON "order_lines" USING btree ("variant_id","order_id");--> statement-breakpoint
CREATE INDEX "order_lines_price_list_idx" ON "order_lines" USING btree ("price_list_id");--> statement-breakpoint
CREATE INDEX "order_payments_account_idx" ON "order_payments" USING btree ("account_id","paid_on");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_code_uq" ON "orders" USING btree ("code");--> statement-breakpoint
CREATE INDEX "orders_status_idx" ON "orders" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "orders_account_idx" ON "orders" USING btree ("account_id","id");--> statement-breakpoint
CREATE INDEX "orders_seller_idx" ON "orders" USING btree ("seller_id","id");--> statement-breakpoint
CREATE INDEX "orders_area_idx" ON "orders" USING btree ("area_id","id");--> statement-breakpoint
CREATE INDEX "orders_zone_idx" ON "orders" USING btree ("zone_id","id");--> statement-breakpoint
CREATE INDEX "orders_area_status_idx" ON "orders" USING btree ("area_id","status","id");--> statement-breakpoint
CREATE INDEX "orders_zone_status_idx" ON "orders" USING btree ("zone_id","status","id");--> statement-breakpoint
CREATE INDEX "orders_area_status_total_idx" ON "orders" USING btree ("area_id","status","total","id");--> statement-breakpoint
CREATE INDEX "orders_zone_status_total_idx" ON "orders" USING btree ("zone_id","status","total","id");--> statement-breakpoint
CREATE INDEX "orders_system_idx" ON "orders" USING btree ("account_system","id");--> statement-breakpoint
CREATE INDEX "orders_flow_idx" ON "orders" USING btree ("flow_id","id");--> statement-breakpoint
CREATE INDEX "orders_type_idx" ON "orders" USING btree ("order_type_id","id");--> statement-breakpoint
CREATE INDEX "orders_created_by_idx" ON "orders" USING btree ("created_by","id");--> statement-breakpoint
CREATE INDEX "orders_created_at_idx" ON "orders" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "orders_total_idx" ON "orders" USING btree ("total","id");--> statement-breakpoint
CREATE INDEX "orders_account_status_idx" ON "orders" USING btree ("account_id","status","delivered_at");--> statement-breakpoint
CREATE INDEX "orders_code_trgm_idx" ON "orders" USING gin ("code" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "offices_code_uq" ON "offices" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "offices_name_folded_uq" ON "offices" USING btree (fold_text("name"));--> statement-breakpoint
CREATE INDEX "offices_is_active_idx" ON "offices" USING btree ("is_active");--> statement-breakpoint
CREATE INDEX "offices_area_id_idx" ON "offices" USING btree ("area_id");--> statement-breakpoint
CREATE INDEX "offices_search_trgm_idx" ON "offices" USING gin (fold_text("code" || ' ' || "name" || ' ' || coalesce("address", '')) gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "org_unit_types_code_uq" ON "org_unit_types" USING btree (lower("code"));--> statement-breakpoint
CREATE UNIQUE INDEX "org_unit_types_name_folded_uq" ON "org_unit_types" USING btree (fold_text("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "org_units_code_uq" ON "org_units" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "org_units_sibling_name_uq" ON "org_units" USING btree (coalesce("parent_id", 0),fold_text("name"));--> statement-breakpoint
CREATE INDEX "org_units_parent_id_idx" ON "org_units" USING btree ("parent_id","sort_order");--> statement-breakpoint
CREATE INDEX "org_units_type_id_idx" ON "org_units" USING btree ("type_id");--> statement-breakpoint
CREATE INDEX "org_units_manager_id_idx" ON "org_units" USING btree ("manager_id");--> statement-breakpoint
CREATE INDEX "org_units_office_id_idx" ON "org_units" USING btree ("office_id");--> statement-breakpoint
CREATE INDEX "org_units_search_trgm_idx" ON "org_units" USING gin (fold_text("code" || ' ' || "name") gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "positions_code_uq" ON "positions" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "positions_name_folded_uq" ON "positions" USING btree (fold_text("name"));--> statement-breakpoint
CREATE INDEX "positions_active_level_idx" ON "positions" USING btree ("is_active","level");--> statement-breakpoint
CREATE INDEX "positions_search_trgm_idx" ON "positions" USING gin (fold_text("code" || ' ' || "name") gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "nvtt_standards_code_uq" ON "nvtt_standards" USING btree (lower("code"));--> statement-breakpoint
CREATE INDEX "partner_banks_account_idx" ON "partner_banks" USING btree ("account_id");--> statement-breakpoint
CREATE UNIQUE INDEX "partner_banks_number_uq" ON "partner_banks" USING btree ("account_id",lower("bank_name"),"account_number");--> statement-breakpoint
CREATE INDEX "partner_profiles_type_idx" ON "partner_profiles" USING btree ("type","account_id");--> statement-breakpoint
CREATE INDEX "partner_profiles_area_idx" ON "partner_profiles" USING btree ("area_id");--> statement-breakpoint
CREATE INDEX "partner_profiles_zone_idx" ON "partner_profiles" USING btree ("zone_id");--> statement-breakpoint
CREATE INDEX "partner_profiles_distributor_idx" ON "partner_profiles" USING btree ("distributor_id");--> statement-breakpoint
CREATE INDEX "partner_profiles_field_staff_idx" ON "partner_profiles" USING btree ("field_staff_id");--> statement-breakpoint
CREATE INDEX "partner_profiles_store_standard_idx" ON "partner_profiles" USING btree ("store_standard_id");--> statement-breakpoint
CREATE INDEX "partner_profiles_nvtt_standard_idx" ON "partner_profiles" USING btree ("nvtt_standard_id");--> statement-breakpoint
CREATE INDEX "partner_profiles_created_idx" ON "partner_profiles" USING btree ("type","created_at");--> statement-breakpoint
CREATE INDEX "partner_profiles_earth_idx" ON "partner_profiles" USING gist (ll_to_earth("latitude", "longitude")) WHERE "partner_profiles"."latitude" is not null and "partner_profiles"."longitude" is not null;--> statement-breakpoint
CREATE INDEX "partner_profiles_lat_lng_idx" ON "partner_profiles" USING btree ("latitude","longitude");--> statement-breakpoint
CREATE UNIQUE INDEX "store_standards_code_uq" ON "store_standards" USING btree (lower("code"));--> statement-breakpoint
CREATE INDEX "price_list_items_variant_unit_idx" ON "price_list_items" USING btree ("variant_id","unit_id","price_list_id");--> statement-breakpoint
CREATE INDEX "price_list_targets_list_idx" ON "price_list_targets" USING btree ("price_list_id");--> statement-breakpoint
CREATE INDEX "price_list_targets_area_idx" ON "price_list_targets" USING btree ("area_id","price_list_id");--> statement-breakpoint
CREATE INDEX "price_list_targets_zone_idx" ON "price_list_targets" USING btree ("zone_id","price_list_id");--> statement-breakpoint
CREATE INDEX "price_list_targets_account_idx" ON "price_list_targets" USING btree ("account_id","price_list_id");--> statement-breakpoint
CREATE UNIQUE INDEX "price_lists_code_uq" ON "price_lists" USING btree ("code");--> statement-breakpoint
CREATE INDEX "price_lists_resolver_idx" ON "price_lists" USING btree ("system","status","effective_from");--> statement-breakpoint
CREATE INDEX "price_lists_scope_idx" ON "price_lists" USING btree ("system","scope_key","effective_from");--> statement-breakpoint
CREATE INDEX "price_lists_status_idx" ON "price_lists" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "price_lists_search_trgm_idx" ON "price_lists" USING gin (fold_text("code" || ' ' || "name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "category_variants_variant_idx" ON "category_variants" USING btree ("variant_id");--> statement-breakpoint
CREATE INDEX "product_barcodes_variant_idx" ON "product_barcodes" USING btree ("variant_id");--> statement-breakpoint
CREATE UNIQUE INDEX "product_categories_code_uq" ON "product_categories" USING btree (fold_text("code"));--> statement-breakpoint
CREATE UNIQUE INDEX "product_categories_sibling_name_uq" ON "product_categories" USING btree ("direction",coalesce("parent_id", 0),fold_text("name"));--> statement-breakpoint
CREATE INDEX "product_categories_parent_idx" ON "product_categories" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "product_ratings_variant_idx" ON "product_ratings" USING btree ("variant_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "product_variants_code_uq" ON "product_variants" USING btree (fold_text("code"));--> statement-breakpoint
CREATE INDEX "product_variants_product_idx" ON "product_variants" USING btree ("product_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "products_code_uq" ON "products" USING btree (fold_text("code"));--> statement-breakpoint
CREATE INDEX "products_direction_status_idx" ON "products" USING btree ("direction","status","id");--> statement-breakpoint
CREATE INDEX "products_category_idx" ON "products" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "products_search_trgm_idx" ON "products" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "unit_conversions_pair_uq" ON "unit_conversions" USING btree ("unit_id","inner_unit_id");--> statement-breakpoint
CREATE UNIQUE INDEX "units_code_fold_uq" ON "units" USING btree (fold_text("code"));--> statement-breakpoint
CREATE UNIQUE INDEX "units_name_fold_uq" ON "units" USING btree (fold_text("name"));--> statement-breakpoint
CREATE INDEX "variant_units_unit_idx" ON "variant_units" USING btree ("unit_id");--> statement-breakpoint
CREATE UNIQUE INDEX "staff_code_uq" ON "staff" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "staff_id_number_uq" ON "staff" USING btree ("id_number");--> statement-breakpoint
CREATE UNIQUE INDEX "staff_account_id_uq" ON "staff" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "staff_status_idx" ON "staff" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "staff_position_id_idx" ON "staff" USING btree ("position_id","id");--> statement-breakpoint
CREATE INDEX "staff_org_unit_id_idx" ON "staff" USING btree ("org_unit_id","id");--> statement-breakpoint
CREATE INDEX "staff_office_id_idx" ON "staff" USING btree ("office_id","id");--> statement-breakpoint
CREATE INDEX "staff_area_id_idx" ON "staff" USING btree ("area_id","id");--> statement-breakpoint
CREATE INDEX "staff_zone_id_idx" ON "staff" USING btree ("zone_id","id");--> statement-breakpoint
CREATE INDEX "staff_manager_id_idx" ON "staff" USING btree ("manager_id","id");--> statement-breakpoint
CREATE INDEX "staff_join_date_idx" ON "staff" USING btree ("join_date");--> statement-breakpoint
CREATE INDEX "staff_search_trgm_idx" ON "staff" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "staff_relatives_staff_id_idx" ON "staff_relatives" USING btree ("staff_id","sort");--> statement-breakpoint
CREATE UNIQUE INDEX "drivers_phone_uq" ON "drivers" USING btree ("phone");--> statement-breakpoint
CREATE UNIQUE INDEX "drivers_licence_number_uq" ON "drivers" USING btree ("licence_number");--> statement-breakpoint
CREATE INDEX "drivers_licence_expiry_idx" ON "drivers" USING btree ("licence_expiry");--> statement-breakpoint
CREATE INDEX "drivers_search_trgm_idx" ON "drivers" USING gin (fold_text("full_name" || ' ' || "phone" || ' ' || "licence_number") gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "shipment_stops_live_receipt_uq" ON "shipment_stops" USING btree ("receipt_id") WHERE status <> 'cancelled';--> statement-breakpoint
CREATE INDEX "shipment_stops_order_idx" ON "shipment_stops" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "shipments_code_uq" ON "shipments" USING btree ("code");--> statement-breakpoint
CREATE INDEX "shipments_status_idx" ON "shipments" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "shipments_planned_idx" ON "shipments" USING btree ("planned_on","id");--> statement-breakpoint
CREATE INDEX "shipments_warehouse_idx" ON "shipments" USING btree ("warehouse_id","id");--> statement-breakpoint
CREATE INDEX "shipments_driver_idx" ON "shipments" USING btree ("driver_id","id");--> statement-breakpoint
CREATE INDEX "shipments_vehicle_idx" ON "shipments" USING btree ("vehicle_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "shipments_vehicle_on_road_uq" ON "shipments" USING btree ("vehicle_id") WHERE status = 'on_the_road';--> statement-breakpoint
CREATE UNIQUE INDEX "shipments_driver_on_road_uq" ON "shipments" USING btree ("driver_id") WHERE status = 'on_the_road';--> statement-breakpoint
CREATE UNIQUE INDEX "vehicles_plate_uq" ON "vehicles" USING btree ("plate");--> statement-breakpoint
CREATE INDEX "vehicles_inspection_expiry_idx" ON "vehicles" USING btree ("inspection_expiry");--> statement-breakpoint
CREATE INDEX "vehicles_plate_trgm_idx" ON "vehicles" USING gin (translate("plate", '-.', '') gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "consignments_variant_lot_uq" ON "consignments" USING btree ("variant_id","lot_code");--> statement-breakpoint
CREATE INDEX "consignments_expires_idx" ON "consignments" USING btree ("expires_on");--> statement-breakpoint
CREATE INDEX "stock_balances_variant_idx" ON "stock_balances" USING btree ("variant_id");--> statement-breakpoint
CREATE INDEX "stock_balances_lot_idx" ON "stock_balances" USING btree ("consignment_id");--> statement-breakpoint
CREATE INDEX "stock_month_ends_variant_idx" ON "stock_month_ends" USING btree ("month_end","variant_id");--> statement-breakpoint
CREATE INDEX "stock_movements_warehouse_time_idx" ON "stock_movements" USING btree ("warehouse_id","created_at");--> statement-breakpoint
CREATE INDEX "stock_movements_variant_time_idx" ON "stock_movements" USING btree ("variant_id","created_at");--> statement-breakpoint
CREATE INDEX "stock_movements_lot_idx" ON "stock_movements" USING btree ("consignment_id","warehouse_id");--> statement-breakpoint
CREATE INDEX "stock_movements_receipt_idx" ON "stock_movements" USING btree ("receipt_id");--> statement-breakpoint
CREATE INDEX "stock_movements_time_idx" ON "stock_movements" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "stock_receipts_code_uq" ON "stock_receipts" USING btree ("code");--> statement-breakpoint
CREATE INDEX "stock_receipts_warehouse_idx" ON "stock_receipts" USING btree ("warehouse_id","id");--> statement-breakpoint
CREATE INDEX "stock_receipts_order_idx" ON "stock_receipts" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "stock_receipts_kind_idx" ON "stock_receipts" USING btree ("kind","id");--> statement-breakpoint
CREATE INDEX "stock_reservations_stock_idx" ON "stock_reservations" USING btree ("warehouse_id","variant_id");--> statement-breakpoint
CREATE UNIQUE INDEX "warehouses_code_uq" ON "warehouses" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "warehouses_name_fold_uq" ON "warehouses" USING btree (fold_text("name"));--> statement-breakpoint
CREATE INDEX "warehouses_area_id_idx" ON "warehouses" USING btree ("area_id");--> statement-breakpoint
CREATE INDEX "warehouses_owner_id_idx" ON "warehouses" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "warehouses_search_trgm_idx" ON "warehouses" USING gin (fold_text("name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "audit_log_entity_idx" ON "audit_log" USING btree ("entity","entity_id","id");--> statement-breakpoint
CREATE INDEX "files_owner_idx" ON "files" USING btree ("owner_entity","owner_id");--> statement-breakpoint
CREATE INDEX "files_sha256_idx" ON "files" USING btree ("sha256");--> statement-breakpoint
CREATE INDEX "idempotency_keys_created_idx" ON "idempotency_keys" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "mail_outbox_to_idx" ON "mail_outbox" USING btree ("to","id");--> statement-breakpoint
CREATE INDEX "rate_limit_hits_window_idx" ON "rate_limit_hits" USING btree ("window_started_at");--> statement-breakpoint
-- src/modules/order/order.after.sql
-- Sold orders per month of creation (order.tables.ts, orderSalesMonths), kept by every statement that
-- writes `orders`: what the statement's rows counted before (old) is taken away, what they count
-- after (new) is added. The sold statuses are the contract's SOLD_ORDER_STATUSES (a test checks).
-- One order's part in the totals: `direction` 1 counts it, -1 takes it away; no row unless sold.
CREATE OR REPLACE FUNCTION order_sales_part(o orders, direction int) RETURNS order_sales_months AS $$
  SELECT date_trunc('month', o.created_at AT TIME ZONE 'Asia/Ho_Chi_Minh')::date, coalesce(o.area_id, 0),
         CASE WHEN o.account_system = 'NPP' THEN o.account_id ELSE 0 END, coalesce(o.seller_id, 0),
         direction, direction * o.total
  WHERE o.status IN ('approved', 'shipping', 'delivered', 'completed')
$$ LANGUAGE sql STABLE;
--> statement-breakpoint
-- Adds a statement's parts to the totals, in key order (two statements never wait on each other's
-- rows the other way round).
CREATE OR REPLACE FUNCTION order_sales_months_add(parts order_sales_months[]) RETURNS void AS $$
  INSERT INTO order_sales_months AS s (month, area_id, npp_id, seller_id, order_count, amount)
  SELECT month, area_id, npp_id, seller_id, sum(order_count), sum(amount) FROM unnest(parts)
  WHERE month IS NOT NULL
  GROUP BY 1, 2, 3, 4 HAVING sum(order_count) <> 0 OR sum(amount) <> 0 ORDER BY 1, 2, 3, 4
  ON CONFLICT (month, area_id, npp_id, seller_id)
  DO UPDATE SET order_count = s.order_count + excluded.order_count, amount = s.amount + excluded.amount;
$$ LANGUAGE sql;
--> statement-breakpoint
-- A transition table exists only for its own events (no new rows on a delete): a branch each.
CREATE OR REPLACE FUNCTION order_sales_months_apply() RETURNS trigger AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM order_sales_months_add(array(SELECT order_sales_part(n, 1) FROM new_rows n));
  ELSIF TG_OP = 'UPDATE' THEN
    PERFORM order_sales_months_add(array(
      SELECT order_sales_part(o, -1) FROM old_rows o UNION ALL SELECT order_sales_part(n, 1) FROM new_rows n));
  ELSE
    PERFORM order_sales_months_add(array(SELECT order_sales_part(o, -1) FROM old_rows o));
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER orders_sales_months_insert AFTER INSERT ON orders REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION order_sales_months_apply();
--> statement-breakpoint
CREATE TRIGGER orders_sales_months_update AFTER UPDATE ON orders REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION order_sales_months_apply();
--> statement-breakpoint
CREATE TRIGGER orders_sales_months_delete AFTER DELETE ON orders REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION order_sales_months_apply();
--> statement-breakpoint
-- Bulk loads (the demo seed, imports) run with session_replication_role = replica, which skips
-- ordinary triggers; the monthly totals must follow those rows too.
ALTER TABLE orders ENABLE ALWAYS TRIGGER orders_sales_months_insert;
--> statement-breakpoint
ALTER TABLE orders ENABLE ALWAYS TRIGGER orders_sales_months_update;
--> statement-breakpoint
ALTER TABLE orders ENABLE ALWAYS TRIGGER orders_sales_months_delete;
--> statement-breakpoint
-- src/modules/product/product.after.sql
-- The catalogue revision (product.tables.ts, catalogueRevision): one row, bumped by every statement
-- that writes a catalogue table, in that statement's transaction.
INSERT INTO catalogue_revision (id, revision) VALUES (1, 0) ON CONFLICT DO NOTHING;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION bump_catalogue_revision() RETURNS trigger AS $$
BEGIN
  UPDATE catalogue_revision SET revision = revision + 1 WHERE id = 1;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER products_catalogue_revision AFTER INSERT OR UPDATE OR DELETE ON products FOR EACH STATEMENT EXECUTE FUNCTION bump_catalogue_revision();
--> statement-breakpoint
CREATE TRIGGER product_variants_catalogue_revision AFTER INSERT OR UPDATE OR DELETE ON product_variants FOR EACH STATEMENT EXECUTE FUNCTION bump_catalogue_revision();
--> statement-breakpoint
CREATE TRIGGER variant_units_catalogue_revision AFTER INSERT OR UPDATE OR DELETE ON variant_units FOR EACH STATEMENT EXECUTE FUNCTION bump_catalogue_revision();
--> statement-breakpoint
CREATE TRIGGER product_barcodes_catalogue_revision AFTER INSERT OR UPDATE OR DELETE ON product_barcodes FOR EACH STATEMENT EXECUTE FUNCTION bump_catalogue_revision();
--> statement-breakpoint
CREATE TRIGGER product_images_catalogue_revision AFTER INSERT OR UPDATE OR DELETE ON product_images FOR EACH STATEMENT EXECUTE FUNCTION bump_catalogue_revision();
--> statement-breakpoint
CREATE TRIGGER product_categories_catalogue_revision AFTER INSERT OR UPDATE OR DELETE ON product_categories FOR EACH STATEMENT EXECUTE FUNCTION bump_catalogue_revision();
--> statement-breakpoint
CREATE TRIGGER category_variants_catalogue_revision AFTER INSERT OR UPDATE OR DELETE ON category_variants FOR EACH STATEMENT EXECUTE FUNCTION bump_catalogue_revision();
--> statement-breakpoint
CREATE TRIGGER units_catalogue_revision AFTER INSERT OR UPDATE OR DELETE ON units FOR EACH STATEMENT EXECUTE FUNCTION bump_catalogue_revision();
--> statement-breakpoint
CREATE TRIGGER unit_conversions_catalogue_revision AFTER INSERT OR UPDATE OR DELETE ON unit_conversions FOR EACH STATEMENT EXECUTE FUNCTION bump_catalogue_revision();
