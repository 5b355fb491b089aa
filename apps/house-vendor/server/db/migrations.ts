import { BACCARAT_MIGRATIONS } from './migrations-baccarat.ts';
import { LOTTERY_MIGRATIONS } from './migrations-lottery.ts';

/**
 * The house vendor's own schema, in its own database (never the platform's): what a game
 * provider keeps. Append only: an applied migration is never edited.
 */
export const MIGRATIONS: readonly { id: string; sql: string }[] = [
  {
    id: '001-sessions-and-rounds',
    sql: /* sql */ `
-- What the platform asked for in a launch (server to server, signed), found again by its token.
CREATE TABLE launches (
  token_hash  text PRIMARY KEY,
  vendor_code text NOT NULL,
  game_code   text NOT NULL,
  language    text NOT NULL,
  -- The site that frames the game: its origin is the page's frame-ancestors and postMessage target.
  site_origin text,
  back_url    text,
  view        text,
  created_at  timestamptz NOT NULL DEFAULT now()
);

-- A game page's session: the platform's player behind a launch, for the page's calls.
CREATE TABLE sessions (
  token_hash  text PRIMARY KEY,
  vendor_code text NOT NULL,
  player_id   text NOT NULL,
  currency    text NOT NULL,
  nickname    text NOT NULL,
  game_code   text NOT NULL,
  language    text NOT NULL,
  site_origin text,
  created_at  timestamptz NOT NULL DEFAULT now(),
  expires_at  timestamptz NOT NULL
);
CREATE INDEX sessions_player ON sessions (player_id);

-- A player's provably-fair seed pair per game family: the server seed's hash is shown before play;
-- rotating reveals it (revealed_at) and starts a new pair at nonce 0.
CREATE TABLE fair_seeds (
  id          bigserial PRIMARY KEY,
  vendor_code text NOT NULL,
  player_id   text NOT NULL,
  family      text NOT NULL,
  server_seed text NOT NULL,
  seed_hash   text NOT NULL,
  client_seed text NOT NULL,
  nonce       integer NOT NULL DEFAULT 0,
  created_at  timestamptz NOT NULL DEFAULT now(),
  revealed_at timestamptz
);
CREATE UNIQUE INDEX fair_seeds_active ON fair_seeds (vendor_code, player_id, family) WHERE revealed_at IS NULL;

-- One round of a single-player game: staked by one bet call, settled by one win call (0 for a loss)
-- or refunded by one rollback, every call idempotent by its transaction id.
CREATE TABLE rounds (
  id           bigserial PRIMARY KEY,
  vendor_code  text NOT NULL,
  player_id    text NOT NULL,
  currency     text NOT NULL,
  game_code    text NOT NULL,
  seed_id      bigint REFERENCES fair_seeds(id),
  nonce        integer,
  stake        bigint NOT NULL CHECK (stake > 0),
  payout       bigint CHECK (payout >= 0),
  state        text NOT NULL CHECK (state IN ('betting', 'open', 'settling', 'settled', 'refused', 'refunding', 'refunded')),
  -- The game's own progress and result (a mines board's reveals, a crash's start).
  play         jsonb NOT NULL DEFAULT '{}',
  created_at   timestamptz NOT NULL DEFAULT now(),
  settled_at   timestamptz
);
CREATE INDEX rounds_player ON rounds (player_id, created_at DESC);
CREATE INDEX rounds_unfinished ON rounds (created_at) WHERE state IN ('betting', 'settling', 'refunding');

-- Every wallet call, sent and then kept until the platform acknowledges it: a win or a rollback
-- that times out is sent again (the same body, the same transaction id) until it is answered.
CREATE TABLE wallet_calls (
  transaction_id text PRIMARY KEY,
  vendor_code    text NOT NULL,
  kind           text NOT NULL CHECK (kind IN ('bet', 'win', 'rollback', 'end')),
  round_id       text NOT NULL,
  body           jsonb NOT NULL,
  state          text NOT NULL DEFAULT 'pending' CHECK (state IN ('pending', 'done', 'refused')),
  answer         jsonb,
  attempts       integer NOT NULL DEFAULT 0,
  next_at        timestamptz NOT NULL DEFAULT now(),
  last_error     text,
  created_at     timestamptz NOT NULL DEFAULT now(),
  done_at        timestamptz
);
CREATE INDEX wallet_calls_due ON wallet_calls (next_at) WHERE state = 'pending';
`,
  },
  ...LOTTERY_MIGRATIONS,
  ...BACCARAT_MIGRATIONS,
];
