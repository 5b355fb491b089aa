import { type GameCategory, type ProviderGame, providerGames } from '@arcadia/contracts';
import type { Db } from '../../platform/db/db.ts';
import { AppError } from '../../platform/errors.ts';
import { searchVector } from '../games/search-terms.ts';
import { adaptersRepo } from './adapters.repo.ts';

const FETCH_TIMEOUT_MS = 10_000;

/** The vendor's stored type of a category: e-sports and DS88 are stored as SPORTS (the menu splits them out). */
const storedType = (category: GameCategory) => (category === 'ESPORTS' || category === 'DS88' ? 'SPORTS' : category);

/** Reads a provider's catalogue (GET /v1/games, aggregator protocol); answers game-maintenance when it cannot. */
export async function fetchCatalogue(apiUrl: string, vendorCode: string): Promise<ProviderGame[]> {
  const answer = await fetch(`${apiUrl.replace(/\/+$/, '')}${providerGames.path}`, {
    signal: AbortSignal.timeout(FETCH_TIMEOUT_MS),
  }).then(
    (response) => response.json() as Promise<unknown>,
    () => null,
  );
  const parsed = providerGames.value.safeParse((answer as { value?: unknown } | null)?.value);
  if (!parsed.success) throw new AppError('game-maintenance');
  return parsed.data.games.filter((game) => game.vendorCode === vendorCode);
}

/**
 * Imports a provider's catalogue for one of its vendor codes: each game upserted by its code
 * with its names in every language, its art's addresses and its search words; a game of that
 * vendor the provider no longer offers is disabled (never deleted: bets and favourites name it).
 * Answers how many games are listed and how many were taken off.
 */
export async function importCatalogue(db: Db, vendorCode: string, games: readonly ProviderGame[]) {
  return db.tx(async (tx) => {
    for (const [sort, game] of games.entries()) {
      const row = await tx.one<{ id: number }>(
        `INSERT INTO games (vendor, game_type, category, game_code, code, classify, min_bet, line_num, is_hot, sort,
                            search, art_url, banner_url, enabled)
         VALUES ($1, $2, $3, $4, $4, $5, $6, $7, $8, $9, $10::tsvector, $11, $12, true)
         ON CONFLICT (game_code) DO UPDATE SET vendor = EXCLUDED.vendor, game_type = EXCLUDED.game_type,
           category = EXCLUDED.category, classify = EXCLUDED.classify, min_bet = EXCLUDED.min_bet,
           line_num = EXCLUDED.line_num, is_hot = EXCLUDED.is_hot, sort = EXCLUDED.sort, search = EXCLUDED.search,
           art_url = EXCLUDED.art_url, banner_url = EXCLUDED.banner_url, enabled = true
         RETURNING id`,
        [
          vendorCode,
          storedType(game.category),
          game.category,
          game.gameCode,
          game.classify,
          game.minBet,
          game.lines,
          game.hot,
          sort,
          searchVector(game.names),
          game.tile,
          game.banner,
        ],
      );
      for (const [language, name] of Object.entries(game.names)) {
        if (!name) continue;
        await tx.query(
          `INSERT INTO game_names (game_id, language, name) VALUES ($1, $2, $3)
           ON CONFLICT (game_id, language) DO UPDATE SET name = EXCLUDED.name`,
          [row?.id ?? null, language, name],
        );
      }
    }
    const retired = await tx.query(
      `UPDATE games SET enabled = false WHERE vendor = $1 AND enabled AND NOT (game_code = ANY($2::text[])) RETURNING id`,
      [vendorCode, games.map((game) => game.gameCode)],
    );
    await adaptersRepo(tx).synced(vendorCode);
    return { listed: games.length, retired: retired.length };
  });
}

/** Reads and imports the catalogue of a vendor that has an adapter. */
export async function syncCatalogue(db: Db, vendorCode: string) {
  const adapter = await adaptersRepo(db).byCode(vendorCode);
  if (!adapter) throw new AppError('game-not-found');
  return importCatalogue(db, vendorCode, await fetchCatalogue(adapter.apiUrl, vendorCode));
}
