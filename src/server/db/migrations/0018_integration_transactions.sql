CREATE TABLE "integration_transactions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"integration" text NOT NULL,
	"direction" text NOT NULL,
	"status" text NOT NULL,
	"action" text NOT NULL,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"error" text,
	"attempts" integer DEFAULT 1 NOT NULL,
	"user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "integration_transactions_direction_ck" CHECK ("integration_transactions"."direction" in ('out', 'in')),
	CONSTRAINT "integration_transactions_status_ck" CHECK ("integration_transactions"."status" in ('ok', 'failed', 'pending'))
);
--> statement-breakpoint
ALTER TABLE "integration_transactions" ADD CONSTRAINT "integration_transactions_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "integration_transactions_company_integration_idx" ON "integration_transactions" USING btree ("company_id","integration","created_at");