CREATE TABLE "content_wall_entries" (
	"key" text PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"updated_by" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "content_wall_versions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "content_wall_versions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"key" text NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"created_by" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "seed_runs" (
	"step" text PRIMARY KEY NOT NULL,
	"applied_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sso_login_attempts" (
	"uuid" uuid PRIMARY KEY NOT NULL,
	"service" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"consumed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "content_wall_versions" ADD CONSTRAINT "content_wall_versions_key_content_wall_entries_key_fk" FOREIGN KEY ("key") REFERENCES "public"."content_wall_entries"("key") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "content_wall_versions_key_created_at_idx" ON "content_wall_versions" USING btree ("key","created_at");--> statement-breakpoint
CREATE INDEX "sso_login_attempts_expires_at_idx" ON "sso_login_attempts" USING btree ("expires_at");