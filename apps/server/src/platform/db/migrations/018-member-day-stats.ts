/**
 * What each member did each day of their brand's clock, kept by the database in the
 * same transaction as the change it counts: bets placed and decided, deposits credited,
 * withdrawals paid, logins. Points, missions, VIP ranks, rebates and the agent's team
 * reports read these rows instead of scanning bets.
 *
 * Definitions (as the betting record's totals): `stake` counts every live bet on the
 * day it was placed (a refund takes it back out); `valid_bet` and `payout` count decided
 * bets (settled, or a held win voided) on the day the bet was placed.
 */
export const memberDayStats = /* sql */ `
CREATE TABLE member_day_stats (
  member_id       bigint  NOT NULL REFERENCES members(id),
  day             date    NOT NULL,
  merchant_id     integer NOT NULL REFERENCES merchants(id),
  bet_count       integer NOT NULL DEFAULT 0,
  stake           bigint  NOT NULL DEFAULT 0,
  valid_bet       bigint  NOT NULL DEFAULT 0,
  payout          bigint  NOT NULL DEFAULT 0,
  deposit_count   integer NOT NULL DEFAULT 0,
  deposit_amount  bigint  NOT NULL DEFAULT 0,
  withdraw_count  integer NOT NULL DEFAULT 0,
  withdraw_amount bigint  NOT NULL DEFAULT 0,
  login_count     integer NOT NULL DEFAULT 0,
  PRIMARY KEY (member_id, day)
);
CREATE INDEX member_day_stats_brand_day ON member_day_stats (merchant_id, day);

-- The calendar day of an instant on a brand's clock (minutes east of GMT).
CREATE FUNCTION brand_day(p_merchant integer, p_at timestamptz) RETURNS date
LANGUAGE sql STABLE AS $$
  SELECT ((p_at AT TIME ZONE 'UTC') + make_interval(mins => m.gmt_offset_min))::date
    FROM merchants m WHERE m.id = p_merchant
$$;

-- Adds to one member's day; the row is made on first use.
CREATE FUNCTION member_day_add(
  p_member bigint, p_merchant integer, p_at timestamptz,
  p_bets integer DEFAULT 0, p_stake bigint DEFAULT 0, p_valid bigint DEFAULT 0, p_payout bigint DEFAULT 0,
  p_deposits integer DEFAULT 0, p_deposit bigint DEFAULT 0,
  p_withdrawals integer DEFAULT 0, p_withdraw bigint DEFAULT 0, p_logins integer DEFAULT 0
) RETURNS void LANGUAGE sql AS $$
  INSERT INTO member_day_stats AS s (member_id, day, merchant_id, bet_count, stake, valid_bet, payout,
                                     deposit_count, deposit_amount, withdraw_count, withdraw_amount, login_count)
  VALUES (p_member, brand_day(p_merchant, p_at), p_merchant, p_bets, p_stake, p_valid, p_payout,
          p_deposits, p_deposit, p_withdrawals, p_withdraw, p_logins)
  ON CONFLICT (member_id, day) DO UPDATE SET
    bet_count = s.bet_count + EXCLUDED.bet_count,
    stake = s.stake + EXCLUDED.stake,
    valid_bet = s.valid_bet + EXCLUDED.valid_bet,
    payout = s.payout + EXCLUDED.payout,
    deposit_count = s.deposit_count + EXCLUDED.deposit_count,
    deposit_amount = s.deposit_amount + EXCLUDED.deposit_amount,
    withdraw_count = s.withdraw_count + EXCLUDED.withdraw_count,
    withdraw_amount = s.withdraw_amount + EXCLUDED.withdraw_amount,
    login_count = s.login_count + EXCLUDED.login_count
$$;

CREATE FUNCTION member_day_bets() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM member_day_add(NEW.member_id, NEW.merchant_id, NEW.placed_at, p_bets => 1, p_stake => NEW.stake);
  ELSIF NEW.state IS DISTINCT FROM OLD.state THEN
    IF NEW.state = 'refunded' THEN
      PERFORM member_day_add(NEW.member_id, NEW.merchant_id, NEW.placed_at, p_bets => -1, p_stake => -NEW.stake);
    ELSIF NEW.state IN ('settled', 'voided') THEN
      PERFORM member_day_add(NEW.member_id, NEW.merchant_id, NEW.placed_at,
                             p_valid => NEW.stake, p_payout => NEW.payout);
    END IF;
  END IF;
  RETURN NULL;
END;
$$;
CREATE TRIGGER bet_records_member_day AFTER INSERT OR UPDATE OF state ON bet_records
  FOR EACH ROW EXECUTE FUNCTION member_day_bets();

CREATE FUNCTION member_day_deposits() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.state = 'credited' AND OLD.state IS DISTINCT FROM 'credited' THEN
    PERFORM member_day_add(NEW.member_id, NEW.merchant_id, now(), p_deposits => 1, p_deposit => NEW.amount);
  END IF;
  RETURN NULL;
END;
$$;
CREATE TRIGGER deposit_orders_member_day AFTER UPDATE OF state ON deposit_orders
  FOR EACH ROW EXECUTE FUNCTION member_day_deposits();

-- Paid counts on the day it was paid; a payout refunded after a "not received" dispute is taken back.
CREATE FUNCTION member_day_withdrawals() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.state = 'paid' AND OLD.state IS DISTINCT FROM 'paid' THEN
    PERFORM member_day_add(NEW.member_id, NEW.merchant_id, NEW.paid_at, p_withdrawals => 1, p_withdraw => NEW.amount);
  ELSIF NEW.state = 'refunded' AND OLD.state IS DISTINCT FROM 'refunded' THEN
    PERFORM member_day_add(NEW.member_id, NEW.merchant_id, NEW.paid_at, p_withdrawals => -1, p_withdraw => -NEW.amount);
  END IF;
  RETURN NULL;
END;
$$;
CREATE TRIGGER withdrawals_member_day AFTER UPDATE OF state ON withdrawals
  FOR EACH ROW EXECUTE FUNCTION member_day_withdrawals();

CREATE FUNCTION member_day_logins() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM member_day_add(NEW.member_id, m.merchant_id, NEW.at, p_logins => 1) FROM members m WHERE m.id = NEW.member_id;
  RETURN NULL;
END;
$$;
CREATE TRIGGER login_history_member_day AFTER INSERT ON login_history
  FOR EACH ROW EXECUTE FUNCTION member_day_logins();

-- What happened so far, counted once.
INSERT INTO member_day_stats (member_id, day, merchant_id, bet_count, stake, valid_bet, payout)
SELECT member_id, brand_day(merchant_id, placed_at), merchant_id,
       count(*) FILTER (WHERE state <> 'refunded'),
       COALESCE(SUM(stake) FILTER (WHERE state <> 'refunded'), 0),
       COALESCE(SUM(stake) FILTER (WHERE state IN ('settled', 'voided')), 0),
       COALESCE(SUM(payout) FILTER (WHERE state IN ('settled', 'voided')), 0)
  FROM bet_records GROUP BY member_id, brand_day(merchant_id, placed_at), merchant_id;
SELECT member_day_add(member_id, merchant_id, updated_at, p_deposits => 1, p_deposit => amount)
  FROM deposit_orders WHERE state = 'credited';
SELECT member_day_add(member_id, merchant_id, paid_at, p_withdrawals => 1, p_withdraw => amount)
  FROM withdrawals WHERE paid_at IS NOT NULL AND state <> 'refunded';
SELECT member_day_add(h.member_id, m.merchant_id, h.at, p_logins => 1)
  FROM login_history h JOIN members m ON m.id = h.member_id;

-- Platform messages: system notices (a template and its parameters, written in the
-- reader's language when read) and operators' messages. One row per member.
CREATE TABLE member_messages (
  id          bigserial PRIMARY KEY,
  merchant_id integer NOT NULL REFERENCES merchants(id),
  member_id   bigint  NOT NULL REFERENCES members(id),
  kind        text    NOT NULL CHECK (kind IN ('system', 'internal')),
  template    text,
  params      jsonb   NOT NULL DEFAULT '{}',
  title       jsonb,
  content     jsonb,
  created_at  timestamptz NOT NULL DEFAULT now(),
  read_at     timestamptz,
  CHECK ((kind = 'system') = (template IS NOT NULL)),
  CHECK (kind = 'system' OR (title IS NOT NULL AND content IS NOT NULL))
);
CREATE INDEX member_messages_member ON member_messages (member_id, created_at DESC, id DESC);
CREATE INDEX member_messages_unread ON member_messages (member_id) WHERE read_at IS NULL;
`;
