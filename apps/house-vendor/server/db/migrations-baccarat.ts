/**
 * The baccarat tables (ARCL live tables, ARCP card rooms), their players' shoes and hands.
 * Append only, like migrations.ts, which lists these after its own. A hand's money is a round of
 * `rounds` (001), moved by rounds/money.ts; these rows hold what is baccarat's own.
 */
export const BACCARAT_MIGRATIONS: readonly { id: string; sql: string }[] = [
  {
    id: 'baccarat-001-tables-shoes-hands',
    sql: /* sql */ `
-- A table: one game code of ARCL (live tables) or ARCP (card rooms); limits per bet spot in minor
-- units. Seeded as the platform's migration 012 had them, in the same order (so the same numbers,
-- the rooms' roomId). Names are the catalogue's (server/games/baccarat/catalogue.ts).
CREATE TABLE baccarat_tables (
  id          serial PRIMARY KEY,
  game_code   text NOT NULL UNIQUE,
  vendor_code text NOT NULL CHECK (vendor_code IN ('ARCL', 'ARCP')),
  min_bet     bigint NOT NULL CHECK (min_bet > 0),
  max_bet     bigint NOT NULL CHECK (max_bet >= min_bet),
  seats       integer NOT NULL CHECK (seats > 0),
  -- false: listed as under maintenance; its page refuses to deal (game-maintenance).
  enabled     boolean NOT NULL DEFAULT true,
  sort        integer NOT NULL DEFAULT 0
);

INSERT INTO baccarat_tables (game_code, vendor_code, min_bet, max_bet, seats, sort) VALUES
  ('ARCL-BAC-1', 'ARCL', 100, 1000000, 50, 1),
  ('ARCL-BAC-2', 'ARCL', 1000, 5000000, 50, 2),
  ('ARCL-BAC-3', 'ARCL', 10000, 20000000, 20, 3),
  ('ARCP-BAC-1', 'ARCP', 100, 500000, 7, 1),
  ('ARCP-BAC-2', 'ARCP', 500, 1000000, 7, 2),
  ('ARCP-BAC-3', 'ARCP', 2000, 5000000, 7, 3),
  ('ARCP-BAC-4', 'ARCP', 10000, 10000000, 7, 4);

-- Who sits at a table: a player counts (the room's players, its seats) while seen lately.
CREATE TABLE baccarat_seats (
  table_id     integer NOT NULL REFERENCES baccarat_tables (id),
  player_id    text NOT NULL,
  last_seen_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (table_id, player_id)
);
CREATE INDEX baccarat_seats_seen ON baccarat_seats (table_id, last_seen_at);

-- One open shoe per (table, player). Its order is fixed by (server_seed, client_seed, shoe_no);
-- only server_seed_hash is shown until the shoe is ended (cut card) or rotated (a new shoe asked
-- for). position: where the next hand starts.
CREATE TABLE baccarat_shoes (
  id               bigserial PRIMARY KEY,
  table_id         integer NOT NULL REFERENCES baccarat_tables (id),
  player_id        text NOT NULL,
  shoe_no          integer NOT NULL CHECK (shoe_no >= 1),
  server_seed      text NOT NULL CHECK (server_seed ~ '^[0-9a-f]{64}$'),
  server_seed_hash text NOT NULL CHECK (server_seed_hash ~ '^[0-9a-f]{64}$'),
  client_seed      text NOT NULL CHECK (client_seed ~ '^[A-Za-z0-9_-]{1,64}$'),
  position         integer NOT NULL CHECK (position BETWEEN 1 AND 416),
  hands            integer NOT NULL DEFAULT 0 CHECK (hands >= 0),
  status           text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'ended', 'rotated')),
  created_at       timestamptz NOT NULL DEFAULT now(),
  ended_at         timestamptz,
  UNIQUE (table_id, player_id, shoe_no),
  CHECK ((status = 'open') = (ended_at IS NULL))
);
CREATE UNIQUE INDEX baccarat_one_open_shoe ON baccarat_shoes (table_id, player_id) WHERE status = 'open';

-- A hand: the round it is staked and settled by, and the shoe's next cards, worked out when the
-- hand is written (before any money moves). pending: its bet not yet answered, the cards still
-- the shoe's next ones (one pending hand per shoe); dealt: the bet taken, the shoe moved past its
-- cards; void: the bet refused or refunded, no card used.
CREATE TABLE baccarat_hands (
  round_id     bigint PRIMARY KEY REFERENCES rounds (id),
  request_id   text NOT NULL,
  player_id    text NOT NULL,
  table_id     integer NOT NULL REFERENCES baccarat_tables (id),
  shoe_id      bigint NOT NULL REFERENCES baccarat_shoes (id),
  hand_no      integer NOT NULL CHECK (hand_no >= 1),
  position     integer NOT NULL,
  used         integer NOT NULL CHECK (used BETWEEN 4 AND 6),
  bets         jsonb NOT NULL,
  cards        jsonb NOT NULL,
  winner       text NOT NULL CHECK (winner IN ('P', 'B', 'T')),
  player_total integer NOT NULL CHECK (player_total BETWEEN 0 AND 9),
  banker_total integer NOT NULL CHECK (banker_total BETWEEN 0 AND 9),
  player_pair  boolean NOT NULL,
  banker_pair  boolean NOT NULL,
  is_natural   boolean NOT NULL,
  returned     bigint NOT NULL CHECK (returned >= 0),
  state        text NOT NULL DEFAULT 'pending' CHECK (state IN ('pending', 'dealt', 'void')),
  created_at   timestamptz NOT NULL DEFAULT now(),
  dealt_at     timestamptz,
  UNIQUE (player_id, request_id),
  CHECK ((state = 'dealt') = (dealt_at IS NOT NULL))
);
CREATE UNIQUE INDEX baccarat_one_pending_hand ON baccarat_hands (shoe_id) WHERE state = 'pending';
CREATE UNIQUE INDEX baccarat_hand_numbers ON baccarat_hands (shoe_id, hand_no) WHERE state = 'dealt';
CREATE INDEX baccarat_hands_road ON baccarat_hands (table_id, dealt_at) WHERE state = 'dealt';
CREATE INDEX baccarat_hands_pending ON baccarat_hands (created_at) WHERE state = 'pending';
`,
  },
];
