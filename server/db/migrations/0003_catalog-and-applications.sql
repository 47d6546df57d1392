CREATE TABLE "articles" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"category" text NOT NULL,
	"title" text NOT NULL,
	"summary" text NOT NULL,
	"source" text NOT NULL,
	"content" text NOT NULL,
	"plain_text" text NOT NULL,
	"status" text NOT NULL,
	"published_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"created_by" text NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "data_product_resources" (
	"product_id" uuid NOT NULL,
	"resource_id" uuid NOT NULL,
	CONSTRAINT "data_product_resources_product_id_resource_id_pk" PRIMARY KEY("product_id","resource_id")
);
--> statement-breakpoint
CREATE TABLE "data_products" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"summary" text NOT NULL,
	"description" text NOT NULL,
	"provider_company" text NOT NULL,
	"scenario" text NOT NULL,
	"delivery_form" text NOT NULL,
	"view_count" integer DEFAULT 0 NOT NULL,
	"application_count" integer DEFAULT 0 NOT NULL,
	"published_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "data_resources" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"summary" text NOT NULL,
	"description" text NOT NULL,
	"provider" text NOT NULL,
	"theme" text NOT NULL,
	"region" text NOT NULL,
	"open_type" text NOT NULL,
	"update_frequency" text NOT NULL,
	"format" text NOT NULL,
	"record_count" integer NOT NULL,
	"fields" jsonb NOT NULL,
	"sample_rows" jsonb NOT NULL,
	"view_count" integer DEFAULT 0 NOT NULL,
	"application_count" integer DEFAULT 0 NOT NULL,
	"published_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "data_resources_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "domain_application_history" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"application_id" uuid NOT NULL,
	"round" integer NOT NULL,
	"from_state" text,
	"event" text NOT NULL,
	"to_state" text NOT NULL,
	"actor_kind" text NOT NULL,
	"actor_id" uuid NOT NULL,
	"actor_name" text NOT NULL,
	"actor_role" text NOT NULL,
	"comment" text,
	"version" integer NOT NULL,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "domain_applications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"domain_id" uuid NOT NULL,
	"applicant_id" uuid NOT NULL,
	"scenario" text NOT NULL,
	"contact_name" text NOT NULL,
	"contact_phone" text NOT NULL,
	"state" text NOT NULL,
	"round" integer DEFAULT 1 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"submitted_at" timestamp with time zone,
	"first_submitted_at" timestamp with time zone,
	"decided_at" timestamp with time zone,
	"state_entered_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "domains" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"summary" text NOT NULL,
	"description" text NOT NULL,
	"review_days" integer DEFAULT 5 NOT NULL,
	"accepting_applications" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "domains_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "entry_configs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"domain_id" uuid NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"required" boolean NOT NULL,
	"allowed_types" text[] NOT NULL,
	"max_size_bytes" integer NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "data_product_resources" ADD CONSTRAINT "data_product_resources_product_id_data_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."data_products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "data_product_resources" ADD CONSTRAINT "data_product_resources_resource_id_data_resources_id_fk" FOREIGN KEY ("resource_id") REFERENCES "public"."data_resources"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "domain_application_history" ADD CONSTRAINT "domain_application_history_application_id_domain_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."domain_applications"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "domain_applications" ADD CONSTRAINT "domain_applications_domain_id_domains_id_fk" FOREIGN KEY ("domain_id") REFERENCES "public"."domains"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "domain_applications" ADD CONSTRAINT "domain_applications_applicant_id_corporate_users_id_fk" FOREIGN KEY ("applicant_id") REFERENCES "public"."corporate_users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "entry_configs" ADD CONSTRAINT "entry_configs_domain_id_domains_id_fk" FOREIGN KEY ("domain_id") REFERENCES "public"."domains"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "articles_category_published_at_idx" ON "articles" USING btree ("category","published_at");--> statement-breakpoint
CREATE INDEX "articles_title_trgm_idx" ON "articles" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "articles_plain_text_trgm_idx" ON "articles" USING gin ("plain_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "data_product_resources_resource_idx" ON "data_product_resources" USING btree ("resource_id");--> statement-breakpoint
CREATE INDEX "data_products_updated_at_idx" ON "data_products" USING btree ("updated_at");--> statement-breakpoint
CREATE INDEX "data_products_scenario_idx" ON "data_products" USING btree ("scenario");--> statement-breakpoint
CREATE INDEX "data_products_name_trgm_idx" ON "data_products" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "data_products_summary_trgm_idx" ON "data_products" USING gin ("summary" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "data_resources_updated_at_idx" ON "data_resources" USING btree ("updated_at");--> statement-breakpoint
CREATE INDEX "data_resources_view_count_idx" ON "data_resources" USING btree ("view_count");--> statement-breakpoint
CREATE INDEX "data_resources_application_count_idx" ON "data_resources" USING btree ("application_count");--> statement-breakpoint
CREATE INDEX "data_resources_theme_idx" ON "data_resources" USING btree ("theme");--> statement-breakpoint
CREATE INDEX "data_resources_provider_idx" ON "data_resources" USING btree ("provider");--> statement-breakpoint
CREATE INDEX "data_resources_region_idx" ON "data_resources" USING btree ("region");--> statement-breakpoint
CREATE INDEX "data_resources_name_trgm_idx" ON "data_resources" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "data_resources_summary_trgm_idx" ON "data_resources" USING gin ("summary" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "domain_application_history_application_idx" ON "domain_application_history" USING btree ("application_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "domain_application_history_version_idx" ON "domain_application_history" USING btree ("application_id","version");--> statement-breakpoint
CREATE INDEX "domain_applications_state_idx" ON "domain_applications" USING btree ("state","state_entered_at");--> statement-breakpoint
CREATE INDEX "domain_applications_applicant_idx" ON "domain_applications" USING btree ("applicant_id","updated_at");--> statement-breakpoint
CREATE INDEX "domain_applications_domain_idx" ON "domain_applications" USING btree ("domain_id");--> statement-breakpoint
CREATE INDEX "entry_configs_domain_idx" ON "entry_configs" USING btree ("domain_id","sort_order");