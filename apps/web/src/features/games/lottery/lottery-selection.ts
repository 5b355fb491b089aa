import { GAME_PRIZE_MODES, type LotteryGame } from '@arcadia/contracts';
import type { LotteryLaunch } from './api/lottery-launch.ts';

/** What /lottery was opened with: gameCode, vendor and playType, each only when present (site-shell §2). */
export interface LotterySelection {
  gameCode: string | null;
  vendor: string | null;
  playType: string | null;
}

const present = (value: string | null) => value?.trim() || null;

export const readSelection = (params: URLSearchParams): LotterySelection => ({
  gameCode: present(params.get('gameCode')),
  vendor: present(params.get('vendor')),
  playType: present(params.get('playType')),
});

/** The query for a selection, leaving out what is absent. */
export function selectionSearch(selection: LotterySelection): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of ['gameCode', 'vendor', 'playType'] as const) {
    const value = selection[key];
    if (value) params.set(key, value);
  }
  return params;
}

const prizeModeOf = (playType: string | null) =>
  (GAME_PRIZE_MODES as readonly string[]).includes(playType ?? '') ? (playType ?? undefined) : undefined;

/**
 * The lobby launch for a selection: a chosen lottery opens its betting view
 * (its prize mode from the menu, else a playType that names one); a vendor
 * alone opens that vendor's lottery lobby; nothing chosen launches nothing.
 */
export function launchFor(
  selection: LotterySelection,
  game: LotteryGame | undefined,
  context: { language: string; backUrl: string },
): LotteryLaunch | null {
  const lottoPrizeMode = game?.prizeMode ?? prizeModeOf(selection.playType);
  if (selection.gameCode) {
    return {
      vendor: selection.vendor ?? game?.vendor,
      lottoGameCode: selection.gameCode,
      lottoPrizeMode,
      lottoView: 'betting',
      ...context,
    };
  }
  if (selection.vendor) return { vendor: selection.vendor, lottoPrizeMode, lottoView: 'lobby', ...context };
  return null;
}
