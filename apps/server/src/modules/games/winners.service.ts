import {
  type GameCategory,
  type Language,
  RANK_LIST_DAYS,
  type RankEntry,
  type WinnerBoardEntry,
} from '@arcadia/contracts';
import type { Db } from '../../platform/db/db.ts';
import type { Merchant } from '../../platform/tenancy.ts';
import { formatStamp } from '../../platform/time.ts';
import { winnersRepo } from './winners.repo.ts';

/** An account as the public board shows it: the first two and the last character (de***o); short ones keep one. */
export function maskAccount(account: string): string {
  const chars = [...account];
  if (chars.length <= 3) return `${chars[0] ?? ''}***`;
  return `${chars.slice(0, 2).join('')}***${chars.at(-1)}`;
}

/** The winners board: the brand's largest wins of the last RANK_LIST_DAYS days. */
export async function winnerBoard(
  db: Db,
  merchant: Merchant,
  input: { gameType?: GameCategory; language: Language; size: number },
  now = new Date(),
): Promise<RankEntry[]> {
  const since = new Date(now.getTime() - RANK_LIST_DAYS * 24 * 60 * 60 * 1000);
  const rows = await winnersRepo(db).largestWins(
    merchant.id,
    since,
    input.gameType ?? null,
    input.language,
    input.size,
  );
  return rows.map((row) => ({
    account: maskAccount(row.account),
    gameName: row.gameName,
    gameCode: row.gameCode,
    amount: Number(row.payout),
    time: formatStamp(new Date(row.settledAt), merchant.gmtOffsetMinutes),
  }));
}

/** The same entries in the shape of the platform front end's board (`ODSFE2_getWinnerBoard`): `list[].vo`. */
export const asWinnerBoard = (entries: readonly RankEntry[]): { list: WinnerBoardEntry[] } => ({
  list: entries.map((entry) => ({
    vo: {
      customerName: entry.account,
      winAmount: entry.amount,
      gameName: entry.gameName,
      gameCode: entry.gameCode,
      winTime: entry.time,
    },
  })),
});
