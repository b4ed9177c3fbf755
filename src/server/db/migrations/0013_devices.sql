CREATE TABLE "biometric_enrolments" (
	"company_id" uuid NOT NULL,
	"template_id" uuid NOT NULL,
	"device_id" uuid NOT NULL,
	"state" text NOT NULL,
	"command_id" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "biometric_templates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"slot" integer DEFAULT 0 NOT NULL,
	"source_serial" text,
	"format" text,
	"size" integer,
	"template_encrypted" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "device_commands" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seq" bigserial NOT NULL,
	"company_id" uuid NOT NULL,
	"serial_number" text NOT NULL,
	"device_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"command" text NOT NULL,
	"user_id" uuid,
	"status" text DEFAULT 'QUEUED' NOT NULL,
	"return_code" integer,
	"result" text,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"done_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "device_pending" (
	"serial_number" text PRIMARY KEY NOT NULL,
	"device_type" text,
	"firmware" text,
	"ip_address" text,
	"push_version" text,
	"requests" integer DEFAULT 0 NOT NULL,
	"first_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "device_punches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"serial_number" text NOT NULL,
	"device_id" uuid,
	"pin" text NOT NULL,
	"local_time" text NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"time_zone" text NOT NULL,
	"status_code" integer,
	"verify_code" integer,
	"work_code" text,
	"raw" text NOT NULL,
	"user_id" uuid,
	"mark_id" uuid,
	"mark_type" text,
	"inferred" boolean DEFAULT false NOT NULL,
	"outcome" text NOT NULL,
	"reason" text,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "device_status" (
	"serial_number" text PRIMARY KEY NOT NULL,
	"company_id" uuid NOT NULL,
	"device_id" uuid,
	"last_seen_at" timestamp with time zone,
	"last_upload_at" timestamp with time zone,
	"upload_lag_seconds" integer,
	"push_version" text,
	"firmware" text,
	"ip_address" text,
	"capacity" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"attlog_stamp" text,
	"operlog_stamp" text,
	"counters" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"last_error" text,
	"last_error_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "device_users" (
	"company_id" uuid NOT NULL,
	"device_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"pin" text NOT NULL,
	"state" text NOT NULL,
	"command_id" uuid,
	"error" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "device_pin" text;--> statement-breakpoint
ALTER TABLE "biometric_enrolments" ADD CONSTRAINT "biometric_enrolments_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "biometric_enrolments" ADD CONSTRAINT "biometric_enrolments_template_id_biometric_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."biometric_templates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "biometric_templates" ADD CONSTRAINT "biometric_templates_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "biometric_templates" ADD CONSTRAINT "biometric_templates_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "device_commands" ADD CONSTRAINT "device_commands_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "device_punches" ADD CONSTRAINT "device_punches_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "device_status" ADD CONSTRAINT "device_status_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "device_users" ADD CONSTRAINT "device_users_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "device_users" ADD CONSTRAINT "device_users_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "biometric_enrolments_uq" ON "biometric_enrolments" USING btree ("template_id","device_id");--> statement-breakpoint
CREATE INDEX "biometric_enrolments_company_device_idx" ON "biometric_enrolments" USING btree ("company_id","device_id");--> statement-breakpoint
CREATE UNIQUE INDEX "biometric_templates_identity_uq" ON "biometric_templates" USING btree ("company_id","user_id","kind","slot");--> statement-breakpoint
CREATE UNIQUE INDEX "device_commands_seq_uq" ON "device_commands" USING btree ("seq");--> statement-breakpoint
CREATE INDEX "device_commands_serial_status_idx" ON "device_commands" USING btree ("serial_number","status","seq");--> statement-breakpoint
CREATE INDEX "device_commands_company_device_created_idx" ON "device_commands" USING btree ("company_id","device_id","created_at");--> statement-breakpoint
CREATE INDEX "device_pending_last_seen_idx" ON "device_pending" USING btree ("last_seen_at");--> statement-breakpoint
CREATE UNIQUE INDEX "device_punches_identity_uq" ON "device_punches" USING btree ("company_id","serial_number","pin","local_time");--> statement-breakpoint
CREATE INDEX "device_punches_company_device_at_idx" ON "device_punches" USING btree ("company_id","device_id","at");--> statement-breakpoint
CREATE INDEX "device_punches_company_user_at_idx" ON "device_punches" USING btree ("company_id","user_id","at");--> statement-breakpoint
CREATE INDEX "device_status_company_idx" ON "device_status" USING btree ("company_id");--> statement-breakpoint
CREATE UNIQUE INDEX "device_status_device_uq" ON "device_status" USING btree ("device_id");--> statement-breakpoint
CREATE UNIQUE INDEX "device_users_device_user_uq" ON "device_users" USING btree ("device_id","user_id");--> statement-breakpoint
CREATE INDEX "device_users_company_user_idx" ON "device_users" USING btree ("company_id","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_company_device_pin_uq" ON "users" USING btree ("company_id","device_pin");--> statement-breakpoint
UPDATE "users" AS u SET "device_pin" = s.pin FROM (SELECT "id", (row_number() OVER (PARTITION BY "company_id" ORDER BY "created_at", "id"))::text AS pin FROM "users") AS s WHERE u."id" = s."id" AND u."device_pin" IS NULL;
