CREATE TABLE "company_roles" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"permissions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "jobs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"type" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"result" jsonb,
	"error" text,
	"done" integer DEFAULT 0 NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "users_company_document_idx";--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "external_id" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "phone" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "birth_date" date;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "gender" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "nationality" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "address" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "disability" integer;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "document_expiration_date" date;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "contract_start_date" date;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "contract_end_date" date;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "type_of_contract" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "union_agreement" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "labor_union" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "current_situation" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "holiday_group" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "quote_group" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "weekly_hours" double precision;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "leave_date" date;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "type_of_leave" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "leave_comment" text;--> statement-breakpoint
ALTER TABLE "company_roles" ADD CONSTRAINT "company_roles_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "company_roles_company_name_uq" ON "company_roles" USING btree ("company_id",lower("name"));--> statement-breakpoint
CREATE INDEX "jobs_status_created_idx" ON "jobs" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "jobs_company_created_idx" ON "jobs" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "users_company_document_uq" ON "users" USING btree ("company_id","number_of_document");--> statement-breakpoint
CREATE UNIQUE INDEX "users_company_external_uq" ON "users" USING btree ("company_id","external_id");--> statement-breakpoint
CREATE INDEX "users_company_position_idx" ON "users" USING btree ("company_id","position");--> statement-breakpoint
CREATE INDEX "users_company_leave_idx" ON "users" USING btree ("company_id","active","leave_date");