import {
  addFavouriteGame,
  favouriteGameList,
  type GameItem,
  gameList,
  hotGames,
  hotGamesPost,
  type Language,
  type QueryOf,
  type RankEntry,
  recentGameList,
  removeFavouriteGame,
  vendorGameTypes,
  winnerBoard,
  winnerRankList,
} from '@arcadia/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { TtlCache } from '../../platform/cache.ts';
import { madeOnce } from '../../platform/kept-answer.ts';
import { defineModule } from '../../platform/modules/modules.ts';
import { route } from '../../platform/route.ts';
import type { Merchant } from '../../platform/tenancy.ts';
import { memberOf } from '../members/member-of.ts';
import { catalogueOf } from './catalogue-cache.ts';
import * as games from './games.service.ts';
import { gameListJson } from './list-json.ts';
import { asWinnerBoard, winnerBoard as largestWins } from './winners.service.ts';

type HotQuery = QueryOf<typeof hotGames>;

/** The catalogue: lists, search, hot games, favourites, recent plays, a vendor's types. */
async function gamesModule(app: FastifyInstance) {
  const db = app.db;
  // The catalogue indexes load with the app's database (the first caller's), never a transaction's.
  catalogueOf(db);
  // Hot lists are the same for everyone of a brand; favourites are marked per request.
  const hotCache = new TtlCache<GameItem[]>(30_000);
  // The winners board is public and read on every home page; a minute old is fine.
  const winnersCache = new TtlCache<RankEntry[]>(60_000);

  route(
    app,
    gameList,
    async ({ merchant, query, request }) =>
      games.listGames(db, merchant, request.member?.id ?? null, { ...query, language: query.language ?? request.lang }),
    { serialize: gameListJson },
  );

  route(app, vendorGameTypes, async ({ merchant, query }) =>
    games.vendorGameTypes(db, merchant, query.vassalage, query.gameType),
  );

  const hotAnswer = madeOnce((list: GameItem[]) => ({ list }));
  const hot = async ({ merchant, request }: { merchant: Merchant; request: FastifyRequest }, query: HotQuery) => {
    const language = query.language ?? request.lang;
    const key = [merchant.id, language, query.vassalage ?? '', query.gameType ?? ''].join('|');
    const list = await hotCache.get(key, () =>
      games.hotGameList(db, merchant, {
        language,
        ...(query.vassalage ? { vassalage: query.vassalage } : {}),
        ...(query.gameType ? { gameType: query.gameType } : {}),
      }),
    );
    return hotAnswer(await games.markFavourites(db, request.member?.id ?? null, list));
  };
  // A visitor's list, or a member's without favourites in it, is the cached one: its answer is kept.
  route(app, hotGames, async (call) => hot(call, call.query), { keep: true });
  // The original front end also asks with POST and the same fields in the body.
  route(app, hotGamesPost, async (call) => hot(call, call.body), { keep: true });

  route(app, favouriteGameList, async ({ merchant, query, request }) => {
    const page = await games.memberGameList(db, merchant, memberOf(request).id, 'favourites', {
      ...query,
      language: query.language ?? request.lang,
    });
    return { content: page.items, pageNum: query.pageNo, totalPages: page.totalPages, total: page.total };
  });

  route(app, addFavouriteGame, async ({ merchant, body, request }) =>
    games.setFavourite(db, merchant, memberOf(request).id, body, true),
  );

  route(app, removeFavouriteGame, async ({ merchant, body, request }) =>
    games.setFavourite(db, merchant, memberOf(request).id, body, false),
  );

  route(app, recentGameList, async ({ merchant, query, request }) => {
    const page = await games.memberGameList(db, merchant, memberOf(request).id, 'recent', {
      ...query,
      language: query.language ?? request.lang,
    });
    return { list: page.items, totalPages: page.totalPages, total: page.total };
  });

  // One list behind both winners endpoints: the spec's rank list and the platform front end's board.
  const board = (merchant: Merchant, query: QueryOf<typeof winnerRankList>, lang: Language) => {
    const language = query.language ?? lang;
    const key = [merchant.id, language, query.gameType ?? '', query.size].join('|');
    return winnersCache.get(key, () =>
      largestWins(db, merchant, {
        language,
        size: query.size,
        ...(query.gameType ? { gameType: query.gameType } : {}),
      }),
    );
  };
  // Both answer a cached list, or one made from it once, so each is kept written and compressed.
  const boardOf = madeOnce(asWinnerBoard);
  route(app, winnerRankList, async ({ merchant, query, request }) => board(merchant, query, request.lang), {
    keep: true,
  });
  route(app, winnerBoard, async ({ merchant, query, request }) => boardOf(await board(merchant, query, request.lang)), {
    keep: true,
  });
}

export default defineModule('games', gamesModule, { dependencies: ['auth.guards'] });
