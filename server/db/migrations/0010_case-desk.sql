-- The case desk (DESIGN §9). Hand-edited after generation: each domain's review_days becomes both
-- stage limits before the column goes, and applications submitted before this migration get case
-- numbers in order of first submission, with the sequence moved past them so new ones never collide.
CREATE SEQUENCE "public"."application_case_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "content_attachments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_kind" text NOT NULL,
	"owner_id" uuid NOT NULL,
	"name" text NOT NULL,
	"size" integer NOT NULL,
	"sha256" text NOT NULL,
	"content_type" text NOT NULL,
	"storage_key" text NOT NULL,
	"uploaded_by" uuid NOT NULL,
	"uploaded_at" timestamp with time zone NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "content_attachments_storage_key_unique" UNIQUE("storage_key"),
	CONSTRAINT "content_attachments_owner_kind_check" CHECK ("content_attachments"."owner_kind" IN ('announcement', 'article'))
);
--> statement-breakpoint
CREATE TABLE "domain_commitments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"domain_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"body" text NOT NULL,
	"created_by" uuid NOT NULL,
	"created_by_name" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "domain_commitments_version_check" CHECK ("domain_commitments"."version" >= 1)
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"recipient_kind" text NOT NULL,
	"recipient_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"application_id" uuid,
	"case_number" text,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"link" text,
	"dedupe_key" text,
	"created_at" timestamp with time zone NOT NULL,
	"read_at" timestamp with time zone,
	CONSTRAINT "notifications_dedupe_key_unique" UNIQUE("dedupe_key"),
	CONSTRAINT "notifications_recipient_kind_check" CHECK ("notifications"."recipient_kind" IN ('primary', 'second'))
);
--> statement-breakpoint
ALTER TABLE "domain_application_history" ADD COLUMN "commitment_version" integer;--> statement-breakpoint
ALTER TABLE "domain_applications" ADD COLUMN "case_number" text;--> statement-breakpoint
ALTER TABLE "domain_applications" ADD COLUMN "claimed_by_id" uuid;--> statement-breakpoint
ALTER TABLE "domain_applications" ADD COLUMN "claimed_by_name" text;--> statement-breakpoint
ALTER TABLE "domain_applications" ADD COLUMN "claimed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "domains" ADD COLUMN "first_review_days" integer DEFAULT 5 NOT NULL;--> statement-breakpoint
ALTER TABLE "domains" ADD COLUMN "final_review_days" integer DEFAULT 5 NOT NULL;--> statement-breakpoint
UPDATE "domains" SET "first_review_days" = "review_days", "final_review_days" = "review_days";--> statement-breakpoint
ALTER TABLE "domains" DROP COLUMN "review_days";--> statement-breakpoint
UPDATE "domain_applications" AS "a" SET "case_number" = 'JS' || to_char("n"."first_submitted_at" AT TIME ZONE 'Asia/Shanghai', 'YYYY') || lpad("n"."number"::text, 6, '0') FROM (SELECT "id", "first_submitted_at", row_number() OVER (ORDER BY "first_submitted_at", "id") AS "number" FROM "domain_applications" WHERE "first_submitted_at" IS NOT NULL) AS "n" WHERE "a"."id" = "n"."id";--> statement-breakpoint
SELECT setval('"public"."application_case_number_seq"', "numbered") FROM (SELECT count(*) AS "numbered" FROM "domain_applications" WHERE "case_number" IS NOT NULL) AS "c" WHERE "numbered" > 0;--> statement-breakpoint
ALTER TABLE "domain_commitments" ADD CONSTRAINT "domain_commitments_domain_id_domains_id_fk" FOREIGN KEY ("domain_id") REFERENCES "public"."domains"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_application_id_domain_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."domain_applications"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "content_attachments_owner_idx" ON "content_attachments" USING btree ("owner_kind","owner_id","sort_order");--> statement-breakpoint
CREATE UNIQUE INDEX "domain_commitments_domain_version_idx" ON "domain_commitments" USING btree ("domain_id","version");--> statement-breakpoint
CREATE INDEX "notifications_recipient_idx" ON "notifications" USING btree ("recipient_kind","recipient_id","read_at","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "notifications_application_idx" ON "notifications" USING btree ("application_id");--> statement-breakpoint
ALTER TABLE "domain_applications" ADD CONSTRAINT "domain_applications_case_number_unique" UNIQUE("case_number");