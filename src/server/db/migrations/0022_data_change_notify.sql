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
--> statement-breakpoint
-- What every request's sign-in check caches per process (src/server/auth/authRowCache.ts): a change to a company, or
-- to an API key's rights (not its last-use stamp), is announced at commit so every process drops its copies at once.
CREATE FUNCTION note_auth_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'companies' THEN
    PERFORM pg_notify('hr_auth_changed', OLD.id::text);
  ELSE
    PERFORM pg_notify('hr_auth_changed', OLD.company_id::text);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER companies_auth_change AFTER UPDATE OR DELETE ON companies FOR EACH ROW EXECUTE FUNCTION note_auth_change();
--> statement-breakpoint
CREATE TRIGGER api_keys_auth_change AFTER UPDATE OF revoked_at, scopes, ip_allowlist, expires_at OR DELETE ON api_keys
  FOR EACH ROW EXECUTE FUNCTION note_auth_change();
--> statement-breakpoint
-- System settings (maintenance mode, the policy version tag of roles: src/server/permissions/policyVersion.ts).
CREATE FUNCTION note_setting_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('hr_settings_changed', CASE WHEN TG_OP = 'DELETE' THEN OLD.key ELSE NEW.key END);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER system_settings_change AFTER INSERT OR UPDATE OR DELETE ON system_settings FOR EACH ROW EXECUTE FUNCTION note_setting_change();
