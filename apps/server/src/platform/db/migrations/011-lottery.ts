/**
 * The house Vietnam-style lottery (vendor ARCV): its games, draws and tickets.
 * These are the vendor's own tables: no ledger here, money moves only through the
 * seamless-wallet API. Draws are shared by every brand (one result per game and
 * draw number, enforced by the primary key); tickets belong to a seamless player id.
 */
export const lottery = /* sql */ `
CREATE TABLE lottery_games (
  code             text PRIMARY KEY CHECK (code ~ '^[A-Z0-9-]{1,32}$'),
  vendor           text NOT NULL DEFAULT 'ARCV',
  region           text NOT NULL CHECK (region IN ('NORTH', 'SOUTH')),
  prize_mode       text NOT NULL DEFAULT 'Lott',
  interval_seconds integer NOT NULL CHECK (interval_seconds >= 60 AND 86400 % interval_seconds = 0),
  close_seconds    integer NOT NULL CHECK (close_seconds >= 0 AND close_seconds < interval_seconds),
  -- Hundredths of the stake paid per match: 350 pays 3.5 times.
  odds_lo          integer NOT NULL CHECK (odds_lo > 0),
  odds_de          integer NOT NULL CHECK (odds_de > 0),
  odds_cang3       integer NOT NULL CHECK (odds_cang3 > 0),
  names            jsonb NOT NULL,
  sort             integer NOT NULL DEFAULT 0,
  enabled          boolean NOT NULL DEFAULT true
);

CREATE TABLE lottery_draws (
  game_code  text NOT NULL REFERENCES lottery_games (code),
  draw_no    bigint NOT NULL,
  draw_at    timestamptz NOT NULL,
  special    text NOT NULL CHECK (special ~ '^[0-9]{5,6}$'),
  prizes     jsonb NOT NULL,
  drawn_at   timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (game_code, draw_no)
);
CREATE INDEX lottery_draws_latest ON lottery_draws (draw_at DESC, game_code);

CREATE TABLE lottery_tickets (
  id          bigserial PRIMARY KEY,
  player_id   text NOT NULL,
  currency    text NOT NULL,
  game_code   text NOT NULL REFERENCES lottery_games (code),
  draw_no     bigint NOT NULL,
  bet_type    text NOT NULL CHECK (bet_type IN ('LO', 'DE', 'CANG3')),
  number      text NOT NULL CHECK (number ~ '^[0-9]{2,3}$'),
  stake       bigint NOT NULL CHECK (stake > 0),
  odds        integer NOT NULL CHECK (odds > 0),
  -- The page's purchase id: a retried purchase finds its tickets instead of buying again.
  request_id  text NOT NULL,
  -- pending: bet sent, not confirmed · open: bet accepted · won/lost: win call answered ·
  -- rejected: the wallet refused the bet · void: the bet was rolled back.
  status      text NOT NULL DEFAULT 'pending'
              CHECK (status IN ('pending', 'open', 'won', 'lost', 'rejected', 'void')),
  hits        integer,
  payout      bigint CHECK (payout >= 0),
  -- Settlement works outside transactions (HTTP); a lease keeps two processes off one ticket.
  lease_until timestamptz,
  created_at  timestamptz NOT NULL DEFAULT now(),
  settled_at  timestamptz,
  UNIQUE (player_id, request_id, number),
  CHECK ((status IN ('won', 'lost')) = (payout IS NOT NULL))
);
CREATE INDEX lottery_tickets_player ON lottery_tickets (player_id, game_code, id DESC);
CREATE INDEX lottery_tickets_unsettled ON lottery_tickets (game_code, draw_no) WHERE status IN ('pending', 'open');
CREATE INDEX lottery_tickets_recent ON lottery_tickets (created_at, game_code);

INSERT INTO lottery_games (code, region, interval_seconds, close_seconds, odds_lo, odds_de, odds_cang3, names, sort) VALUES
  ('ARCV-VN-1', 'NORTH', 60, 10, 350, 9500, 95000,
   '{"EN":"Vietnam Lotto 1 Minute (North)","CN":"越南1分彩（北部）","VI":"Xổ Số Siêu Tốc 1 Phút (Miền Bắc)","JA":"ベトナムロト1分（北部）","TH":"หวยเวียดนาม 1 นาที (เหนือ)","TY":"Vietnam Lotto 1 Minuto (Hilaga)"}', 1),
  ('ARCV-VN-3', 'SOUTH', 180, 15, 520, 9500, 95000,
   '{"EN":"Vietnam Lotto 3 Minutes (South)","CN":"越南3分彩（南部）","VI":"Xổ Số Siêu Tốc 3 Phút (Miền Nam)","JA":"ベトナムロト3分（南部）","TH":"หวยเวียดนาม 3 นาที (ใต้)","TY":"Vietnam Lotto 3 Minuto (Timog)"}', 2),
  ('ARCV-VN-5', 'NORTH', 300, 30, 350, 9500, 95000,
   '{"EN":"Vietnam Lotto 5 Minutes (North)","CN":"越南5分彩（北部）","VI":"Xổ Số Siêu Tốc 5 Phút (Miền Bắc)","JA":"ベトナムロト5分（北部）","TH":"หวยเวียดนาม 5 นาที (เหนือ)","TY":"Vietnam Lotto 5 Minuto (Hilaga)"}', 3);
`;
