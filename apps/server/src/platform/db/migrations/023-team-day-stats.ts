/**
 * Part of migration 023: each agent's team per day (`team_day_stats`), kept by triggers
 * in the same transaction as the member days (`member_day_stats`) it sums, so a team
 * report reads a few rows per day however large the downline. One row per (upline,
 * day, shard): a member always adds to shard member_id % 8, so concurrent bets of one
 * team wait on eight rows, not one (as bets do on the vendor's eight accounts). Rows
 * hold the members who joined that day and who bet that day, and the money figures.
 *
 * A member's days count for every upline above it (depth > 0). A move shifts the moved
 * subtree's days from the old uplines to the new ones, under the brand's tree lock: a
 * day being added at that moment holds the lock shared, so the shift sees it or it
 * sees the new tree, never neither.
 */
const FIGURES = [
  'members_new',
  'members_active',
  'bet_count',
  'stake',
  'valid_bet',
  'payout',
  'deposit_count',
  'deposit_amount',
  'withdraw_count',
  'withdraw_amount',
] as const;
const insertColumns = FIGURES.join(', ');
const addUp = FIGURES.map((column) => `${column} = t.${column} + EXCLUDED.${column}`).join(', ');

export const teamDayStats = /* sql */ `
CREATE TABLE team_day_stats (
  agent_id        bigint   NOT NULL REFERENCES members(id),
  day             date     NOT NULL,
  shard           smallint NOT NULL CHECK (shard BETWEEN 0 AND 7),
  members_new     integer  NOT NULL DEFAULT 0,
  members_active  integer  NOT NULL DEFAULT 0,
  bet_count       integer  NOT NULL DEFAULT 0,
  stake           bigint   NOT NULL DEFAULT 0,
  valid_bet       bigint   NOT NULL DEFAULT 0,
  payout          bigint   NOT NULL DEFAULT 0,
  deposit_count   integer  NOT NULL DEFAULT 0,
  deposit_amount  bigint   NOT NULL DEFAULT 0,
  withdraw_count  integer  NOT NULL DEFAULT 0,
  withdraw_amount bigint   NOT NULL DEFAULT 0,
  PRIMARY KEY (agent_id, day, shard)
);

-- A member day changed: the difference goes to each of its uplines, in key order (no deadlocks).
CREATE FUNCTION team_day_roll() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  was member_day_stats%ROWTYPE;
BEGIN
  IF TG_OP = 'UPDATE' THEN
    was := OLD;
  ELSE
    was := NEW;
    was.bet_count := 0; was.stake := 0; was.valid_bet := 0; was.payout := 0;
    was.deposit_count := 0; was.deposit_amount := 0; was.withdraw_count := 0; was.withdraw_amount := 0;
  END IF;
  IF (NEW.bet_count, NEW.stake, NEW.valid_bet, NEW.payout, NEW.deposit_count, NEW.deposit_amount,
      NEW.withdraw_count, NEW.withdraw_amount)
     = (was.bet_count, was.stake, was.valid_bet, was.payout, was.deposit_count, was.deposit_amount,
        was.withdraw_count, was.withdraw_amount) THEN
    RETURN NULL;
  END IF;
  PERFORM pg_advisory_xact_lock_shared(7231023, NEW.merchant_id);
  INSERT INTO team_day_stats AS t (agent_id, day, shard, ${insertColumns})
  SELECT tr.ancestor_id, NEW.day, (NEW.member_id % 8)::smallint, 0,
         (NEW.bet_count > 0)::int - (was.bet_count > 0)::int,
         NEW.bet_count - was.bet_count, NEW.stake - was.stake, NEW.valid_bet - was.valid_bet,
         NEW.payout - was.payout, NEW.deposit_count - was.deposit_count,
         NEW.deposit_amount - was.deposit_amount, NEW.withdraw_count - was.withdraw_count,
         NEW.withdraw_amount - was.withdraw_amount
    FROM member_tree tr WHERE tr.descendant_id = NEW.member_id AND tr.depth > 0
   ORDER BY tr.ancestor_id
  ON CONFLICT (agent_id, day, shard) DO UPDATE SET ${addUp};
  RETURN NULL;
END;
$$;
CREATE TRIGGER member_day_stats_team AFTER INSERT OR UPDATE ON member_day_stats
  FOR EACH ROW EXECUTE FUNCTION team_day_roll();

-- A member joined: one more new member that day for each of its uplines.
CREATE FUNCTION team_day_joined() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.parent_id IS NULL THEN
    RETURN NULL;
  END IF;
  INSERT INTO team_day_stats AS t (agent_id, day, shard, members_new)
  SELECT tr.ancestor_id, brand_day(NEW.merchant_id, NEW.created_at), (NEW.id % 8)::smallint, 1
    FROM member_tree tr WHERE tr.descendant_id = NEW.id AND tr.depth > 0
   ORDER BY tr.ancestor_id
  ON CONFLICT (agent_id, day, shard) DO UPDATE SET members_new = t.members_new + 1;
  RETURN NULL;
END;
$$;
-- Named to fire after members_tree_insert (triggers fire in name order), once the closure rows exist.
CREATE TRIGGER members_tree_team AFTER INSERT ON members
  FOR EACH ROW EXECUTE FUNCTION team_day_joined();

-- Adds (p_sign 1) or takes away (-1) a member's whole subtree, days and joins, at its current uplines.
CREATE FUNCTION team_day_shift(p_member bigint, p_sign integer) RETURNS void LANGUAGE sql AS $$
  INSERT INTO team_day_stats AS t (agent_id, day, shard, ${insertColumns})
  SELECT up.ancestor_id, d.day, d.shard, ${FIGURES.map((column) => `p_sign * d.${column}`).join(', ')}
    FROM member_tree up
    CROSS JOIN (
      SELECT x.day, x.shard, ${FIGURES.map((column) => `SUM(x.${column})`).join(', ')}
        FROM (
          SELECT s.day, (s.member_id % 8)::smallint AS shard, 0 AS members_new,
                 (s.bet_count > 0)::int AS members_active, s.bet_count, s.stake, s.valid_bet, s.payout,
                 s.deposit_count, s.deposit_amount, s.withdraw_count, s.withdraw_amount
            FROM member_day_stats s JOIN member_tree down ON down.descendant_id = s.member_id
           WHERE down.ancestor_id = p_member
          UNION ALL
          SELECT brand_day(m.merchant_id, m.created_at), (m.id % 8)::smallint, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0
            FROM members m JOIN member_tree down ON down.descendant_id = m.id
           WHERE down.ancestor_id = p_member
        ) x (day, shard, ${insertColumns})
       GROUP BY x.day, x.shard
    ) d (day, shard, ${insertColumns})
   WHERE up.descendant_id = p_member AND up.depth > 0
   ORDER BY up.ancestor_id, d.day, d.shard
  ON CONFLICT (agent_id, day, shard) DO UPDATE SET ${addUp}
$$;

-- Every team day again from the member days and the tree (this migration; bulk loads such as the bench's).
CREATE FUNCTION team_day_rebuild() RETURNS void LANGUAGE sql AS $$
  DELETE FROM team_day_stats;
  INSERT INTO team_day_stats (agent_id, day, shard, ${insertColumns})
  SELECT x.agent_id, x.day, x.shard, ${FIGURES.map((column) => `SUM(x.${column})`).join(', ')}
    FROM (
      SELECT tr.ancestor_id AS agent_id, s.day, (s.member_id % 8)::smallint AS shard, 0 AS members_new,
             (s.bet_count > 0)::int AS members_active, s.bet_count, s.stake, s.valid_bet, s.payout,
             s.deposit_count, s.deposit_amount, s.withdraw_count, s.withdraw_amount
        FROM member_day_stats s JOIN member_tree tr ON tr.descendant_id = s.member_id AND tr.depth > 0
      UNION ALL
      SELECT tr.ancestor_id, brand_day(m.merchant_id, m.created_at), (m.id % 8)::smallint, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0
        FROM members m JOIN member_tree tr ON tr.descendant_id = m.id AND tr.depth > 0
    ) x (agent_id, day, shard, ${insertColumns})
   GROUP BY x.agent_id, x.day, x.shard
$$;

DO $$
BEGIN
  EXECUTE format('ALTER FUNCTION team_day_roll() SET search_path = %I, pg_temp', current_schema());
  EXECUTE format('ALTER FUNCTION team_day_joined() SET search_path = %I, pg_temp', current_schema());
  EXECUTE format('ALTER FUNCTION team_day_shift(bigint, integer) SET search_path = %I, pg_temp', current_schema());
  EXECUTE format('ALTER FUNCTION team_day_rebuild() SET search_path = %I, pg_temp', current_schema());
END;
$$;

SELECT team_day_rebuild();
`;
