import type { houseLotteryState, LotteryTicket, ValueOf } from '@arcadia/contracts';
import type { Db } from '../../../platform/db/db.ts';
import { bearerHeader, type TestMember, tokenFor } from '../../../test/members.ts';
import { vendorSecret } from '../../vendors/secrets.ts';
import type { WalletServer } from '../../vendors/test-kit.ts';
import { commitDraw, runDraws } from './draws.ts';
import { drawFromSeed } from './fairness.ts';
import { lotteryRepo } from './lottery.repo.ts';
import { drawAtMs } from './schedule.ts';
import { lotterySettler } from './settlement.ts';
import { lotteryWallet } from './wallet.ts';

/** Test helpers for the house lottery suites (not used by the server). */

type Envelope<T> = { success: boolean; code: string; message: string; value: T };

/** Launches the lottery as the member through the site, opens the page and returns the page's session. */
export async function openLottery(server: WalletServer, member: TestMember, gameCode: string) {
  const token = await tokenFor(server.db, member);
  const query = new URLSearchParams({
    lottoArea: 'VN',
    launchMode: 'LOTT',
    lottoPrizeMode: 'Lott',
    lottoGameCode: gameCode,
    lottoView: 'betting',
    language: 'EN',
  });
  const launch = await fetch(`${server.baseUrl}/wps/game/launchGame?${query}`, {
    headers: { ...bearerHeader(token), host: 'localhost:8080' },
  });
  const launched = (await launch.json()) as Envelope<{ url: string; mode: string }>;
  if (!launched.success) throw new Error(`launch failed: ${launched.code}`);
  const page = await fetch(`${server.baseUrl}${launched.value.url}`);
  const html = await page.text();
  const boot = JSON.parse(/<script type="application\/json" id="boot">(.*?)<\/script>/s.exec(html)?.[1] ?? '{}') as {
    session: string | null;
    state: ValueOf<typeof houseLotteryState> | null;
  };
  return { url: launched.value.url, status: page.status, html, session: boot.session, state: boot.state };
}

/** Calls the page's backend as its script does. */
export function pageApi(server: WalletServer, session: string | null) {
  const call = async <T>(path: string, body?: object) => {
    const response = await fetch(`${server.baseUrl}/house/lottery/api/${path}`, {
      method: body ? 'POST' : 'GET',
      headers: { 'content-type': 'application/json', 'x-house-session': session ?? '' },
      ...(body ? { body: JSON.stringify(body) } : {}),
    });
    return { status: response.status, body: (await response.json()) as Envelope<T> };
  };
  return {
    state: (game: string) => call<ValueOf<typeof houseLotteryState>>(`state?game=${game}`),
    buy: (body: object) => call<{ tickets: LotteryTicket[]; balance: number }>('buy', body),
    tickets: (game: string) => call<LotteryTicket[]>(`tickets?game=${game}`),
  };
}

/** Draws a game's draw at its draw time, as its job would (the result comes from the draw's seed). */
export const drawNow = (server: { db: Db }, gameCode: string, drawNo: number, intervalSeconds: number) =>
  server.db.tx((tx) => runDraws(tx, gameCode, drawAtMs({ intervalSeconds, closeSeconds: 0 }, drawNo)));

/**
 * What a coming draw will be: its committed seed, read from the vendor's own table (a test
 * knows what the vendor knows), and the prize table the seed gives.
 */
export async function peekDraw(db: Db, gameCode: string, drawNo: number) {
  const game = await lotteryRepo(db).game(gameCode);
  const committed = await commitDraw(db, gameCode, drawNo);
  if (!game || !committed) throw new Error(`no seed for ${gameCode}:${drawNo}`);
  const prizes = drawFromSeed(game.region, committed.seed, gameCode, drawNo);
  const numbers = prizes.flatMap((prize) => prize.numbers);
  const special = numbers[0] ?? '';
  /** How many prize numbers end in `pair` (what a LO ticket on it hits). */
  const hitsOf = (pair: string) => numbers.filter((n) => n.endsWith(pair)).length;
  const pairs = Array.from({ length: 100 }, (_, n) => String(n).padStart(2, '0'));
  return { ...committed, prizes, special, hitsOf, missing: pairs.filter((pair) => hitsOf(pair) === 0) };
}

/** A settler like the module's, calling this server's wallet over HTTP. */
export async function settlerFor(server: WalletServer, options: { staleSeconds?: number } = {}) {
  const secret = (await vendorSecret(server.db, 'ARCV')) ?? '';
  const log = { warn: () => {}, error: () => {} };
  return lotterySettler({ db: server.db, wallet: lotteryWallet(server.app, secret), log, ...options });
}
