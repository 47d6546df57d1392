CREATE TABLE "client_applications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"client_id" text NOT NULL,
	"company" text NOT NULL,
	"credit_code" text,
	"status" text DEFAULT 'enabled' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "client_applications_client_id_unique" UNIQUE("client_id"),
	CONSTRAINT "client_applications_status_check" CHECK ("client_applications"."status" IN ('enabled', 'disabled'))
);
--> statement-breakpoint
CREATE TABLE "operation_log" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"actor_id" uuid NOT NULL,
	"actor_name" text NOT NULL,
	"action" text NOT NULL,
	"target_type" text,
	"target_id" text,
	"target_label" text,
	"detail" text NOT NULL,
	"ip" text NOT NULL,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "client_applications_created_at_idx" ON "client_applications" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "operation_log_at_idx" ON "operation_log" USING btree ("at");--> statement-breakpoint
CREATE INDEX "operation_log_actor_idx" ON "operation_log" USING btree ("actor_id","at");--> statement-breakpoint
CREATE INDEX "operation_log_action_idx" ON "operation_log" USING btree ("action","at");