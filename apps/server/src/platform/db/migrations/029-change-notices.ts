/**
 * Change notices for the servers' in-process caches (platform/changes.ts). The triggers, not
 * the code paths, tell every process that a brand's settings, a session or a member changed:
 * no writer can forget to, and PostgreSQL delivers a notice only when its transaction commits.
 * Payloads: `brand:<merchant id>`, `session:<token hash>`, `member:<member id>`, `vendor:<code>`.
 */
export const changeNotices = /* sql */ `
CREATE FUNCTION notify_brand_change() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed jsonb := to_jsonb(CASE WHEN TG_OP = 'DELETE' THEN OLD ELSE NEW END);
BEGIN
  PERFORM pg_notify('arcadia_changes',
    'brand:' || COALESCE(changed ->> 'merchant_id', changed ->> 'id'));
  RETURN NULL;
END $$;

DO $$
DECLARE
  settings text;
BEGIN
  FOREACH settings IN ARRAY ARRAY['merchants', 'merchant_domains', 'whitelabel_nodes', 'register_rules',
    'resources', 'customer_services', 'banners', 'game_vendors', 'missions'] LOOP
    EXECUTE format('CREATE TRIGGER %I AFTER INSERT OR UPDATE OR DELETE ON %I
      FOR EACH ROW EXECUTE FUNCTION notify_brand_change()', settings || '_notice', settings);
  END LOOP;
END $$;

-- A session ended (or removed): the processes that know its token forget it.
CREATE FUNCTION notify_session_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('arcadia_changes', 'session:' || OLD.token_hash);
  RETURN NULL;
END $$;
CREATE TRIGGER sessions_notice AFTER UPDATE OF revoked_at, expires_at, must_change_password ON sessions
  FOR EACH ROW WHEN (OLD.revoked_at IS DISTINCT FROM NEW.revoked_at
    OR OLD.expires_at IS DISTINCT FROM NEW.expires_at
    OR OLD.must_change_password IS DISTINCT FROM NEW.must_change_password)
  EXECUTE FUNCTION notify_session_change();
CREATE TRIGGER sessions_gone_notice AFTER DELETE ON sessions
  FOR EACH ROW EXECUTE FUNCTION notify_session_change();

-- What a session answers about its member (account, kind, brand) or whether they may be served.
CREATE FUNCTION notify_member_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('arcadia_changes', 'member:' || OLD.id);
  RETURN NULL;
END $$;
CREATE TRIGGER members_notice AFTER UPDATE OF account, type, merchant_id, disabled_at ON members
  FOR EACH ROW WHEN (OLD.account IS DISTINCT FROM NEW.account OR OLD.type IS DISTINCT FROM NEW.type
    OR OLD.merchant_id IS DISTINCT FROM NEW.merchant_id OR OLD.disabled_at IS DISTINCT FROM NEW.disabled_at)
  EXECUTE FUNCTION notify_member_change();

-- A vendor's signing secret rotated.
CREATE FUNCTION notify_vendor_change() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed jsonb := to_jsonb(CASE WHEN TG_OP = 'DELETE' THEN OLD ELSE NEW END);
BEGIN
  PERFORM pg_notify('arcadia_changes', 'vendor:' || (changed ->> 'vendor_code'));
  RETURN NULL;
END $$;
CREATE TRIGGER vendor_secrets_notice AFTER INSERT OR UPDATE OR DELETE ON vendor_secrets
  FOR EACH ROW EXECUTE FUNCTION notify_vendor_change();
`;
