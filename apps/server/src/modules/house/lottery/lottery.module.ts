import {
  houseLotteryBuy,
  houseLotteryState,
  houseLotteryTickets,
  isLanguage,
  type Language,
  LOTTERY_VIEWS,
  type LotteryView,
} from '@arcadia/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../../platform/errors.ts';
import { defineModule } from '../../../platform/modules/modules.ts';
import { route } from '../../../platform/route.ts';
import { vendorSecret } from '../../vendors/secrets.ts';
import { GAME_DOCUMENT, redirectToSlash, serveGameAssets } from '../page-routes.ts';
import { registerDrawJobs } from './draws.ts';
import { lotteryFeed } from './feed.ts';
import { lotteryRepo } from './lottery.repo.ts';
import { renderPage, renderProblem } from './page.ts';
import { PAGE_SCRIPT } from './page-script.ts';
import { PAGE_STYLE } from './page-style.ts';
import { type HouseSession, readSession, SESSION_HEADER, signSession } from './session.ts';
import { lotterySettler } from './settlement.ts';
import { balanceOf, PAGE_TICKETS, pageState } from './state.service.ts';
import { buyTickets, ticketView } from './tickets.service.ts';
import { authenticateWith, lotteryWallet } from './wallet.ts';

const SETTLE_EVERY_MS = 1000;

/** A back link the page may show: a site path or an http(s) address, nothing else (no javascript:). */
const safeBackUrl = (raw: unknown): string | null =>
  typeof raw === 'string' && raw.length <= 512 && (/^\/(?!\/)/.test(raw) || /^https?:\/\//i.test(raw)) ? raw : null;

/**
 * The house lottery (vendor ARCV): its page, the page's backend, the draw jobs and
 * the settler. Money moves only through the seamless-wallet API, over HTTP.
 */
async function houseLotteryModule(app: FastifyInstance) {
  const secret = await vendorSecret(app.db, 'ARCV');
  if (!secret) throw new Error('house lottery: no secret for vendor ARCV (migration 010 seeds one)');
  const now = () => Date.now();
  const wallet = lotteryWallet(app, secret);
  const authenticate = authenticateWith(app, secret);
  const feed = lotteryFeed(app.db, now);
  const settler = lotterySettler({ db: app.db, wallet, log: app.log });

  registerDrawJobs(app.jobs, await lotteryRepo(app.db).games());
  if (app.config.jobs) app.addHook('onReady', async () => settler.start(SETTLE_EVERY_MS));
  app.addHook('onClose', () => settler.stop());

  const sessionOf = (request: FastifyRequest): HouseSession => readSession(secret, request.headers[SESSION_HEADER]);

  redirectToSlash(app, '/house/lottery');
  serveGameAssets(app, { base: '/house/lottery', script: PAGE_SCRIPT, css: PAGE_STYLE });

  app.get('/house/lottery/', GAME_DOCUMENT, async (request, reply) => {
    const q = request.query as Record<string, unknown>;
    const backUrl = safeBackUrl(q.backUrl);
    const asked = typeof q.lang === 'string' ? q.lang.toUpperCase() : '';
    let lang: Language = isLanguage(asked) ? asked : request.lang;
    const view: LotteryView = LOTTERY_VIEWS.find((v) => v === q.view) ?? 'betting';
    let session: HouseSession | null = null;
    let token: string | null = null;
    let balance = 0;
    let launchedGame: string | undefined;
    if (typeof q.token === 'string' && q.token.length >= 16 && q.token.length <= 512) {
      try {
        const player = await authenticate(q.token);
        if (!isLanguage(asked) && isLanguage(player.language)) lang = player.language;
        const signed = {
          playerId: player.playerId,
          currency: player.currency,
          nickname: player.nickname,
          language: lang,
        };
        token = signSession(secret, signed, now());
        session = { ...signed, exp: 0 };
        balance = player.balance;
        launchedGame = player.gameCode;
      } catch (error) {
        // A spent or expired token: the page still renders; its script uses the session it kept, or says so.
        request.log.info({ err: error }, 'lottery launch token refused');
      }
    }
    const games = await feed.games(lang);
    const wanted = typeof q.game === 'string' ? q.game : launchedGame;
    const game = games.find((g) => g.gameCode === wanted) ?? (view === 'betting' && !wanted ? games[0] : undefined);
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-store');
    if (!game && (view === 'betting' || games.length === 0))
      return reply.code(404).send(renderProblem(lang, 'notFound', backUrl));
    const state =
      session && game ? await pageState({ db: app.db, now }, session, game.gameCode, lang, async () => balance) : null;
    return renderPage({
      lang,
      view,
      games,
      game: view === 'betting' ? (game ?? null) : null,
      session: token,
      state,
      backUrl,
    });
  });

  route(
    app,
    houseLotteryState,
    async ({ query, request }) => {
      const session = sessionOf(request);
      return pageState({ db: app.db, now }, session, query.game, request.lang, () =>
        balanceOf(wallet, session.playerId),
      );
    },
    { tenant: false },
  );

  route(
    app,
    houseLotteryBuy,
    async ({ body, request }) => buyTickets({ db: app.db, wallet, now }, sessionOf(request), body),
    { tenant: false },
  );

  route(
    app,
    houseLotteryTickets,
    async ({ query, request }) => {
      const session = sessionOf(request);
      const repo = lotteryRepo(app.db);
      const game = await repo.game(query.game);
      if (!game) throw new AppError('game-not-found');
      const rows = await repo.playerTickets(session.playerId, game.code, query.count ?? PAGE_TICKETS);
      return rows.map((row) => ticketView(game, row));
    },
    { tenant: false },
  );
}

export default defineModule('house.lottery', houseLotteryModule);
