/** The house vendor's own game state: slot rounds and seeds, table rooms and hands. */
export const houseGames = /* sql */ `
-- Slots (vendor ARC). One active seed pair per player (the seamless playerId): the server
-- seed stays secret, only its SHA-256 shown, until the player rotates the pair; next_nonce
-- is the nonce the pair's next round takes.
CREATE TABLE slot_seeds (
  id bigserial PRIMARY KEY,
  player_id text NOT NULL,
  server_seed text NOT NULL CHECK (server_seed ~ '^[0-9a-f]{64}$'),
  server_seed_hash text NOT NULL CHECK (server_seed_hash ~ '^[0-9a-f]{64}$'),
  client_seed text NOT NULL CHECK (length(client_seed) BETWEEN 1 AND 64),
  next_nonce int NOT NULL DEFAULT 0 CHECK (next_nonce >= 0),
  active boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now(),
  revealed_at timestamptz,
  CHECK (active = (revealed_at IS NULL))
);
CREATE UNIQUE INDEX slot_seeds_one_active ON slot_seeds (player_id) WHERE active;
CREATE INDEX slot_seeds_player ON slot_seeds (player_id, id DESC);

-- A round: one seamless bet (the stake), the outcome of (seed, nonce), one seamless win (the
-- payout, 0 for a loss). betting → paying → settled; betting → refused (the wallet said no,
-- no money moved); any failure after the bet → rolling-back → rolled-back (stake refunded).
-- Rounds left in betting, paying or rolling-back are finished by the recovery sweep.
CREATE TABLE slot_rounds (
  id bigserial PRIMARY KEY,
  round_id text NOT NULL UNIQUE,
  request_id text NOT NULL,
  player_id text NOT NULL,
  game_code text NOT NULL,
  seed_id bigint NOT NULL REFERENCES slot_seeds (id),
  nonce int NOT NULL CHECK (nonce >= 0),
  stake bigint NOT NULL CHECK (stake > 0),
  payout bigint CHECK (payout >= 0),
  bet_transaction_id text NOT NULL UNIQUE,
  win_transaction_id text UNIQUE,
  rollback_transaction_id text UNIQUE,
  status text NOT NULL CHECK (status IN ('betting', 'paying', 'settled', 'refused', 'rolling-back', 'rolled-back')),
  -- The reel stops, grids and wins of every spin of the round (engine RoundResult).
  result jsonb,
  balance bigint,
  error text,
  created_at timestamptz NOT NULL DEFAULT now(),
  settled_at timestamptz,
  UNIQUE (seed_id, nonce),
  UNIQUE (player_id, request_id),
  CHECK (status NOT IN ('paying', 'settled') OR (result IS NOT NULL AND payout IS NOT NULL)),
  CHECK ((status = 'settled') = (win_transaction_id IS NOT NULL AND settled_at IS NOT NULL))
);
CREATE INDEX slot_rounds_player ON slot_rounds (player_id, id DESC);
CREATE INDEX slot_rounds_seed ON slot_rounds (seed_id, nonce);
CREATE INDEX slot_rounds_open ON slot_rounds (status, created_at) WHERE status IN ('betting', 'paying', 'rolling-back');

-- Table games (house baccarat). A table is one gameCode of vendor ARCL (live) or
-- ARCP (PVP rooms); limits are per bet spot in minor units. Hands are dealt per
-- player request from the player's own provably fair shoe at that table.
CREATE TABLE house_baccarat_tables (
  id serial PRIMARY KEY,
  game_code text NOT NULL UNIQUE,
  vendor text NOT NULL,
  name jsonb NOT NULL,
  min_bet bigint NOT NULL CHECK (min_bet > 0),
  max_bet bigint NOT NULL CHECK (max_bet >= min_bet),
  seats int NOT NULL CHECK (seats > 0),
  enabled boolean NOT NULL DEFAULT true,
  sort int NOT NULL DEFAULT 0
);

INSERT INTO house_baccarat_tables (game_code, vendor, name, min_bet, max_bet, seats, sort) VALUES
  ('ARCL-BAC-1', 'ARCL', '{"EN":"Live Baccarat 1","CN":"真人百家乐 1","VI":"Baccarat Trực tiếp 1","JA":"ライブバカラ 1","TH":"บาคาร่าสด 1","TY":"Live Baccarat 1"}', 100, 1000000, 50, 1),
  ('ARCL-BAC-2', 'ARCL', '{"EN":"Live Baccarat 2","CN":"真人百家乐 2","VI":"Baccarat Trực tiếp 2","JA":"ライブバカラ 2","TH":"บาคาร่าสด 2","TY":"Live Baccarat 2"}', 1000, 5000000, 50, 2),
  ('ARCL-BAC-3', 'ARCL', '{"EN":"Live Baccarat VIP","CN":"真人百家乐 VIP","VI":"Baccarat Trực tiếp VIP","JA":"ライブバカラ VIP","TH":"บาคาร่าสด VIP","TY":"Live Baccarat VIP"}', 10000, 20000000, 20, 3),
  ('ARCP-BAC-1', 'ARCP', '{"EN":"Baccarat Room 1","CN":"百家乐房间 1","VI":"Phòng Baccarat 1","JA":"バカラルーム 1","TH":"ห้องบาคาร่า 1","TY":"Silid ng Baccarat 1"}', 100, 500000, 7, 1),
  ('ARCP-BAC-2', 'ARCP', '{"EN":"Baccarat Room 2","CN":"百家乐房间 2","VI":"Phòng Baccarat 2","JA":"バカラルーム 2","TH":"ห้องบาคาร่า 2","TY":"Silid ng Baccarat 2"}', 500, 1000000, 7, 2),
  ('ARCP-BAC-3', 'ARCP', '{"EN":"Baccarat Room 3","CN":"百家乐房间 3","VI":"Phòng Baccarat 3","JA":"バカラルーム 3","TH":"ห้องบาคาร่า 3","TY":"Silid ng Baccarat 3"}', 2000, 5000000, 7, 3),
  ('ARCP-BAC-4', 'ARCP', '{"EN":"Baccarat High Room","CN":"百家乐高额房","VI":"Phòng Baccarat Cao cấp","JA":"バカラ ハイルーム","TH":"ห้องบาคาร่าไฮโรลเลอร์","TY":"Silid ng Baccarat High"}', 10000, 10000000, 7, 4);

-- A player's session at a table, opened by exchanging the launch token; only the
-- hash of the page's session token is stored.
CREATE TABLE house_baccarat_sessions (
  id bigserial PRIMARY KEY,
  token_hash text NOT NULL UNIQUE,
  table_id int NOT NULL REFERENCES house_baccarat_tables (id),
  player_id text NOT NULL,
  nickname text NOT NULL,
  currency text NOT NULL,
  language text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  last_seen_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX house_baccarat_sessions_seen ON house_baccarat_sessions (table_id, last_seen_at);

-- One shoe per (table, player) at a time. The seed is revealed (shown) only once the
-- shoe is ended or rotated; shoe_no is the nonce of the fair stream.
CREATE TABLE house_baccarat_shoes (
  id bigserial PRIMARY KEY,
  table_id int NOT NULL REFERENCES house_baccarat_tables (id),
  player_id text NOT NULL,
  shoe_no int NOT NULL,
  server_seed text NOT NULL,
  server_seed_hash text NOT NULL,
  client_seed text NOT NULL,
  position int NOT NULL,
  hands int NOT NULL DEFAULT 0,
  status text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'ended', 'rotated')),
  created_at timestamptz NOT NULL DEFAULT now(),
  ended_at timestamptz,
  UNIQUE (table_id, player_id, shoe_no)
);
CREATE UNIQUE INDEX house_baccarat_one_open_shoe ON house_baccarat_shoes (table_id, player_id) WHERE status = 'open';

-- A hand: one seamless bet (the sum of its spots) and one seamless win (the sum of
-- the returns). betting → dealt → settled, or betting → refused (no money moved),
-- or betting → rolling-back → rolled-back (the bet refunded, no cards used).
CREATE TABLE house_baccarat_hands (
  id bigserial PRIMARY KEY,
  round_id text NOT NULL UNIQUE,
  request_id text NOT NULL,
  shoe_id bigint NOT NULL REFERENCES house_baccarat_shoes (id),
  table_id int NOT NULL REFERENCES house_baccarat_tables (id),
  session_id bigint NOT NULL REFERENCES house_baccarat_sessions (id),
  player_id text NOT NULL,
  game_code text NOT NULL,
  bets jsonb NOT NULL,
  stake bigint NOT NULL CHECK (stake > 0),
  status text NOT NULL CHECK (status IN ('betting', 'refused', 'dealt', 'settled', 'rolling-back', 'rolled-back')),
  hand_no int,
  position int,
  cards jsonb,
  winner text CHECK (winner IN ('P', 'B', 'T')),
  player_total int,
  banker_total int,
  player_pair boolean,
  banker_pair boolean,
  is_natural boolean,
  returned bigint,
  balance bigint,
  error text,
  created_at timestamptz NOT NULL DEFAULT now(),
  dealt_at timestamptz,
  settled_at timestamptz,
  UNIQUE (player_id, request_id)
);
-- At most one hand waiting for its bet per shoe: the cards it will get are the shoe's next ones.
CREATE UNIQUE INDEX house_baccarat_one_betting_hand ON house_baccarat_hands (shoe_id) WHERE status = 'betting';
CREATE INDEX house_baccarat_hands_road ON house_baccarat_hands (table_id, dealt_at) WHERE winner IS NOT NULL;
CREATE INDEX house_baccarat_hands_shoe ON house_baccarat_hands (shoe_id, hand_no);
CREATE INDEX house_baccarat_hands_open ON house_baccarat_hands (status, created_at)
  WHERE status IN ('betting', 'dealt', 'rolling-back');
`;
