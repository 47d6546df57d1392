CREATE TABLE "catalog_versions" (
	"table_name" text PRIMARY KEY NOT NULL,
	"version" integer NOT NULL
);
--> statement-breakpoint
CREATE FUNCTION "bump_catalog_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO "catalog_versions" ("table_name", "version") VALUES (TG_TABLE_NAME, 1)
	ON CONFLICT ("table_name") DO UPDATE SET "version" = "catalog_versions"."version" + 1;
	RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "data_resources_rows_version" AFTER INSERT OR DELETE OR TRUNCATE ON "data_resources" FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalog_version"();--> statement-breakpoint
CREATE TRIGGER "data_resources_columns_version" AFTER UPDATE OF "code", "name", "summary", "provider", "theme", "region", "open_type", "format", "updated_at" ON "data_resources" FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalog_version"();--> statement-breakpoint
CREATE TRIGGER "data_products_rows_version" AFTER INSERT OR DELETE OR TRUNCATE ON "data_products" FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalog_version"();--> statement-breakpoint
CREATE TRIGGER "data_products_columns_version" AFTER UPDATE OF "name", "summary", "provider_company", "scenario", "delivery_form", "updated_at" ON "data_products" FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalog_version"();--> statement-breakpoint
CREATE TRIGGER "articles_rows_version" AFTER INSERT OR DELETE OR TRUNCATE ON "articles" FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalog_version"();--> statement-breakpoint
CREATE TRIGGER "articles_columns_version" AFTER UPDATE OF "category", "title", "summary", "plain_text", "status", "published_at" ON "articles" FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalog_version"();
