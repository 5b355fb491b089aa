/**
 * Points mall, VIP ranks and referral (issue 10).
 *
 * Points are a ledger of their own: `point_entries` is append-only, and each entry
 * applies itself to the member's `member_points` row (a trigger, as the owner), whose
 * balance may never go below zero; nothing else may change that row. An entry's
 * `balance_after` is written by the same trigger, so the running balance is exact.
 * `point_accruals` records how much of each member-day's valid bet has been turned
 * into points, so bets earn points exactly once.
 */
export const pointsVipReferral = /* sql */ `
CREATE TABLE point_settings (
  merchant_id     integer PRIMARY KEY REFERENCES merchants(id),
  points_ratio    integer NOT NULL DEFAULT 100 CHECK (points_ratio > 0),
  points_required bigint  NOT NULL DEFAULT 100 CHECK (points_required > 0),
  amount_required bigint  NOT NULL DEFAULT 10000 CHECK (amount_required > 0),
  rules           jsonb   NOT NULL DEFAULT '{}',
  updated_at      timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE member_points (
  member_id   bigint  PRIMARY KEY REFERENCES members(id),
  merchant_id integer NOT NULL REFERENCES merchants(id),
  balance     bigint  NOT NULL DEFAULT 0 CONSTRAINT member_points_not_negative CHECK (balance >= 0),
  earned      bigint  NOT NULL DEFAULT 0 CHECK (earned >= 0)
);

CREATE TABLE point_entries (
  id            bigserial PRIMARY KEY,
  merchant_id   integer NOT NULL REFERENCES merchants(id),
  member_id     bigint  NOT NULL REFERENCES members(id),
  kind          text    NOT NULL CHECK (kind IN ('earn', 'redeem', 'refund', 'convert')),
  points        bigint  NOT NULL CHECK (points <> 0),
  balance_after bigint  NOT NULL DEFAULT 0 CHECK (balance_after >= 0),
  key           text    NOT NULL,
  day           date,
  reference     text,
  amount        bigint,
  created_at    timestamptz NOT NULL DEFAULT now(),
  UNIQUE (merchant_id, key)
);
CREATE INDEX point_entries_member ON point_entries (member_id, created_at DESC, id DESC);

CREATE FUNCTION point_entry_apply() RETURNS trigger LANGUAGE plpgsql SECURITY DEFINER AS $$
BEGIN
  INSERT INTO member_points (member_id, merchant_id) VALUES (NEW.member_id, NEW.merchant_id)
    ON CONFLICT (member_id) DO NOTHING;
  UPDATE member_points
     SET balance = balance + NEW.points,
         earned = earned + CASE WHEN NEW.kind = 'earn' THEN NEW.points ELSE 0 END
   WHERE member_id = NEW.member_id
  RETURNING balance INTO NEW.balance_after;
  RETURN NEW;
END;
$$;
REVOKE ALL ON FUNCTION point_entry_apply() FROM PUBLIC;
CREATE TRIGGER point_entries_apply BEFORE INSERT ON point_entries
  FOR EACH ROW EXECUTE FUNCTION point_entry_apply();

CREATE FUNCTION points_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'points change only by new point entries';
END;
$$;
CREATE TRIGGER point_entries_append_only BEFORE UPDATE OR DELETE ON point_entries
  FOR EACH ROW EXECUTE FUNCTION points_append_only();
CREATE TRIGGER member_points_no_delete BEFORE DELETE ON member_points
  FOR EACH ROW EXECUTE FUNCTION points_append_only();

-- As ledger_accounts (migration 016): a row opens at zero, and only an entry's trigger
-- (depth 2, running as the owner) may change it.
CREATE FUNCTION member_points_guard() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    IF NEW.balance <> 0 OR NEW.earned <> 0 THEN
      RAISE EXCEPTION 'a points balance opens at 0' USING ERRCODE = 'P0001';
    END IF;
    RETURN NEW;
  END IF;
  IF pg_catalog.pg_trigger_depth() < 2 OR NOT pg_catalog.pg_has_role(
       (SELECT c.relowner FROM pg_catalog.pg_class c WHERE c.oid = TG_RELID), 'USAGE') THEN
    RAISE EXCEPTION 'points balances change only through point entries' USING ERRCODE = 'P0001';
  END IF;
  RETURN NEW;
END;
$$;
CREATE TRIGGER member_points_guard BEFORE INSERT OR UPDATE ON member_points
  FOR EACH ROW EXECUTE FUNCTION member_points_guard();

DO $$
BEGIN
  EXECUTE format('ALTER FUNCTION point_entry_apply() SET search_path = %I, pg_temp', current_schema());
END;
$$;

CREATE TABLE point_accruals (
  member_id bigint NOT NULL REFERENCES members(id),
  day       date   NOT NULL,
  valid_bet bigint NOT NULL CHECK (valid_bet >= 0),
  points    bigint NOT NULL CHECK (points >= 0),
  PRIMARY KEY (member_id, day)
);
-- The accrual job looks at recent days of every member.
CREATE INDEX member_day_stats_day ON member_day_stats (day);

CREATE TABLE point_rewards (
  id          bigserial PRIMARY KEY,
  merchant_id integer NOT NULL REFERENCES merchants(id),
  kind        text    NOT NULL CHECK (kind IN ('goods', 'cash')),
  name        jsonb   NOT NULL,
  description jsonb   NOT NULL DEFAULT '{}',
  points      bigint  NOT NULL CHECK (points > 0),
  amount      bigint  NOT NULL DEFAULT 0 CHECK (amount >= 0),
  stock       integer NOT NULL CONSTRAINT point_rewards_stock_not_negative CHECK (stock >= 0),
  enabled     boolean NOT NULL DEFAULT true,
  starts_at   timestamptz,
  ends_at     timestamptz,
  art         text    NOT NULL DEFAULT 'gift',
  sort        integer NOT NULL DEFAULT 0,
  seed_key    text,
  created_at  timestamptz NOT NULL DEFAULT now(),
  updated_at  timestamptz NOT NULL DEFAULT now(),
  CHECK (starts_at IS NULL OR ends_at IS NULL OR ends_at > starts_at)
);
CREATE INDEX point_rewards_brand ON point_rewards (merchant_id, sort, id);
CREATE UNIQUE INDEX point_rewards_seed ON point_rewards (merchant_id, seed_key) WHERE seed_key IS NOT NULL;

CREATE TABLE point_redemptions (
  id              bigserial PRIMARY KEY,
  merchant_id     integer NOT NULL REFERENCES merchants(id),
  member_id       bigint  NOT NULL REFERENCES members(id),
  reward_id       bigint  NOT NULL REFERENCES point_rewards(id),
  reference       text    NOT NULL,
  request_key     text    NOT NULL,
  kind            text    NOT NULL CHECK (kind IN ('goods', 'cash')),
  goods           jsonb   NOT NULL,
  quantity        integer NOT NULL CHECK (quantity > 0),
  points          bigint  NOT NULL CHECK (points > 0),
  amount          bigint  NOT NULL CHECK (amount >= 0),
  receiver        text    NOT NULL,
  state           text    NOT NULL DEFAULT 'in_process' CHECK (state IN ('in_process', 'approved', 'rejected')),
  remark          text,
  transaction_ref text,
  decided_by      integer REFERENCES operators(id),
  decided_at      timestamptz,
  created_at      timestamptz NOT NULL DEFAULT now(),
  UNIQUE (merchant_id, reference),
  UNIQUE (member_id, request_key),
  CHECK ((state = 'in_process') = (decided_at IS NULL))
);
CREATE INDEX point_redemptions_member ON point_redemptions (member_id, created_at DESC, id DESC);
CREATE INDEX point_redemptions_desk ON point_redemptions (merchant_id, state, created_at);

CREATE TABLE point_conversions (
  id          bigserial PRIMARY KEY,
  merchant_id integer NOT NULL REFERENCES merchants(id),
  member_id   bigint  NOT NULL REFERENCES members(id),
  request_key text    NOT NULL,
  points      bigint  NOT NULL CHECK (points > 0),
  amount      bigint  NOT NULL CHECK (amount > 0),
  created_at  timestamptz NOT NULL DEFAULT now(),
  UNIQUE (member_id, request_key)
);

-- VIP ranks: a member holds the highest level whose lifetime thresholds they meet.
CREATE TABLE vip_levels (
  merchant_id   integer NOT NULL REFERENCES merchants(id),
  level         integer NOT NULL CHECK (level >= 1),
  name          text    NOT NULL,
  min_valid_bet bigint  NOT NULL CHECK (min_valid_bet >= 0),
  min_deposit   bigint  NOT NULL CHECK (min_deposit >= 0),
  PRIMARY KEY (merchant_id, level)
);
CREATE TABLE vip_settings (
  merchant_id integer PRIMARY KEY REFERENCES merchants(id),
  service_url text
);

-- Referral: the brand's rule, and one reward per invitee (its primary key pays it once).
CREATE TABLE referral_rules (
  merchant_id  integer PRIMARY KEY REFERENCES merchants(id),
  enabled      boolean NOT NULL,
  bonus_amount bigint  NOT NULL CHECK (bonus_amount >= 0),
  min_deposit  bigint  NOT NULL CHECK (min_deposit > 0)
);
CREATE TABLE referral_rewards (
  invitee_id  bigint  PRIMARY KEY REFERENCES members(id),
  inviter_id  bigint  NOT NULL REFERENCES members(id),
  merchant_id integer NOT NULL REFERENCES merchants(id),
  amount      bigint  NOT NULL CHECK (amount > 0),
  deposits    bigint  NOT NULL,
  created_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX referral_rewards_inviter ON referral_rewards (inviter_id);
CREATE INDEX members_referrer ON members (referrer_id) WHERE referrer_id IS NOT NULL;

-- Every real member gets an invite code (registration gives new ones theirs).
UPDATE members SET referral_code = upper(substr(md5(random()::text || id::text), 1, 10))
 WHERE referral_code IS NULL AND type <> 4;
`;
