CREATE TABLE "report_versions" (
	"company_id" uuid PRIMARY KEY NOT NULL,
	"version" bigint NOT NULL
);
--> statement-breakpoint
-- Once per company and transaction, as it commits (as note_data_change): the counter moves with the shifts and
-- workdays it stands for, and its row is locked only for the commit itself.
CREATE FUNCTION note_report_change() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  company uuid := CASE WHEN TG_OP = 'DELETE' THEN OLD.company_id ELSE NEW.company_id END;
  flag text := 'hr.report_changed_' || replace(company::text, '-', '');
BEGIN
  IF current_setting(flag, true) = 'yes' THEN RETURN NULL; END IF;
  PERFORM set_config(flag, 'yes', true);
  INSERT INTO report_versions AS r (company_id, version) VALUES (company, 1)
    ON CONFLICT (company_id) DO UPDATE SET version = r.version + 1;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "shifts_report_version" AFTER INSERT OR UPDATE OR DELETE ON "shifts" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION note_report_change();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "workdays_report_version" AFTER INSERT OR UPDATE OR DELETE ON "workdays" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION note_report_change();
--> statement-breakpoint
-- fired in replica mode too: the embedded database writes workdays with session_replication_role = replica (lockedUserRows.ts)
ALTER TABLE "shifts" ENABLE ALWAYS TRIGGER "shifts_report_version";
--> statement-breakpoint
ALTER TABLE "workdays" ENABLE ALWAYS TRIGGER "workdays_report_version";
