CREATE TABLE "document_groups" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"envelope_id" uuid NOT NULL,
	"is_settlement" boolean DEFAULT false NOT NULL,
	"file_name" text NOT NULL,
	"stored_name" text,
	"bytes" bigint DEFAULT 0 NOT NULL,
	"pages" integer,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"error" text,
	"job_id" uuid,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "file_nodes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"parent_id" uuid,
	"is_folder" boolean NOT NULL,
	"name" text NOT NULL,
	"folder_type_id" uuid,
	"stored_name" text,
	"content_type" text,
	"size" bigint,
	"source" text DEFAULT 'UPLOAD' NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "hub_documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"envelope_id" uuid NOT NULL,
	"group_id" uuid NOT NULL,
	"is_settlement" boolean DEFAULT false NOT NULL,
	"seq" integer NOT NULL,
	"stored_name" text NOT NULL,
	"bytes" bigint NOT NULL,
	"pages" jsonb NOT NULL,
	"user_id" uuid,
	"reason" text NOT NULL,
	"confidence" double precision NOT NULL,
	"candidates" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" text NOT NULL,
	"delivered_node_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "salary_slips" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"settlement_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"document_id" uuid,
	"file_id" uuid,
	"period" text NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "document_groups" ADD CONSTRAINT "document_groups_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "file_nodes" ADD CONSTRAINT "file_nodes_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "file_nodes" ADD CONSTRAINT "file_nodes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "file_nodes" ADD CONSTRAINT "file_nodes_parent_id_file_nodes_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."file_nodes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hub_documents" ADD CONSTRAINT "hub_documents_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hub_documents" ADD CONSTRAINT "hub_documents_group_id_document_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."document_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hub_documents" ADD CONSTRAINT "hub_documents_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "salary_slips" ADD CONSTRAINT "salary_slips_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "salary_slips" ADD CONSTRAINT "salary_slips_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "salary_slips" ADD CONSTRAINT "salary_slips_file_id_file_nodes_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."file_nodes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "document_groups_company_envelope_idx" ON "document_groups" USING btree ("company_id","envelope_id");--> statement-breakpoint
CREATE INDEX "file_nodes_company_user_parent_idx" ON "file_nodes" USING btree ("company_id","user_id","parent_id");--> statement-breakpoint
CREATE INDEX "file_nodes_parent_idx" ON "file_nodes" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "hub_documents_company_envelope_idx" ON "hub_documents" USING btree ("company_id","envelope_id","seq");--> statement-breakpoint
CREATE INDEX "hub_documents_group_idx" ON "hub_documents" USING btree ("group_id");--> statement-breakpoint
CREATE INDEX "hub_documents_company_status_idx" ON "hub_documents" USING btree ("company_id","status");--> statement-breakpoint
CREATE INDEX "hub_documents_company_user_idx" ON "hub_documents" USING btree ("company_id","user_id");--> statement-breakpoint
CREATE INDEX "salary_slips_company_settlement_idx" ON "salary_slips" USING btree ("company_id","settlement_id","created_at");--> statement-breakpoint
CREATE INDEX "salary_slips_company_user_idx" ON "salary_slips" USING btree ("company_id","user_id");