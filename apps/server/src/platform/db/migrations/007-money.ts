/**
 * Money flows around the ledger: brand money settings, deposit channels and
 * orders, payout accounts and withdrawals. Balances live only in the ledger;
 * these tables hold the workflow (states, references, proofs) and point at the
 * ledger transfers that moved the money.
 */
export const money = /* sql */ `
CREATE TABLE merchant_money_settings (
  merchant_id          integer PRIMARY KEY REFERENCES merchants(id),
  single_wallet        boolean NOT NULL DEFAULT false,
  withdraw_min         bigint NOT NULL CHECK (withdraw_min > 0),
  withdraw_max         bigint NOT NULL,
  withdraw_daily_count integer NOT NULL CHECK (withdraw_daily_count > 0),
  auto_receive_minutes integer NOT NULL CHECK (auto_receive_minutes > 0),
  transfer_min         bigint NOT NULL CHECK (transfer_min > 0),
  CHECK (withdraw_max >= withdraw_min)
);

CREATE TABLE deposit_channels (
  id             serial PRIMARY KEY,
  merchant_id    integer NOT NULL REFERENCES merchants(id),
  code           text NOT NULL,
  kind           text NOT NULL CHECK (kind IN ('bank', 'gateway')),
  name           text NOT NULL,
  min_amount     bigint NOT NULL CHECK (min_amount > 0),
  max_amount     bigint NOT NULL,
  enabled        boolean NOT NULL DEFAULT true,
  sort           integer NOT NULL DEFAULT 0,
  -- Bank transfer: where the member pays to.
  bank_name      text,
  account_name   text,
  account_number text,
  -- Gateway: the adapter and its shared secret for signatures.
  gateway        text,
  secret         text,
  UNIQUE (merchant_id, code),
  CHECK (max_amount >= min_amount),
  CHECK (kind <> 'bank' OR (bank_name IS NOT NULL AND account_name IS NOT NULL AND account_number IS NOT NULL)),
  CHECK (kind <> 'gateway' OR (gateway IS NOT NULL AND secret IS NOT NULL))
);

CREATE TABLE deposit_orders (
  id            bigserial PRIMARY KEY,
  merchant_id   integer NOT NULL REFERENCES merchants(id),
  member_id     bigint NOT NULL REFERENCES members(id),
  channel_id    integer NOT NULL REFERENCES deposit_channels(id),
  reference     text NOT NULL,
  amount        bigint NOT NULL CHECK (amount > 0),
  state         text NOT NULL DEFAULT 'pending' CHECK (state IN ('pending', 'credited', 'rejected', 'cancelled')),
  proof_mime    text,
  proof         bytea,
  gateway_trade text,
  transfer_id   bigint REFERENCES ledger_transfers(id),
  operator_id   integer REFERENCES operators(id),
  note          text,
  created_at    timestamptz NOT NULL DEFAULT now(),
  updated_at    timestamptz NOT NULL DEFAULT now(),
  UNIQUE (merchant_id, reference),
  CHECK ((state = 'credited') = (transfer_id IS NOT NULL))
);
CREATE INDEX deposit_orders_member ON deposit_orders (member_id, created_at DESC);
CREATE INDEX deposit_orders_state ON deposit_orders (merchant_id, state, created_at);

CREATE TABLE payout_accounts (
  id             bigserial PRIMARY KEY,
  merchant_id    integer NOT NULL REFERENCES merchants(id),
  member_id      bigint NOT NULL REFERENCES members(id),
  bank_name      text NOT NULL,
  account_name   text NOT NULL,
  account_number text NOT NULL,
  created_at     timestamptz NOT NULL DEFAULT now(),
  UNIQUE (member_id, bank_name, account_number)
);

CREATE TABLE withdrawals (
  id                bigserial PRIMARY KEY,
  merchant_id       integer NOT NULL REFERENCES merchants(id),
  member_id         bigint NOT NULL REFERENCES members(id),
  payout_account_id bigint NOT NULL REFERENCES payout_accounts(id),
  reference         text NOT NULL,
  request_key       text NOT NULL,
  amount            bigint NOT NULL CHECK (amount > 0),
  state             text NOT NULL DEFAULT 'requested'
                    CHECK (state IN ('requested', 'approved', 'rejected', 'paid', 'received', 'not_received', 'auto_received', 'refunded')),
  reject_reason     text,
  proof_mime        text,
  proof             bytea,
  operator_id       integer REFERENCES operators(id),
  requested_at      timestamptz NOT NULL DEFAULT now(),
  decided_at        timestamptz,
  paid_at           timestamptz,
  confirmed_at      timestamptz,
  UNIQUE (merchant_id, reference),
  UNIQUE (member_id, request_key)
);
CREATE INDEX withdrawals_member ON withdrawals (member_id, requested_at DESC);
CREATE INDEX withdrawals_state ON withdrawals (merchant_id, state, requested_at);

-- The member's money history reads entries by account, newest first.
CREATE INDEX ledger_entries_account_recent ON ledger_entries (account_id, id DESC);
CREATE INDEX ledger_transfers_created ON ledger_transfers (created_at);
`;
