DROP INDEX "branch_offices_name_trgm_idx";--> statement-breakpoint
DROP INDEX "users_lastname_trgm_idx";--> statement-breakpoint
DROP INDEX "users_firstname_trgm_idx";--> statement-breakpoint
DROP INDEX "users_document_trgm_idx";--> statement-breakpoint
DROP INDEX "users_email_trgm_idx";--> statement-breakpoint
CREATE INDEX "branch_offices_name_trgm_idx" ON "branch_offices" USING gin ("name" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "users_lastname_trgm_idx" ON "users" USING gin ("last_name" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "users_firstname_trgm_idx" ON "users" USING gin ("first_name" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "users_document_trgm_idx" ON "users" USING gin ("number_of_document" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "users_email_trgm_idx" ON "users" USING gin ("email" gin_trgm_ops) WITH (fastupdate=false);