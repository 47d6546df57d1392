ALTER TABLE "articles" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower("title" || chr(31) || "summary" || chr(31) || "plain_text")) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "data_products" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower("name" || chr(31) || "summary")) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "data_resources" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower("name" || chr(31) || "summary" || chr(31) || "code")) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "articles_status_published_at_idx" ON "articles" USING btree ("status","published_at");--> statement-breakpoint
CREATE INDEX "articles_search_text_trgm_idx" ON "articles" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "data_products_search_text_trgm_idx" ON "data_products" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "data_resources_search_text_trgm_idx" ON "data_resources" USING gin ("search_text" gin_trgm_ops);