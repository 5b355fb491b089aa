import { type LotteryBetType, type LotteryTicket, lotteryPageBuy } from '@arcadia/contracts';
import { useEffect, useRef, useState } from 'react';
import { ApiError } from '../../lib/api.ts';
import { multiplier } from '../../lib/money.ts';
import { useShell } from '../../shell/shell-context.tsx';
import { BetSlip, type SlipMessage } from './kit/bet-slip.tsx';
import { newRequestId } from './kit/request-id.ts';
import { StakeInput } from './kit/stake-input.tsx';
import type { LotteryDraws } from './use-lottery.ts';

/**
 * The lottery's slip: one ticket per picked number on the draw taking bets, all of one bet type
 * and stake (the API buys them so). The purchase id is kept until the slip changes, so a retry
 * after a lost answer finds the tickets it bought instead of buying them twice.
 */
export function LotterySlip(props: {
  gameCode: string;
  draws: LotteryDraws | null;
  open: { drawNo: number; issue: string } | null;
  betType: LotteryBetType;
  picks: readonly string[];
  onPicks: (picks: string[]) => void;
  message: SlipMessage;
  onMessage: (message: SlipMessage) => void;
  onBought: (tickets: readonly LotteryTicket[]) => void;
  onClosed: () => void;
}) {
  const { t, api, formatMoney, showBalance, showError } = useShell();
  const { draws, open, betType, picks, gameCode } = props;
  const [stake, setStake] = useState(1_000);
  const [busy, setBusy] = useState(false);
  const requestId = useRef<string | null>(null);
  useEffect(() => {
    // Another slip: another purchase.
    void [gameCode, betType, picks, stake];
    requestId.current = null;
  }, [gameCode, betType, picks, stake]);

  const limits = draws?.limits ?? { minStake: 100, maxStake: 10_000_000, maxNumbers: 20 };
  const odds = draws?.betTypes.find((row) => row.betType === betType)?.odds ?? 0;
  const lines = picks.map((number) => ({
    id: number,
    label: `${t(`lotto.short.${betType}`)} ${number}`,
    odds: multiplier(odds, 100),
    win: Math.floor((stake * odds) / 100),
    perMatch: betType === 'LO',
  }));

  const buy = async () => {
    if (!open || picks.length === 0) return;
    if (stake < limits.minStake || stake > limits.maxStake) {
      const range = { min: formatMoney(limits.minStake), max: formatMoney(limits.maxStake) };
      return props.onMessage({ kind: 'error', text: t('draw.slip.badStake', range) });
    }
    requestId.current ??= newRequestId();
    setBusy(true);
    props.onMessage(null);
    try {
      const answer = await api.call(lotteryPageBuy, {
        body: { gameCode, drawNo: open.drawNo, betType, numbers: [...picks], stake, requestId: requestId.current },
      });
      showBalance(answer.balance);
      props.onBought(answer.tickets);
      // The wallet may refuse a purchase part way: those numbers were not bought (nor charged), and say so.
      const refused = answer.tickets.filter((ticket) => ticket.status === 'rejected').map((ticket) => ticket.number);
      const bought = t('draw.slip.bought', { issue: open.issue });
      props.onPicks([]);
      props.onMessage(
        refused.length > 0
          ? { kind: 'error', text: `${bought} ${t('draw.slip.partly', { numbers: refused.join(', ') })}` }
          : { kind: 'ok', text: bought },
      );
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
          label={t('draw.slip.stakeNumber')}
          value={stake}
          min={limits.minStake}
          max={limits.maxStake}
          onChange={setStake}
          disabled={busy}
        />
      }
      total={stake * picks.length}
      busy={busy}
      disabled={!open}
      message={props.message}
      onRemove={(id) => props.onPicks(picks.filter((pick) => pick !== id))}
      onClear={() => props.onPicks([])}
      onBuy={buy}
    />
  );
}
