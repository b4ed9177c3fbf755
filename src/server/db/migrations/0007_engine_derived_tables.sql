-- Special days, types of dayoff, folder and workshift, hierarchies and shift templates become engine resources:
-- their tables stay (with their data) but are now derived from their schemas and kept in step at start by
-- src/server/engine/storage/syncStorage.ts, which creates its own indexes (`…_dx`). The hand-made indexes below are
-- the ones those replace. drizzle-kit no longer sees these tables (its snapshot drops them; nothing is dropped here).
DROP INDEX IF EXISTS "dayoff_types_company_title_uq";--> statement-breakpoint
DROP INDEX IF EXISTS "folder_types_company_title_uq";--> statement-breakpoint
DROP INDEX IF EXISTS "hierarchies_company_type_name_uq";--> statement-breakpoint
DROP INDEX IF EXISTS "hierarchies_company_parent_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "shift_templates_company_name_uq";--> statement-breakpoint
DROP INDEX IF EXISTS "shift_templates_company_external_uq";--> statement-breakpoint
DROP INDEX IF EXISTS "special_days_company_date_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "workshift_types_company_title_uq";--> statement-breakpoint
DROP INDEX IF EXISTS "workshift_types_company_external_uq";
