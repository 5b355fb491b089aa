/**
 * The draws and tickets of the vendor's draw games: the Vietnam lottery (ARCV) and the e-lottery
 * (ARCE: K3, 5D, keno). Append only, like migrations.ts, which lists these after its own.
 */
export const LOTTERY_MIGRATIONS: readonly { id: string; sql: string }[] = [
  {
    id: 'lottery-001-draws-and-tickets',
    sql: /* sql */ `
-- One row per game and draw number, written when the draw is committed (before its first bet):
-- its server seed and the seed's SHA-256, published from then on. The result is written once, at
-- the draw's time, from that seed alone; the seed is shown only once the result is there.
CREATE TABLE lottery_draws (
  game_code  text NOT NULL,
  draw_no    bigint NOT NULL CHECK (draw_no >= 0),
  draw_at    timestamptz NOT NULL,
  close_at   timestamptz NOT NULL CHECK (close_at <= draw_at),
  seed       text NOT NULL CHECK (seed ~ '^[0-9a-f]{64}$'),
  seed_hash  text NOT NULL CHECK (seed_hash ~ '^[0-9a-f]{64}$'),
  result     jsonb,
  drawn_at   timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (game_code, draw_no),
  CHECK ((result IS NULL) = (drawn_at IS NULL))
);
CREATE INDEX lottery_draws_owed ON lottery_draws (draw_at) WHERE result IS NULL;
CREATE INDEX lottery_draws_drawn ON lottery_draws (game_code, draw_no DESC) WHERE result IS NOT NULL;
CREATE INDEX lottery_draws_latest ON lottery_draws (draw_at DESC) WHERE result IS NOT NULL;

-- A commitment is never rewritten or removed (a published hash must keep matching), and a result
-- once written never changes.
CREATE FUNCTION lottery_draws_fixed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' OR NEW.seed <> OLD.seed OR NEW.seed_hash <> OLD.seed_hash OR NEW.draw_at <> OLD.draw_at
     OR NEW.close_at <> OLD.close_at OR OLD.result IS NOT NULL THEN
    RAISE EXCEPTION 'lottery draws are never changed once committed or drawn (% on %)', TG_OP, TG_TABLE_NAME
      USING ERRCODE = 'P0001';
  END IF;
  RETURN NEW;
END;
$$;
CREATE TRIGGER lottery_draws_fixed BEFORE UPDATE OR DELETE ON lottery_draws
  FOR EACH ROW EXECUTE FUNCTION lottery_draws_fixed();

-- A ticket is a round (rounds: its stake, its state, its money calls, what it played in play) on a
-- committed draw. A purchase's tickets share its request id, numbered by line, so a repeated
-- purchase finds them instead of buying again. settled_at: claimed for its win call.
CREATE TABLE lottery_tickets (
  round_id    bigint PRIMARY KEY REFERENCES rounds (id),
  vendor_code text NOT NULL,
  player_id   text NOT NULL,
  game_code   text NOT NULL,
  draw_no     bigint NOT NULL,
  request_id  text NOT NULL,
  line        smallint NOT NULL DEFAULT 0,
  created_at  timestamptz NOT NULL DEFAULT now(),
  settled_at  timestamptz,
  FOREIGN KEY (game_code, draw_no) REFERENCES lottery_draws (game_code, draw_no),
  UNIQUE (vendor_code, player_id, request_id, line)
);
CREATE INDEX lottery_tickets_unsettled ON lottery_tickets (game_code, draw_no) WHERE settled_at IS NULL;
CREATE INDEX lottery_tickets_player ON lottery_tickets (player_id, game_code, round_id DESC);
CREATE INDEX lottery_tickets_recent ON lottery_tickets (created_at, game_code);
`,
  },
];
