import { LOTTERY_BET_TYPES, type LotteryBetType } from '@arcadia/contracts';
import { useCallback, useState } from 'react';
import { multiplier } from '../../lib/money.ts';
import { useShell } from '../../shell/shell-context.tsx';
import { GameSwitcher, LOTTERY_CODES } from './game-switcher.tsx';
import type { SlipMessage } from './kit/bet-slip.tsx';
import { DrawBar } from './kit/draw-bar.tsx';
import { DrawLayout } from './kit/draw-layout.tsx';
import { pendingDraw } from './kit/schedule.ts';
import { useServerNow } from './kit/server-clock.ts';
import { LotteryBoard } from './lottery-board.tsx';
import { LotteryFair } from './lottery-fair.tsx';
import { LotteryInfo } from './lottery-info.tsx';
import { LotteryResults } from './lottery-results.tsx';
import { LotterySlip } from './lottery-slip.tsx';
import { LotteryTickets } from './lottery-tickets.tsx';
import { NumberGrid } from './number-grid.tsx';
import { useLottery } from './use-lottery.ts';
import './lottery.css';

const WIN_SHOWN_MS = 60_000;

/** The Vietnam lottery: the session's game (or another of the three), its draw, board, slip and tabs. */
export function LotteryGame() {
  const { t, session, formatMoney } = useShell();
  const [gameCode, setGameCode] = useState<string>(
    (LOTTERY_CODES as readonly string[]).includes(session.gameCode) ? session.gameCode : LOTTERY_CODES[0],
  );
  const { clock, draws, results, tickets, fresh, refresh, addTickets } = useLottery(gameCode);
  const now = useServerNow(clock);
  const [betType, setBetType] = useState<LotteryBetType>('LO');
  const [picks, setPicks] = useState<string[]>([]);
  const [message, setMessage] = useState<SlipMessage>(null);
  const [tab, setTab] = useState('results');
  const [verifyNo, setVerifyNo] = useState<number | null>(null);

  const timing = draws ? { intervalMs: draws.game.intervalSeconds * 1000 } : null;
  // Once the current draw closes its successor (already committed) takes the bets.
  const open = draws ? (now < Date.parse(draws.current.closeAt) ? draws.current : draws.next) : null;
  const latest = results?.[0] ?? null;
  const pending = timing && open && results ? pendingDraw(timing, open.drawNo, latest?.drawNo ?? null) : null;
  const drawing = pending !== null && pending.drawAt <= now;
  const animate = fresh !== null && fresh === latest?.drawNo;
  const [drawn, setDrawn] = useState<number | null>(null);
  const onDrawn = useCallback(() => setDrawn(fresh), [fresh]);
  const settled = !animate || drawn === latest?.drawNo;
  const mine = (tickets ?? []).filter((ticket) => ticket.drawNo === latest?.drawNo);
  const won = mine.reduce((sum, ticket) => sum + (ticket.status === 'won' ? (ticket.payout ?? 0) : 0), 0);
  const recent = latest !== null && now - Date.parse(latest.drawAt) < WIN_SHOWN_MS;
  const waiting = (tickets ?? []).filter((ticket) => ticket.status === 'open' || ticket.status === 'pending').length;

  const pick = (next: string[]) => {
    setPicks(next);
    setMessage(null);
  };
  const chooseType = (next: LotteryBetType) => {
    if (next === betType) return;
    setBetType(next);
    pick([]);
  };

  const bar = open ? (
    <DrawBar t={t} now={now} open={{ ...open, closeAt: Date.parse(open.closeAt) }} pending={pending} />
  ) : (
    <div className="dg-bar dg-bar-loading">{t('shell.loading')}</div>
  );

  const stage = (
    <div className="lotto-stage">
      <LotteryBoard
        draw={latest}
        animate={animate}
        drawing={drawing}
        onDrawn={onDrawn}
        drawingIssue={pending?.issue}
        marks={new Set(mine.map((ticket) => ticket.number))}
      />
      {recent && settled && won > 0 ? (
        <p className="dg-win" role="status">
          {t('draw.won', { amount: formatMoney(won) })}
        </p>
      ) : null}
    </div>
  );

  const board = (
    <div className="lotto-pick">
      <fieldset className="segmented lotto-types">
        <legend className="sr-only">{t('lotto.betType')}</legend>
        {LOTTERY_BET_TYPES.map((type) => {
          const row = draws?.betTypes.find((b) => b.betType === type);
          return (
            <button key={type} type="button" aria-pressed={betType === type} onClick={() => chooseType(type)}>
              <span>{t(`lotto.short.${type}`)}</span>
              <small className="lotto-type-odds">{row ? multiplier(row.odds, 100) : ' '}</small>
            </button>
          );
        })}
      </fieldset>
      <p className="small muted lotto-type-hint">{t(`lotto.${betType}`)}</p>
      <NumberGrid
        betType={betType}
        picks={picks}
        onPicks={pick}
        max={draws?.limits.maxNumbers ?? 20}
        onLimit={() =>
          setMessage({ kind: 'error', text: t('draw.slip.tooMany', { n: draws?.limits.maxNumbers ?? 20 }) })
        }
      />
    </div>
  );

  const slip = (
    <LotterySlip
      gameCode={gameCode}
      draws={draws}
      open={open}
      betType={betType}
      picks={picks}
      onPicks={pick}
      message={message}
      onMessage={setMessage}
      onBought={addTickets}
      onClosed={refresh}
    />
  );

  const tabs = [
    {
      id: 'results',
      label: t('draw.tab.results'),
      content: (
        <LotteryResults
          // A result being drawn joins the list once the board has shown it.
          results={settled ? results : (results ?? []).slice(1)}
          onVerify={(drawNo) => {
            setVerifyNo(drawNo);
            setTab('fair');
          }}
        />
      ),
    },
    { id: 'tickets', label: t('draw.tab.tickets'), badge: waiting, content: <LotteryTickets tickets={tickets} /> },
    { id: 'rules', label: t('draw.tab.rules'), content: <LotteryInfo draws={draws} /> },
    {
      id: 'fair',
      label: t('draw.tab.fair'),
      content: (
        <LotteryFair
          gameCode={gameCode}
          region={draws?.game.region ?? null}
          results={results}
          drawNo={verifyNo}
          onDraw={setVerifyNo}
        />
      ),
    },
  ];

  return (
    <DrawLayout
      family="lottery"
      top={
        <GameSwitcher
          gameCode={gameCode}
          onGame={(code) => {
            setGameCode(code);
            setVerifyNo(null);
            setMessage(null);
          }}
        />
      }
      bar={bar}
      stage={stage}
      board={board}
      slip={slip}
      tabs={tabs}
      tab={tab}
      onTab={setTab}
    />
  );
}
