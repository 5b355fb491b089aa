/**
 * Missions and internal messages (issue 10).
 *
 * A mission is a goal over a period of the brand's clock; progress is read from
 * member_day_stats (migration 018), so nothing here counts bets. A claim row per
 * member, mission and period is what makes the reward payable once: its primary key
 * refuses a second one, and the ledger transfer is keyed by it too.
 *
 * Internal messages: what an operator sent (to a member, a label or everyone) is one
 * `message_broadcasts` row; each recipient gets their own copy in member_messages,
 * written in the same statement, so the unread count stays one indexed count.
 */
export const missionsMessages = /* sql */ `
CREATE TABLE missions (
  id          serial  PRIMARY KEY,
  merchant_id integer NOT NULL REFERENCES merchants(id),
  period      text    NOT NULL CHECK (period IN ('daily', 'weekly', 'once')),
  goal        text    NOT NULL CHECK (goal IN ('valid-bet', 'deposit', 'games', 'logins')),
  target      bigint  NOT NULL CHECK (target > 0),
  reward      bigint  NOT NULL CHECK (reward > 0),
  title       jsonb   NOT NULL,
  description jsonb   NOT NULL DEFAULT '{}',
  starts_at   timestamptz NOT NULL DEFAULT now(),
  ends_at     timestamptz CHECK (ends_at IS NULL OR ends_at > starts_at),
  enabled     boolean NOT NULL DEFAULT true,
  sort        integer NOT NULL DEFAULT 0,
  seed_key    text,
  created_at  timestamptz NOT NULL DEFAULT now(),
  updated_at  timestamptz NOT NULL DEFAULT now(),
  UNIQUE (merchant_id, seed_key)
);
CREATE INDEX missions_brand ON missions (merchant_id, sort, id);

CREATE TABLE mission_claims (
  mission_id   integer NOT NULL REFERENCES missions(id),
  member_id    bigint  NOT NULL REFERENCES members(id),
  -- The first brand day of the period claimed (once: the mission's first day).
  period_start date    NOT NULL,
  merchant_id  integer NOT NULL REFERENCES merchants(id),
  amount       bigint  NOT NULL CHECK (amount > 0),
  progress     bigint  NOT NULL,
  transfer_id  bigint  REFERENCES ledger_transfers(id),
  claimed_at   timestamptz NOT NULL DEFAULT now(),
  -- The brand day of the claim: what the leaderboard ranks by.
  claimed_day  date    NOT NULL,
  PRIMARY KEY (mission_id, member_id, period_start)
);
CREATE INDEX mission_claims_member ON mission_claims (member_id, claimed_at DESC);
CREATE INDEX mission_claims_board ON mission_claims (merchant_id, claimed_day);

CREATE TABLE message_broadcasts (
  id          bigserial PRIMARY KEY,
  merchant_id integer NOT NULL REFERENCES merchants(id),
  audience    text    NOT NULL CHECK (audience IN ('member', 'label', 'everyone')),
  target      text,
  title       jsonb   NOT NULL,
  content     jsonb   NOT NULL,
  recipients  integer NOT NULL DEFAULT 0,
  operator_id integer REFERENCES operators(id),
  request_id  text    NOT NULL,
  seed_key    text    UNIQUE,
  sent_at     timestamptz NOT NULL DEFAULT now(),
  CHECK ((audience = 'everyone') = (target IS NULL)),
  UNIQUE (merchant_id, request_id)
);
CREATE INDEX message_broadcasts_brand ON message_broadcasts (merchant_id, sent_at DESC, id DESC);

ALTER TABLE member_messages ADD COLUMN broadcast_id bigint REFERENCES message_broadcasts(id);
CREATE INDEX member_messages_broadcast ON member_messages (broadcast_id) WHERE broadcast_id IS NOT NULL;
`;
