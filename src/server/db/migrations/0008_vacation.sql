CREATE TABLE "vacation_adjustments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"date" date NOT NULL,
	"days" double precision NOT NULL,
	"note" text NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "vacation_matrix_id" uuid;--> statement-breakpoint
ALTER TABLE "vacation_adjustments" ADD CONSTRAINT "vacation_adjustments_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vacation_adjustments" ADD CONSTRAINT "vacation_adjustments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "vacation_adjustments_company_user_idx" ON "vacation_adjustments" USING btree ("company_id","user_id","date");--> statement-breakpoint
CREATE INDEX "users_company_vacation_matrix_idx" ON "users" USING btree ("company_id","vacation_matrix_id");