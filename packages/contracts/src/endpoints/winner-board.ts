import * as z from 'zod/mini';
import { endpoint } from '../endpoint.ts';
import { RANK_LIST_DAYS, winnerRankList } from './games.ts';

/**
 * The winners board as the platform's own front end reads it: `value.list[].vo`.
 * The same list as GCSGAME_getRankList (same query, same source, same masking).
 */
export const winnerBoardEntrySchema = z.object({
  vo: z.object({
    /** Masked: first two and last character kept (de***o). */
    customerName: z.string(),
    /** The payout of the winning bet, minor units. */
    winAmount: z.int(),
    gameName: z.string(),
    gameCode: z.string(),
    /** year-month-day hour:minute:second in the brand's time zone. */
    winTime: z.string(),
  }),
});
export type WinnerBoardEntry = z.infer<typeof winnerBoardEntrySchema>;

export const winnerBoard = endpoint({
  method: 'GET',
  path: '/wps/relay/ODSFE2_getWinnerBoard',
  summary: `Winners board (list of vo): the largest settled wins of the last ${RANK_LIST_DAYS} days`,
  auth: 'none',
  query: winnerRankList.query,
  value: z.object({ list: z.array(winnerBoardEntrySchema) }),
});
