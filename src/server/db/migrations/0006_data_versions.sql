CREATE TABLE "data_versions" (
	"company_id" uuid PRIMARY KEY NOT NULL,
	"version" bigint NOT NULL
);
--> statement-breakpoint
-- Once per company and transaction, as the transaction commits: the counter moves with the data it stands for,
-- and its row is locked only for the commit itself (a long import does not hold other writers of its company).
CREATE FUNCTION note_data_change() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  company uuid := CASE WHEN TG_OP = 'DELETE' THEN OLD.company_id ELSE NEW.company_id END;
  flag text := 'hr.data_changed_' || replace(company::text, '-', '');
BEGIN
  IF current_setting(flag, true) = 'yes' THEN RETURN NULL; END IF;
  PERFORM set_config(flag, 'yes', true);
  INSERT INTO data_versions AS d (company_id, version) VALUES (company, 1)
    ON CONFLICT (company_id) DO UPDATE SET version = d.version + 1;
  RETURN NULL;
END $$;
--> statement-breakpoint
DO $$
DECLARE t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['users', 'branch_offices', 'special_days', 'dayoff_types', 'folder_types', 'workshift_types', 'hierarchies', 'shift_templates'] LOOP
    EXECUTE format('CREATE CONSTRAINT TRIGGER %I AFTER INSERT OR UPDATE OR DELETE ON %I DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION note_data_change()', t || '_data_version', t);
  END LOOP;
END $$;
