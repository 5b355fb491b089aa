/**
 * Operators with roles scoped to brands, a TOTP second factor, enrolment by a
 * one-time token, sessions with idle expiry, and an audit log the database keeps
 * append-only.
 */
export const operators = /* sql */ `
ALTER TABLE operators ALTER COLUMN password_hash DROP NOT NULL;
ALTER TABLE operators
  ADD COLUMN totp_secret      text,
  ADD COLUMN totp_enabled     boolean NOT NULL DEFAULT false,
  ADD COLUMN disabled_at      timestamptz,
  ADD COLUMN enrol_token_hash text UNIQUE,
  ADD COLUMN enrol_expires_at timestamptz,
  ADD COLUMN last_login_at    timestamptz;
CREATE UNIQUE INDEX operators_username_lower ON operators (lower(username));

-- A role for one brand, or for every brand when merchant_id is null.
CREATE TABLE operator_grants (
  id          serial PRIMARY KEY,
  operator_id integer NOT NULL REFERENCES operators(id),
  role        text NOT NULL CHECK (role IN ('owner', 'finance', 'support', 'content', 'auditor')),
  merchant_id integer REFERENCES merchants(id),
  granted_at  timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX operator_grants_unique ON operator_grants (operator_id, role, COALESCE(merchant_id, 0));

-- Before roles every operator could do everything: they keep that as owners of every brand.
INSERT INTO operator_grants (operator_id, role) SELECT id, 'owner' FROM operators;

-- Sessions opened before the second factor existed end now.
DELETE FROM operator_sessions;
ALTER TABLE operator_sessions
  ADD COLUMN created_at   timestamptz NOT NULL DEFAULT now(),
  ADD COLUMN last_seen_at timestamptz NOT NULL DEFAULT now();
CREATE INDEX operator_sessions_operator ON operator_sessions (operator_id);

-- Rows written by the command line (the first owner) have no operator.
ALTER TABLE operator_audit ALTER COLUMN operator_id DROP NOT NULL;
ALTER TABLE operator_audit ADD COLUMN merchant_id integer REFERENCES merchants(id);
UPDATE operator_audit a SET merchant_id = m.id FROM merchants m WHERE m.code = a.detail->>'merchant';
CREATE INDEX operator_audit_at ON operator_audit (at DESC, id DESC);
CREATE INDEX operator_audit_merchant ON operator_audit (merchant_id, at DESC);

-- What operators did is never rewritten or removed.
CREATE FUNCTION operator_audit_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'operator audit rows are append-only (% on %)', TG_OP, TG_TABLE_NAME USING ERRCODE = 'P0001';
END;
$$;
CREATE TRIGGER operator_audit_append_only BEFORE UPDATE OR DELETE ON operator_audit
  FOR EACH ROW EXECUTE FUNCTION operator_audit_append_only();
CREATE TRIGGER operator_audit_no_truncate BEFORE TRUNCATE ON operator_audit
  FOR EACH STATEMENT EXECUTE FUNCTION operator_audit_append_only();
`;
