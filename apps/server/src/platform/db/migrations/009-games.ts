/**
 * The game catalogue: games with their search words, their names per language,
 * favourites and recent plays. The catalogue is the vendors' and shared by the
 * brands; a brand shows the games of the vendors it has enabled (game_vendors).
 */
export const games = /* sql */ `
CREATE TABLE games (
  id                serial PRIMARY KEY,
  -- The vendor code (game_vendors.vassalage) and the vendor's stored type, the join key to game_vendors.
  vendor            text NOT NULL,
  game_type         text NOT NULL,
  -- The lobby category (e-sports and DS88 split out of SPORTS, as the menu does).
  category          text NOT NULL CHECK (category IN ('ELOTT', 'LOTT', 'LIVE', 'SPORTS', 'FISH', 'RNG', 'PVP', 'ESPORTS', 'DS88')),
  game_code         text NOT NULL UNIQUE,
  -- The vendor's own code for the game, what its launch API takes.
  code              text NOT NULL,
  is_game           text NOT NULL DEFAULT 'GAME' CHECK (is_game IN ('GAME', 'VASSALAGE')),
  default_play_type text,
  classify          text CHECK (classify IN ('JP', 'TG', 'AC', 'BG')),
  min_bet           bigint NOT NULL CHECK (min_bet > 0),
  line_num          integer NOT NULL DEFAULT 0 CHECK (line_num >= 0),
  is_hot            boolean NOT NULL DEFAULT false,
  -- House games: the theme (slots) or the room/draw kind the house engine reads.
  variant           text,
  sort              integer NOT NULL DEFAULT 0,
  -- Search words of the names in every language, written by the server
  -- (modules/games/search-terms.ts) as a literal: prefix search through GIN.
  search            tsvector NOT NULL DEFAULT ''::tsvector,
  enabled           boolean NOT NULL DEFAULT true,
  created_at        timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX games_by_vendor ON games (vendor, sort, id);
CREATE INDEX games_by_category ON games (category, sort, id);
CREATE INDEX games_hot ON games (category, sort, id) WHERE is_hot;
CREATE INDEX games_search ON games USING gin (search);

-- EN is always present; readers fall back to it.
CREATE TABLE game_names (
  game_id  integer NOT NULL REFERENCES games(id) ON DELETE CASCADE,
  language text NOT NULL CHECK (language IN ('CN', 'EN', 'VI', 'JA', 'TH', 'TY')),
  name     text NOT NULL CHECK (length(name) BETWEEN 1 AND 120),
  PRIMARY KEY (game_id, language)
);

CREATE TABLE game_favourites (
  member_id  bigint NOT NULL REFERENCES members(id),
  game_id    integer NOT NULL REFERENCES games(id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT clock_timestamp(),
  PRIMARY KEY (member_id, game_id)
);
CREATE INDEX game_favourites_newest ON game_favourites (member_id, created_at DESC);

-- play_order: a sequence, not the clock, orders plays (two launches can share a timestamp).
CREATE SEQUENCE game_recents_order;
CREATE TABLE game_recents (
  member_id  bigint NOT NULL REFERENCES members(id),
  game_id    integer NOT NULL REFERENCES games(id) ON DELETE CASCADE,
  played_at  timestamptz NOT NULL DEFAULT clock_timestamp(),
  play_order bigint NOT NULL DEFAULT nextval('game_recents_order'),
  PRIMARY KEY (member_id, game_id)
);
CREATE INDEX game_recents_newest ON game_recents (member_id, play_order DESC);
`;
