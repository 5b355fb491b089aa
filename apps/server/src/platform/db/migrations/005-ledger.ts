/**
 * The money ledger: double entry in integer minor units. Accounts carry a cached
 * balance that only transfers move; transfers and entries are append-only.
 */
export const ledger = /* sql */ `
CREATE TABLE ledger_accounts (
  id             bigserial PRIMARY KEY,
  merchant_id    integer NOT NULL REFERENCES merchants(id),
  kind           text NOT NULL CHECK (kind IN ('member_main', 'member_vendor', 'system')),
  member_id      bigint REFERENCES members(id),
  code           text NOT NULL DEFAULT '',
  currency       text NOT NULL,
  balance        bigint NOT NULL DEFAULT 0,
  allow_negative boolean NOT NULL,
  created_at     timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT ledger_accounts_no_overdraft CHECK (allow_negative OR balance >= 0),
  CONSTRAINT ledger_accounts_owner CHECK ((kind = 'system') = (member_id IS NULL)),
  CONSTRAINT ledger_accounts_members_never_negative CHECK (kind = 'system' OR NOT allow_negative)
);
CREATE UNIQUE INDEX ledger_accounts_identity ON ledger_accounts (merchant_id, kind, COALESCE(member_id, 0), code);
CREATE INDEX ledger_accounts_member ON ledger_accounts (member_id) WHERE member_id IS NOT NULL;

CREATE TABLE ledger_transfers (
  id              bigserial PRIMARY KEY,
  merchant_id     integer NOT NULL REFERENCES merchants(id),
  idempotency_key text NOT NULL,
  type            text NOT NULL,
  request_hash    text NOT NULL,
  metadata        jsonb NOT NULL DEFAULT '{}',
  created_at      timestamptz NOT NULL DEFAULT now(),
  UNIQUE (merchant_id, idempotency_key)
);

CREATE TABLE ledger_entries (
  id          bigserial PRIMARY KEY,
  transfer_id bigint NOT NULL REFERENCES ledger_transfers(id),
  account_id  bigint NOT NULL REFERENCES ledger_accounts(id),
  amount      bigint NOT NULL CHECK (amount <> 0)
);
CREATE INDEX ledger_entries_transfer ON ledger_entries (transfer_id);
CREATE INDEX ledger_entries_account ON ledger_entries (account_id);

-- Money history is never rewritten: a correction is a new transfer.
CREATE FUNCTION ledger_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'ledger rows are append-only (% on %)', TG_OP, TG_TABLE_NAME USING ERRCODE = 'P0001';
END;
$$;
CREATE TRIGGER ledger_entries_append_only BEFORE UPDATE OR DELETE ON ledger_entries
  FOR EACH ROW EXECUTE FUNCTION ledger_append_only();
CREATE TRIGGER ledger_transfers_append_only BEFORE UPDATE OR DELETE ON ledger_transfers
  FOR EACH ROW EXECUTE FUNCTION ledger_append_only();
CREATE TRIGGER ledger_entries_no_truncate BEFORE TRUNCATE ON ledger_entries
  FOR EACH STATEMENT EXECUTE FUNCTION ledger_append_only();
CREATE TRIGGER ledger_transfers_no_truncate BEFORE TRUNCATE ON ledger_transfers
  FOR EACH STATEMENT EXECUTE FUNCTION ledger_append_only();
`;
