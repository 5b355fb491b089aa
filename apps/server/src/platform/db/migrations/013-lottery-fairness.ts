/**
 * Provably fair lottery draws (vendor ARCV): one server seed per game and draw number,
 * held from the moment the draw first opens or is shown. Its SHA-256 is published while
 * the draw takes bets; the result is derived from the seed (house/lottery/fairness.ts);
 * the seed is shown once the draw has its result. A commitment is never rewritten or
 * removed, or a published hash could stop matching. Draws drawn before this migration
 * have no row here (their seed fields read null).
 */
export const lotteryFairness = /* sql */ `
CREATE TABLE lottery_draw_seeds (
  game_code  text NOT NULL REFERENCES lottery_games (code),
  draw_no    bigint NOT NULL,
  seed       text NOT NULL CHECK (seed ~ '^[0-9a-f]{64}$'),
  seed_hash  text NOT NULL CHECK (seed_hash ~ '^[0-9a-f]{64}$'),
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (game_code, draw_no)
);

CREATE FUNCTION lottery_draw_seeds_fixed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'lottery draw seeds are never changed (% on %)', TG_OP, TG_TABLE_NAME USING ERRCODE = 'P0001';
END;
$$;
CREATE TRIGGER lottery_draw_seeds_fixed BEFORE UPDATE OR DELETE ON lottery_draw_seeds
  FOR EACH ROW EXECUTE FUNCTION lottery_draw_seeds_fixed();
`;
