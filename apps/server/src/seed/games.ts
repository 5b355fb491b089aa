import { LANGUAGES } from '@arcadia/contracts';
import { searchVector } from '../modules/games/search-terms.ts';
import type { Db } from '../platform/db/db.ts';
import { buildCatalogue, type GameSeed } from './game-catalogue.ts';

let built: readonly GameSeed[] | undefined;
/** The catalogue, built once per process (a start seeds the reference data more than once). */
const builtCatalogue = () => {
  built ??= buildCatalogue();
  return built;
};

/**
 * Seeds the shared game catalogue with its search words and its names in six
 * languages. Only games missing by game code are written (a brand's second call, a
 * re-run, an operator's changes all stay as they are). Bulk inserts through
 * arrays keep it to a few statements: every test database seeds it.
 */
export async function seedGames(db: Db): Promise<void> {
  const catalogue = builtCatalogue();
  const existing = new Set(
    (await db.query<{ code: string }>('SELECT game_code AS code FROM games')).map((row) => row.code),
  );
  const missing = catalogue.filter((game) => !existing.has(game.gameCode));
  if (missing.length === 0) return;

  const column = <K extends keyof (typeof missing)[number]>(key: K) => missing.map((game) => game[key]);
  const inserted = await db.query<{ id: number; code: string }>(
    `INSERT INTO games (vendor, game_type, category, game_code, code, classify, min_bet, line_num, is_hot, variant, sort,
       search)
     SELECT * FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::bigint[],
                          $8::int[], $9::boolean[], $10::text[], $11::int[], $12::tsvector[])
     ON CONFLICT (game_code) DO NOTHING
     RETURNING id, game_code AS code`,
    [
      column('vendor'),
      column('gameType'),
      column('category'),
      column('gameCode'),
      column('code'),
      column('classify'),
      column('minBet'),
      column('lineNum'),
      column('hot'),
      column('variant'),
      column('sort'),
      missing.map((game) => searchVector(game.names)),
    ],
  );
  const idOf = new Map(inserted.map((row) => [row.code, row.id]));

  const nameRows = { id: [] as number[], language: [] as string[], name: [] as string[] };
  for (const game of missing) {
    const id = idOf.get(game.gameCode);
    if (id === undefined) continue;
    for (const language of LANGUAGES) {
      nameRows.id.push(id);
      nameRows.language.push(language);
      nameRows.name.push(game.names[language]);
    }
  }
  await db.query(
    `INSERT INTO game_names (game_id, language, name)
     SELECT * FROM unnest($1::int[], $2::text[], $3::text[]) ON CONFLICT DO NOTHING`,
    [nameRows.id, nameRows.language, nameRows.name],
  );
}
