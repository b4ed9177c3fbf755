CREATE TABLE "approval_delegates" (
	"company_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"delegate_id" uuid NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "approval_flows" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"name" text NOT NULL,
	"request_type" text NOT NULL,
	"priority" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"conditions" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"steps" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"escalate_after_hours" integer,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "calendar_feeds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"owner_id" uuid NOT NULL,
	"scope" text NOT NULL,
	"subject_id" uuid,
	"token_hash" text NOT NULL,
	"token_hint" text NOT NULL,
	"contents" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"last_read_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "calendar_feeds_scope_ck" CHECK ("calendar_feeds"."scope" in ('person', 'unit', 'company'))
);
--> statement-breakpoint
CREATE TABLE "request_approvals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"request_type" text NOT NULL,
	"request_id" uuid NOT NULL,
	"requester_id" uuid,
	"flow_id" uuid,
	"flow_version" integer,
	"steps" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"current_step" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"current_approvers" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"step_started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"trail" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "work_order_logs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"work_order_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone,
	"minutes" integer,
	"source" text NOT NULL,
	"reason" text,
	"start_mark_id" uuid,
	"outside_workday" boolean DEFAULT false NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "work_order_logs_source_ck" CHECK ("work_order_logs"."source" in ('mark', 'device', 'manual')),
	CONSTRAINT "work_order_logs_order_ck" CHECK ("work_order_logs"."ended_at" is null or "work_order_logs"."ended_at" >= "work_order_logs"."started_at")
);
--> statement-breakpoint
ALTER TABLE "marks" ADD COLUMN "work_order_id" uuid;--> statement-breakpoint
ALTER TABLE "approval_delegates" ADD CONSTRAINT "approval_delegates_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approval_delegates" ADD CONSTRAINT "approval_delegates_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approval_delegates" ADD CONSTRAINT "approval_delegates_delegate_id_users_id_fk" FOREIGN KEY ("delegate_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approval_flows" ADD CONSTRAINT "approval_flows_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_feeds" ADD CONSTRAINT "calendar_feeds_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_feeds" ADD CONSTRAINT "calendar_feeds_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "request_approvals" ADD CONSTRAINT "request_approvals_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_order_logs" ADD CONSTRAINT "work_order_logs_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_order_logs" ADD CONSTRAINT "work_order_logs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "approval_delegates_user_uq" ON "approval_delegates" USING btree ("company_id","user_id");--> statement-breakpoint
CREATE INDEX "approval_flows_company_type_idx" ON "approval_flows" USING btree ("company_id","request_type","priority");--> statement-breakpoint
CREATE UNIQUE INDEX "calendar_feeds_token_uq" ON "calendar_feeds" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "calendar_feeds_company_owner_idx" ON "calendar_feeds" USING btree ("company_id","owner_id");--> statement-breakpoint
CREATE UNIQUE INDEX "request_approvals_request_uq" ON "request_approvals" USING btree ("company_id","request_type","request_id");--> statement-breakpoint
CREATE INDEX "request_approvals_company_status_idx" ON "request_approvals" USING btree ("company_id","status","step_started_at");--> statement-breakpoint
CREATE INDEX "request_approvals_approvers_idx" ON "request_approvals" USING gin ("current_approvers");--> statement-breakpoint
CREATE INDEX "work_order_logs_company_order_start_idx" ON "work_order_logs" USING btree ("company_id","work_order_id","started_at");--> statement-breakpoint
CREATE INDEX "work_order_logs_company_user_start_idx" ON "work_order_logs" USING btree ("company_id","user_id","started_at");--> statement-breakpoint
CREATE INDEX "work_order_logs_company_start_idx" ON "work_order_logs" USING btree ("company_id","started_at");--> statement-breakpoint
CREATE UNIQUE INDEX "work_order_logs_one_open_uq" ON "work_order_logs" USING btree ("company_id","user_id") WHERE "work_order_logs"."ended_at" is null;