CREATE TABLE "entry_files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"application_id" uuid NOT NULL,
	"entry_config_id" uuid NOT NULL,
	"name" text NOT NULL,
	"size" integer NOT NULL,
	"sha256" text NOT NULL,
	"content_type" text NOT NULL,
	"storage_key" text NOT NULL,
	"uploaded_by" uuid NOT NULL,
	"uploaded_at" timestamp with time zone NOT NULL,
	CONSTRAINT "entry_files_storage_key_unique" UNIQUE("storage_key")
);
--> statement-breakpoint
ALTER TABLE "entry_files" ADD CONSTRAINT "entry_files_application_id_domain_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."domain_applications"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "entry_files" ADD CONSTRAINT "entry_files_entry_config_id_entry_configs_id_fk" FOREIGN KEY ("entry_config_id") REFERENCES "public"."entry_configs"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "entry_files_application_idx" ON "entry_files" USING btree ("application_id","uploaded_at");--> statement-breakpoint
CREATE INDEX "entry_files_entry_config_idx" ON "entry_files" USING btree ("entry_config_id");