/** Vendors' secrets, launch tokens, seamless-wallet transactions and bet records. */
export const seamless = /* sql */ `
-- One shared secret per vendor (not per brand: a vendor serves every brand). The house
-- vendors get a random one here; gen_random_uuid draws from the server's strong random source.
CREATE TABLE vendor_secrets (
  vendor_code text PRIMARY KEY,
  secret      text NOT NULL CHECK (length(secret) >= 32),
  created_at  timestamptz NOT NULL DEFAULT now()
);
INSERT INTO vendor_secrets (vendor_code, secret)
SELECT code, replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '')
  FROM (VALUES ('ARC'), ('ARCL'), ('ARCP'), ('ARCV')) AS house(code);

-- A launch token is stored hashed, used once, and bound to member, vendor, game and language.
CREATE TABLE launch_tokens (
  token_hash  text PRIMARY KEY,
  merchant_id integer NOT NULL REFERENCES merchants(id),
  member_id   bigint NOT NULL REFERENCES members(id),
  vendor_code text NOT NULL,
  game_code   text NOT NULL,
  language    text NOT NULL,
  expires_at  timestamptz NOT NULL,
  used_at     timestamptz,
  created_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX launch_tokens_expiry ON launch_tokens (expires_at);

-- Every bet a vendor placed, with its result; the betting record and profit-and-loss read it.
CREATE TABLE bet_records (
  id                 bigserial PRIMARY KEY,
  merchant_id        integer NOT NULL REFERENCES merchants(id),
  member_id          bigint NOT NULL REFERENCES members(id),
  vendor_code        text NOT NULL,
  game_type          text NOT NULL,
  game_code          text NOT NULL,
  round_id           text NOT NULL,
  bet_transaction_id text NOT NULL,
  -- The wallet the stake came from; the payout or refund goes back to it.
  account_id         bigint NOT NULL REFERENCES ledger_accounts(id),
  stake              bigint NOT NULL CHECK (stake > 0),
  payout             bigint NOT NULL DEFAULT 0 CHECK (payout >= 0),
  state              text NOT NULL DEFAULT 'open' CHECK (state IN ('open', 'settled', 'refunded')),
  placed_at          timestamptz NOT NULL DEFAULT now(),
  settled_at         timestamptz,
  UNIQUE (vendor_code, bet_transaction_id),
  CHECK ((state = 'open') = (settled_at IS NULL)),
  CHECK (state = 'settled' OR payout = 0)
);
CREATE INDEX bet_records_member ON bet_records (merchant_id, member_id, placed_at DESC);

-- Every applied vendor call, for ever: a repeated transaction id answers the stored result.
CREATE TABLE seamless_transactions (
  vendor_code        text NOT NULL,
  transaction_id     text NOT NULL,
  kind               text NOT NULL CHECK (kind IN ('bet', 'win', 'rollback')),
  request_hash       text NOT NULL,
  member_id          bigint NOT NULL REFERENCES members(id),
  -- The bet the call is about (its own id for a bet).
  bet_transaction_id text NOT NULL,
  -- The value answered, or {"error": code} for a recorded refusal (a rollback of an unseen bet).
  result             jsonb NOT NULL,
  created_at         timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (vendor_code, transaction_id)
);
CREATE INDEX seamless_transactions_bet ON seamless_transactions (vendor_code, bet_transaction_id);
`;
