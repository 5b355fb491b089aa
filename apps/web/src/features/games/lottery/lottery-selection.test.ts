import type { LotteryGame } from '@arcadia/contracts';
import { describe, expect, it } from 'vitest';
import { launchFor, readSelection, selectionSearch } from './lottery-selection.ts';

const game = { gameCode: 'ARCV-VN-1', vendor: 'ARCV', prizeMode: 'Lott' } as LotteryGame;
const context = { language: 'EN', backUrl: 'http://site/lottery?gameCode=ARCV-VN-1' };

describe('lottery selection', () => {
  it('reads each parameter only when present', () => {
    expect(readSelection(new URLSearchParams('gameCode=ARCV-VN-1&vendor=&playType=%20'))).toEqual({
      gameCode: 'ARCV-VN-1',
      vendor: null,
      playType: null,
    });
    expect(selectionSearch({ gameCode: 'ARCV-VN-1', vendor: null, playType: 'ZY' }).toString()).toBe(
      'gameCode=ARCV-VN-1&playType=ZY',
    );
  });

  it("launches a chosen lottery's betting view with its menu prize mode and vendor", () => {
    expect(launchFor({ gameCode: 'ARCV-VN-1', vendor: null, playType: null }, game, context)).toEqual({
      vendor: 'ARCV',
      lottoGameCode: 'ARCV-VN-1',
      lottoPrizeMode: 'Lott',
      lottoView: 'betting',
      ...context,
    });
  });

  it('takes the prize mode from playType only when it names one', () => {
    const chosen = { gameCode: 'X-1', vendor: 'TCG', playType: 'SEA' };
    expect(launchFor(chosen, undefined, context)).toMatchObject({ vendor: 'TCG', lottoPrizeMode: 'SEA' });
    expect(launchFor({ ...chosen, playType: 'weird' }, undefined, context)?.lottoPrizeMode).toBeUndefined();
  });

  it("opens a vendor's lobby when only the vendor is given, and nothing when nothing is", () => {
    expect(launchFor({ gameCode: null, vendor: 'ARCV', playType: null }, undefined, context)).toEqual({
      vendor: 'ARCV',
      lottoPrizeMode: undefined,
      lottoView: 'lobby',
      ...context,
    });
    expect(launchFor({ gameCode: null, vendor: null, playType: null }, undefined, context)).toBeNull();
  });
});
