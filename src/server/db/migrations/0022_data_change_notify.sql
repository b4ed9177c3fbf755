-- The data-version trigger also announces the change to other server processes on the same PostgreSQL
-- (LISTEN hr_data_changed; src/server/db/clusterSignals.ts): NOTIFY is delivered only when the transaction commits,
-- once per company and transaction like the counter itself. Without listeners (PGlite) it costs nothing.
CREATE OR REPLACE FUNCTION note_data_change() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  company uuid := CASE WHEN TG_OP = 'DELETE' THEN OLD.company_id ELSE NEW.company_id END;
  flag text := 'hr.data_changed_' || replace(company::text, '-', '');
BEGIN
  IF current_setting(flag, true) = 'yes' THEN RETURN NULL; END IF;
  PERFORM set_config(flag, 'yes', true);
  INSERT INTO data_versions AS d (company_id, version) VALUES (company, 1)
    ON CONFLICT (company_id) DO UPDATE SET version = d.version + 1;
  PERFORM pg_notify('hr_data_changed', company::text);
  RETURN NULL;
END $$;
