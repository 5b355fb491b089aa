import { teamDayStats } from './023-team-day-stats.ts';

/**
 * The agent tree as a closure table kept by the database: one row per (ancestor,
 * descendant) pair with its distance, a member's own row at depth 0. "Is X in my
 * downline" is one primary-key probe and "my downline" one index range, at any depth,
 * without walking parent links at read time. Triggers keep it in step with
 * members.parent_id in the same statement: on insert, and when an operator moves a
 * member (its whole downline moves with it). A parent of another brand, or one inside
 * the member's own downline (a cycle), is refused by the database.
 *
 * Also: a member's state and rights as their upline set them (disabled, may transfer to
 * their own downline, may register downline accounts), what a brand lets its agents
 * change, an agent audience for announcements, and the indexes the team reports read by.
 */
export const agentTree = /* sql */ `
CREATE TABLE member_tree (
  ancestor_id   bigint  NOT NULL REFERENCES members(id),
  descendant_id bigint  NOT NULL REFERENCES members(id),
  depth         integer NOT NULL CHECK (depth >= 0),
  PRIMARY KEY (ancestor_id, descendant_id),
  CHECK ((depth = 0) = (ancestor_id = descendant_id))
);
CREATE INDEX member_tree_descendant ON member_tree (descendant_id, depth);

-- A parent of the same brand, never the member itself nor anyone below it. A move holds the
-- brand's tree lock alone and a new member holds it shared until commit, so a move never
-- misses a member joining below it, and two moves cannot make a loop between them.
CREATE FUNCTION member_tree_check() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' THEN
    PERFORM pg_advisory_xact_lock(7231023, NEW.merchant_id);
  ELSE
    PERFORM pg_advisory_xact_lock_shared(7231023, NEW.merchant_id);
  END IF;
  IF NEW.parent_id IS NULL THEN
    RETURN NEW;
  END IF;
  IF NOT EXISTS (SELECT 1 FROM members p WHERE p.id = NEW.parent_id AND p.merchant_id = NEW.merchant_id) THEN
    RAISE EXCEPTION 'member % cannot have upline % of another brand', NEW.id, NEW.parent_id
      USING ERRCODE = '23514', CONSTRAINT = 'members_parent_same_brand';
  END IF;
  IF TG_OP = 'UPDATE' AND EXISTS (
    SELECT 1 FROM member_tree t WHERE t.ancestor_id = NEW.id AND t.descendant_id = NEW.parent_id
  ) THEN
    RAISE EXCEPTION 'member % cannot move under % in its own downline', NEW.id, NEW.parent_id
      USING ERRCODE = '23514', CONSTRAINT = 'members_parent_no_cycle';
  END IF;
  RETURN NEW;
END;
$$;
CREATE TRIGGER members_tree_check BEFORE INSERT OR UPDATE OF parent_id ON members
  FOR EACH ROW EXECUTE FUNCTION member_tree_check();

CREATE FUNCTION member_tree_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO member_tree (ancestor_id, descendant_id, depth)
  SELECT NEW.id, NEW.id, 0
  UNION ALL
  SELECT t.ancestor_id, NEW.id, t.depth + 1 FROM member_tree t WHERE t.descendant_id = NEW.parent_id;
  RETURN NULL;
END;
$$;
CREATE TRIGGER members_tree_insert AFTER INSERT ON members
  FOR EACH ROW EXECUTE FUNCTION member_tree_insert();

-- A move: the member's subtree loses every link to its old ancestors and gains one to each new
-- one; its team days move with it (023-team-day-stats.ts).
CREATE FUNCTION member_tree_move() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.parent_id IS NOT DISTINCT FROM OLD.parent_id THEN
    RETURN NULL;
  END IF;
  PERFORM team_day_shift(NEW.id, -1);
  DELETE FROM member_tree t
   USING member_tree up, member_tree down
   WHERE up.descendant_id = NEW.id AND up.depth > 0
     AND down.ancestor_id = NEW.id
     AND t.ancestor_id = up.ancestor_id AND t.descendant_id = down.descendant_id;
  INSERT INTO member_tree (ancestor_id, descendant_id, depth)
  SELECT up.ancestor_id, down.descendant_id, up.depth + down.depth + 1
    FROM member_tree up, member_tree down
   WHERE up.descendant_id = NEW.parent_id AND down.ancestor_id = NEW.id;
  PERFORM team_day_shift(NEW.id, 1);
  RETURN NULL;
END;
$$;
CREATE TRIGGER members_tree_move AFTER UPDATE OF parent_id ON members
  FOR EACH ROW EXECUTE FUNCTION member_tree_move();

DO $$
BEGIN
  EXECUTE format('ALTER FUNCTION member_tree_check() SET search_path = %I, pg_temp', current_schema());
  EXECUTE format('ALTER FUNCTION member_tree_insert() SET search_path = %I, pg_temp', current_schema());
  EXECUTE format('ALTER FUNCTION member_tree_move() SET search_path = %I, pg_temp', current_schema());
END;
$$;

-- The members there are now, from each root down (a parent link that loops is left out).
INSERT INTO member_tree (ancestor_id, descendant_id, depth)
WITH RECURSIVE down AS (
  SELECT id AS ancestor_id, id AS descendant_id, 0 AS depth, merchant_id FROM members
  UNION ALL
  SELECT d.ancestor_id, m.id, d.depth + 1, d.merchant_id FROM down d
    JOIN members m ON m.parent_id = d.descendant_id AND m.merchant_id = d.merchant_id
   WHERE d.depth < 64
)
SELECT ancestor_id, descendant_id, min(depth) FROM down GROUP BY ancestor_id, descendant_id;

-- State and rights a member's upline sets (who may change which is the brand's call, below).
ALTER TABLE members
  ADD COLUMN disabled_at  timestamptz,
  ADD COLUMN may_transfer boolean NOT NULL DEFAULT true,
  ADD COLUMN may_register boolean NOT NULL DEFAULT true;
CREATE INDEX members_brand_created ON members (merchant_id, created_at);

-- What a brand lets its agents change for their direct downline; no row: everything.
CREATE TABLE merchant_agent_settings (
  merchant_id       integer PRIMARY KEY REFERENCES merchants(id),
  downline_controls text[]  NOT NULL DEFAULT '{state,transfer,register}'
    CHECK (downline_controls <@ '{state,transfer,register}'::text[])
);

-- The team overview counts the downline members who bet in a range: one probe per member,
-- answered from this index alone.
CREATE INDEX member_day_stats_active ON member_day_stats (member_id, day) WHERE bet_count > 0;

-- Team betting lists a downline's bets newest first by walking the brand's bets by time.
CREATE INDEX bet_records_brand_time ON bet_records (merchant_id, placed_at DESC, id DESC);

-- Downline transaction details: money movements other than game rounds and moves between
-- a member's own wallets, by time.
CREATE INDEX ledger_transfers_money_time ON ledger_transfers (merchant_id, created_at DESC, id DESC)
  WHERE type NOT IN ('bet', 'win', 'refund', 'wallet-transfer');
${teamDayStats}`;
