import { type ElotteryGameCode, type ElotteryTicket, elotteryBuy, translate } from '@arcadia/contracts';
import { useEffect, useRef, useState } from 'react';
import { ApiError } from '../../lib/api.ts';
import { multiplier } from '../../lib/money.ts';
import { useShell } from '../../shell/shell-context.tsx';
import { BetSlip, type SlipMessage } from '../lottery/kit/bet-slip.tsx';
import { newRequestId } from '../lottery/kit/request-id.ts';
import { StakeInput } from '../lottery/kit/stake-input.tsx';
import type { Engine } from './engines.ts';
import { type BetTypeRow, betId, type ElotteryGameView, type SlipBet, topOdds } from './slip-bet.ts';
import type { ElotteryBetTypes } from './use-elottery.ts';

/** A bet type's odds as the slip reads them: one figure, or its lowest to its highest where it pays at several levels. */
export function oddsText(row: BetTypeRow | undefined): string {
  const odds = (row?.pays ?? []).map((pay) => pay.odds);
  if (odds.length === 0) return '—';
  const low = Math.min(...odds);
  const high = Math.max(...odds);
  return low === high ? multiplier(high, 100) : `${multiplier(low, 100)} – ${multiplier(high, 100)}`;
}

/**
 * The e-lottery slip: several bets on one ticket (the API stakes their total at once), each with
 * its odds and what it may win, one stake for every bet. Checked by the engine's own rules before
 * it is sent; the purchase id stays until the slip changes (a retry finds the ticket it bought).
 */
export function ElotterySlip(props: {
  gameCode: ElotteryGameCode;
  view: ElotteryGameView;
  engine: Engine | null;
  betTypes: ElotteryBetTypes | null;
  open: { drawNo: number; issue: string } | null;
  bets: readonly SlipBet[];
  onBets: (bets: SlipBet[]) => void;
  message: SlipMessage;
  onMessage: (message: SlipMessage) => void;
  onBought: (ticket: ElotteryTicket) => void;
  onClosed: () => void;
}) {
  const { t, api, lang, formatMoney, showBalance, showError } = useShell();
  const { gameCode, betTypes, open, bets, view, engine } = props;
  const [stake, setStake] = useState(1_000);
  const [busy, setBusy] = useState(false);
  const requestId = useRef<string | null>(null);
  useEffect(() => {
    // Another slip: another purchase.
    void [gameCode, bets, stake];
    requestId.current = null;
  }, [gameCode, bets, stake]);

  const min = betTypes?.minStake ?? 100;
  const max = betTypes?.maxStake ?? 1_000_000;
  const rowOf = (key: string) => betTypes?.betTypes.find((row) => row.key === key);
  const lines = bets.map((bet) => ({
    id: betId(bet),
    label: view.betLabel(t, bet),
    odds: oddsText(rowOf(bet.key)),
    win: Math.floor((stake * topOdds(rowOf(bet.key))) / 100),
  }));

  /** The first reason the slip cannot be bought as it is, in the player's language. */
  const problem = (): string | null => {
    if (stake < min || stake > max) return t('draw.slip.badStake', { min: formatMoney(min), max: formatMoney(max) });
    if (betTypes && bets.length > betTypes.maxBets) return t('draw.slip.tooManyBets', { n: betTypes.maxBets });
    if (betTypes && stake * bets.length > betTypes.maxTicketStake) {
      return t('draw.slip.tooMuch', { max: formatMoney(betTypes.maxTicketStake) });
    }
    for (const [i, bet] of bets.entries()) {
      const checked = engine?.validateBet({ ...bet, stake });
      if (checked && !checked.ok) {
        const rule = translate(lang, checked.refusal.key, checked.refusal.params);
        return translate(lang, 'validation-failed', { field: `${lines[i]?.label ?? bet.key}`, rule });
      }
    }
    return null;
  };

  const buy = async () => {
    if (!open || bets.length === 0) return;
    const refused = problem();
    if (refused) return props.onMessage({ kind: 'error', text: refused });
    requestId.current ??= newRequestId();
    setBusy(true);
    props.onMessage(null);
    try {
      const answer = await api.call(elotteryBuy, {
        params: { gameCode },
        body: { drawNo: open.drawNo, bets: bets.map((bet) => ({ ...bet, stake })), requestId: requestId.current },
      });
      showBalance(answer.balance);
      props.onBought(answer.ticket);
      props.onBets([]);
      props.onMessage({ kind: 'ok', text: t('draw.slip.bought', { issue: answer.ticket.issue }) });
      requestId.current = null;
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      props.onMessage({ kind: 'error', text: t('draw.slip.refused', { reason }) });
      if (error instanceof ApiError && error.code === 'not-logged-in') showError(error);
      else if (error instanceof ApiError && error.code === 'lottery-betting-closed') props.onClosed();
    } finally {
      setBusy(false);
    }
  };

  return (
    <BetSlip
      lines={lines}
      stake={
        <StakeInput
          label={t('draw.slip.stake')}
          value={stake}
          min={min}
          max={max}
          onChange={setStake}
          disabled={busy}
        />
      }
      total={stake * bets.length}
      busy={busy}
      disabled={!open}
      message={props.message}
      onRemove={(id) => props.onBets(bets.filter((bet) => betId(bet) !== id))}
      onClear={() => props.onBets([])}
      onBuy={buy}
    />
  );
}
