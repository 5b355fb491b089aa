/**
 * Promotions and what they pay (issue 10). Categories and promotions are brand content;
 * applications carry a comment and up to three proof images; every payment is one row
 * of `member_bonuses` (unique per member and claim key, so a claim made twice at once pays
 * once) and one ledger transfer. Raffle draws are provably fair: a seed pair per member
 * and raffle, committed by its hash before any draw. Bonuses and draws are never changed.
 */
export const promotions = /* sql */ `
CREATE TABLE promotion_categories (
  id          serial PRIMARY KEY,
  merchant_id integer NOT NULL REFERENCES merchants(id),
  name        jsonb   NOT NULL,
  sort        integer NOT NULL DEFAULT 0,
  seed_key    text,
  UNIQUE (merchant_id, seed_key)
);

CREATE TABLE promotions (
  id                serial PRIMARY KEY,
  merchant_id       integer NOT NULL REFERENCES merchants(id),
  category_id       integer REFERENCES promotion_categories(id),
  kind              text    NOT NULL CHECK (kind IN ('deposit-bonus', 'rebate', 'first-deposit', 'check-in', 'raffle')),
  title             jsonb   NOT NULL,
  summary           jsonb   NOT NULL DEFAULT '{}',
  content           jsonb   NOT NULL DEFAULT '{}',
  starts_at         timestamptz NOT NULL,
  ends_at           timestamptz NOT NULL,
  enabled           boolean NOT NULL DEFAULT true,
  sort              integer NOT NULL DEFAULT 0,
  vip_min           integer,
  vip_max           integer,
  labels            text[]  NOT NULL DEFAULT '{}',
  new_member_days   integer,
  contact           text    NOT NULL DEFAULT 'none' CHECK (contact IN ('none', 'zalo', 'whatsapp')),
  turnover_multiple integer NOT NULL DEFAULT 0 CHECK (turnover_multiple BETWEEN 0 AND 100),
  terms             jsonb   NOT NULL,
  art_hue           integer NOT NULL DEFAULT 200 CHECK (art_hue BETWEEN 0 AND 359),
  seed_key          text,
  created_at        timestamptz NOT NULL DEFAULT now(),
  updated_at        timestamptz NOT NULL DEFAULT now(),
  CHECK (ends_at > starts_at),
  CHECK (terms->>'kind' = kind),
  UNIQUE (merchant_id, seed_key)
);
CREATE INDEX promotions_brand ON promotions (merchant_id, ends_at);

CREATE TABLE promotion_applications (
  id           bigserial PRIMARY KEY,
  merchant_id  integer NOT NULL REFERENCES merchants(id),
  promotion_id integer NOT NULL REFERENCES promotions(id),
  member_id    bigint  NOT NULL REFERENCES members(id),
  state        text    NOT NULL DEFAULT 'applying' CHECK (state IN ('applying', 'issued', 'rejected')),
  comment      text    NOT NULL DEFAULT '' CHECK (char_length(comment) <= 140),
  contact_id   text,
  created_at   timestamptz NOT NULL DEFAULT now(),
  decided_at   timestamptz,
  decided_by   integer REFERENCES operators(id),
  note         text,
  UNIQUE (promotion_id, member_id),
  CHECK ((state = 'applying') = (decided_at IS NULL))
);
CREATE INDEX promotion_applications_desk ON promotion_applications (merchant_id, state, created_at);

CREATE TABLE promotion_application_images (
  application_id bigint   NOT NULL REFERENCES promotion_applications(id),
  n              smallint NOT NULL CHECK (n BETWEEN 1 AND 3),
  mime           text     NOT NULL CHECK (mime IN ('image/png', 'image/jpeg')),
  bytes          bytea    NOT NULL CHECK (octet_length(bytes) <= 5242880),
  PRIMARY KEY (application_id, n)
);

-- Raffle participants; their tickets count valid bets from valid_bet_base on.
CREATE TABLE promotion_joins (
  promotion_id   integer NOT NULL REFERENCES promotions(id),
  member_id      bigint  NOT NULL REFERENCES members(id),
  merchant_id    integer NOT NULL REFERENCES merchants(id),
  valid_bet_base bigint  NOT NULL DEFAULT 0,
  joined_at      timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (promotion_id, member_id)
);

-- One row per payment. claim_key says what was paid (app:<id>, first:<promotion>,
-- rebate:<promotion>:<n>, checkin:<promotion>:<day>, raffle:<draw>), once per member.
-- valid_bet_base: the member's valid bets ever at the moment of payment; the turnover
-- counts valid bets decided after it.
CREATE TABLE member_bonuses (
  id                bigserial PRIMARY KEY,
  merchant_id       integer NOT NULL REFERENCES merchants(id),
  member_id         bigint  NOT NULL REFERENCES members(id),
  promotion_id      integer NOT NULL REFERENCES promotions(id),
  claim_key         text    NOT NULL,
  source            text    NOT NULL CHECK (source IN ('application', 'first-deposit', 'rebate', 'check-in', 'raffle')),
  amount            bigint  NOT NULL CHECK (amount > 0),
  basis             bigint  NOT NULL DEFAULT 0,
  day               date,
  streak            integer,
  turnover_required bigint  NOT NULL DEFAULT 0 CHECK (turnover_required >= 0),
  valid_bet_base    bigint  NOT NULL DEFAULT 0,
  contact_id        text,
  remark            text    NOT NULL DEFAULT '',
  issued_by         integer REFERENCES operators(id),
  transfer_id       bigint  NOT NULL REFERENCES ledger_transfers(id),
  issued_at         timestamptz NOT NULL DEFAULT now(),
  UNIQUE (member_id, claim_key)
);
CREATE INDEX member_bonuses_member ON member_bonuses (member_id, issued_at, id);
CREATE INDEX member_bonuses_promotion ON member_bonuses (promotion_id, member_id);

CREATE TABLE raffle_seeds (
  id           bigserial PRIMARY KEY,
  merchant_id  integer NOT NULL REFERENCES merchants(id),
  promotion_id integer NOT NULL REFERENCES promotions(id),
  member_id    bigint  NOT NULL REFERENCES members(id),
  server_seed  text    NOT NULL CHECK (server_seed ~ '^[0-9a-f]{64}$'),
  seed_hash    text    NOT NULL CHECK (seed_hash ~ '^[0-9a-f]{64}$'),
  client_seed  text    NOT NULL,
  next_nonce   integer NOT NULL DEFAULT 0,
  created_at   timestamptz NOT NULL DEFAULT now(),
  revealed_at  timestamptz
);
CREATE UNIQUE INDEX raffle_seeds_active ON raffle_seeds (promotion_id, member_id) WHERE revealed_at IS NULL;
CREATE INDEX raffle_seeds_member ON raffle_seeds (promotion_id, member_id, id DESC);

CREATE TABLE raffle_draws (
  id           bigserial PRIMARY KEY,
  merchant_id  integer NOT NULL REFERENCES merchants(id),
  promotion_id integer NOT NULL REFERENCES promotions(id),
  member_id    bigint  NOT NULL REFERENCES members(id),
  seed_id      bigint  NOT NULL REFERENCES raffle_seeds(id),
  nonce        integer NOT NULL,
  roll         integer NOT NULL,
  weights      integer[] NOT NULL,
  prize_index  integer NOT NULL,
  prize_amount bigint  NOT NULL CHECK (prize_amount >= 0),
  prize_label  jsonb   NOT NULL,
  created_at   timestamptz NOT NULL DEFAULT now(),
  UNIQUE (seed_id, nonce)
);
CREATE INDEX raffle_draws_member ON raffle_draws (promotion_id, member_id);

CREATE FUNCTION member_bonuses_fixed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'bonuses and raffle draws are never changed (% on %)', TG_OP, TG_TABLE_NAME USING ERRCODE = 'P0001';
END;
$$;
CREATE TRIGGER member_bonuses_fixed BEFORE UPDATE OR DELETE ON member_bonuses
  FOR EACH ROW EXECUTE FUNCTION member_bonuses_fixed();
CREATE TRIGGER raffle_draws_fixed BEFORE UPDATE OR DELETE ON raffle_draws
  FOR EACH ROW EXECUTE FUNCTION member_bonuses_fixed();
`;
