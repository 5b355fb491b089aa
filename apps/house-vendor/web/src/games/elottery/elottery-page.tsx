import type { ElotteryGameCode } from '@arcadia/contracts';
import { useCallback, useState } from 'react';
import { useShell } from '../../shell/shell-context.tsx';
import type { SlipMessage } from '../lottery/kit/bet-slip.tsx';
import { DrawBar } from '../lottery/kit/draw-bar.tsx';
import { DrawLayout } from '../lottery/kit/draw-layout.tsx';
import { pendingDraw } from '../lottery/kit/schedule.ts';
import { useServerNow } from '../lottery/kit/server-clock.ts';
import { ElotteryFair } from './elottery-fair.tsx';
import { ElotteryInfo } from './elottery-info.tsx';
import { ElotteryResults } from './elottery-results.tsx';
import { ElotterySlip } from './elottery-slip.tsx';
import { ElotteryTickets } from './elottery-tickets.tsx';
import { type ElotteryFamily, useEngine } from './engines.ts';
import { betId, type ElotteryGameView, type SlipBet } from './slip-bet.ts';
import { useElottery } from './use-elottery.ts';
import './elottery.css';

const WIN_SHOWN_MS = 45_000;

/** An e-lottery game's page (K3, 5D, keno): the draw, its stage, the picker, the slip and the tabs. */
export function ElotteryPage(props: { family: ElotteryFamily; gameCode: ElotteryGameCode; view: ElotteryGameView }) {
  const { family, gameCode, view } = props;
  const { t, formatMoney } = useShell();
  const { clock, draw, betTypes, results, tickets, fresh, refresh, addTicket } = useElottery(gameCode);
  const engine = useEngine(family);
  const now = useServerNow(clock);
  const [bets, setBets] = useState<SlipBet[]>([]);
  const [message, setMessage] = useState<SlipMessage>(null);
  const [tab, setTab] = useState('results');
  const [verifyNo, setVerifyNo] = useState<number | null>(null);
  const [drawn, setDrawn] = useState<number | null>(null);

  const open = draw ? (now < Date.parse(draw.current.closeAt) ? draw.current : draw.next) : null;
  const latest = results?.[0] ?? null;
  const timing = draw ? { intervalMs: draw.drawSeconds * 1000 } : null;
  const pending = timing && open && results ? pendingDraw(timing, open.drawNo, latest?.drawNo ?? null) : null;
  const drawing = pending !== null && pending.drawAt <= now;
  const animate = fresh !== null && fresh === latest?.drawNo;
  const settled = !animate || drawn === latest?.drawNo;
  const won = (tickets ?? [])
    .filter((ticket) => ticket.drawNo === latest?.drawNo && ticket.status === 'won')
    .reduce((sum, ticket) => sum + (ticket.payout ?? 0), 0);
  const recent = latest !== null && now - Date.parse(latest.drawAt) < WIN_SHOWN_MS;
  const waiting = (tickets ?? []).filter((ticket) => ticket.status === 'open' || ticket.status === 'pending').length;
  const onDrawn = useCallback(() => setDrawn(fresh), [fresh]);

  const chosen = new Set(bets.map(betId));
  const changeBets = (next: SlipBet[]) => {
    setBets(next);
    setMessage(null);
  };
  const max = betTypes?.maxBets ?? 20;
  const add = (more: SlipBet[]) => {
    const fresh = more.filter((bet) => !chosen.has(betId(bet)));
    if (bets.length + fresh.length > max)
      return setMessage({ kind: 'error', text: t('draw.slip.tooManyBets', { n: max }) });
    changeBets([...bets, ...fresh]);
  };
  const toggle = (bet: SlipBet) =>
    chosen.has(betId(bet)) ? changeBets(bets.filter((b) => betId(b) !== betId(bet))) : add([bet]);

  const bar = open ? (
    <DrawBar t={t} now={now} open={{ ...open, closeAt: Date.parse(open.closeAt) }} pending={pending} />
  ) : (
    <div className="dg-bar dg-bar-loading">{t('shell.loading')}</div>
  );
  const stage = (
    <div className="el-stage">
      <view.Stage result={latest?.result ?? null} animate={animate} drawing={drawing} onDrawn={onDrawn} />
      <p className="el-stage-issue mono">
        {drawing && pending
          ? `${t('draw.drawing')} ${pending.issue}`
          : latest
            ? t('draw.issue', { issue: latest.issue })
            : t('draw.noResults')}
      </p>
      {recent && settled && won > 0 ? (
        <p className="dg-win" role="status">
          {t('draw.won', { amount: formatMoney(won) })}
        </p>
      ) : null}
    </div>
  );
  const board = (
    <view.Picker
      betTypes={betTypes?.betTypes ?? []}
      chosen={chosen}
      toggle={toggle}
      add={add}
      last={latest?.result ?? null}
    />
  );
  const slip = (
    <ElotterySlip
      gameCode={gameCode}
      view={view}
      engine={engine}
      betTypes={betTypes}
      open={open}
      bets={bets}
      onBets={changeBets}
      message={message}
      onMessage={setMessage}
      onBought={addTicket}
      onClosed={refresh}
    />
  );
  const verify = (drawNo: number) => {
    setVerifyNo(drawNo);
    setTab('fair');
  };
  const tabs = [
    {
      id: 'results',
      label: t('draw.tab.results'),
      // A result being drawn joins the list once the stage has shown it.
      content: <ElotteryResults results={settled ? results : (results ?? []).slice(1)} view={view} onVerify={verify} />,
    },
    {
      id: 'tickets',
      label: t('draw.tab.tickets'),
      badge: waiting,
      content: <ElotteryTickets tickets={tickets} view={view} />,
    },
    { id: 'rules', label: t('draw.tab.rules'), content: <ElotteryInfo betTypes={betTypes} view={view} /> },
    {
      id: 'fair',
      label: t('draw.tab.fair'),
      content: (
        <ElotteryFair family={family} gameCode={gameCode} results={results} drawNo={verifyNo} onDraw={setVerifyNo} />
      ),
    },
  ];
  return (
    <DrawLayout
      family={family}
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
