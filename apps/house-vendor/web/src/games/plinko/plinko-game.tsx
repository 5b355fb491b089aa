import { houseDropPlinko, PLINKO_RISKS } from '@arcadia/contracts';
import { useEffect, useRef, useState } from 'react';
import * as plinko from '../../../../games/originals/plinko.ts';
import { multiplier, percent } from '../../lib/money.ts';
import { GameLayout } from '../../shell/game-layout.tsx';
import { useShell } from '../../shell/shell-context.tsx';
import { StakeField } from '../../shell/stake-field.tsx';
import type { PlinkoScene } from './plinko-scene.ts';
import './plinko.css';

type Risk = plinko.PlinkoRisk;
interface Landed {
  id: string;
  multiplier: number;
  payout: number;
  stake: number;
}

/** Plinko: the board drawn by Pixi; several balls may fall at once, each paid when it lands. */
export function PlinkoGame() {
  const { t, api, fair, balance, showBalance, showError, roundSettled } = useShell();
  const host = useRef<HTMLDivElement>(null);
  const scene = useRef<PlinkoScene | null>(null);
  const [stake, setStake] = useState(1_000);
  const [rows, setRows] = useState(16);
  const [risk, setRisk] = useState<Risk>('medium');
  const [falling, setFalling] = useState(0);
  const [sending, setSending] = useState(false);
  const [landed, setLanded] = useState<Landed[]>([]);
  // Balls still falling: their wins are in the wallet's latest figure but not shown yet.
  const wallet = useRef<{ latest: number | null; unseen: Map<string, number> }>({ latest: null, unseen: new Map() });
  const showWallet = () => {
    const { latest, unseen } = wallet.current;
    let pending = 0;
    for (const payout of unseen.values()) pending += payout;
    showBalance(latest === null ? null : latest - pending);
  };

  // Pixi loads with the board, not before: the page's first paint does not wait for it. Made once;
  // the board is set again below when rows or risk change.
  const board = useRef({ rows, risk });
  board.current = { rows, risk };
  useEffect(() => {
    let live = true;
    void import('./plinko-scene.ts').then(({ PlinkoScene }) => {
      if (!live || !host.current) return;
      scene.current = new PlinkoScene(host.current);
      scene.current.setBoard(board.current.rows, plinko.payoutRow(board.current.rows, board.current.risk));
    });
    return () => {
      live = false;
      scene.current?.destroy();
      scene.current = null;
    };
  }, []);
  useEffect(() => scene.current?.setBoard(rows, plinko.payoutRow(rows, risk)), [rows, risk]);

  const drop = async () => {
    setSending(true);
    try {
      const result = await api.call(houseDropPlinko, {
        body: { stake, rows, risk, ...(fair ? { clientSeed: fair.clientSeed } : {}) },
      });
      // The stake leaves now; the win shows when the ball lands.
      wallet.current.latest = result.balance;
      if (!result.held) wallet.current.unseen.set(result.roundId, result.payout);
      showWallet();
      setFalling((n) => n + 1);
      setSending(false);
      await scene.current?.drop(result.path, rows);
      setFalling((n) => n - 1);
      wallet.current.unseen.delete(result.roundId);
      if (result.payout > 0 || result.balance === null) showWallet();
      setLanded((list) =>
        [
          { id: result.roundId, multiplier: result.multiplier, payout: result.payout, stake: result.stake },
          ...list,
        ].slice(0, 6),
      );
      roundSettled();
    } catch (error) {
      setSending(false);
      showError(error);
    }
  };

  const payouts = plinko.payoutRow(rows, risk);
  const stage = (
    <div className="plinko-stage">
      <div className="plinko-canvas" ref={host} />
      <ol className="plinko-landed" aria-live="polite" aria-label={t('history.title')}>
        {landed.map((ball) => (
          <li key={ball.id} className={ball.payout >= ball.stake ? 'win' : 'lose'}>
            {multiplier(ball.multiplier, 100)}
          </li>
        ))}
      </ol>
      <p className="sr-only" aria-live="polite">
        {landed[0] ? t('plinko.landed', { multiplier: multiplier(landed[0].multiplier, 100) }) : ''}
      </p>
    </div>
  );

  const controls = (
    <>
      <StakeField value={stake} onChange={setStake} disabled={sending} />
      <div className="field">
        <span className="field-label">{t('plinko.risk')}</span>
        <fieldset className="segmented">
          <legend className="sr-only">{t('plinko.risk')}</legend>
          {PLINKO_RISKS.map((level) => (
            <button
              key={level}
              type="button"
              aria-pressed={risk === level}
              disabled={falling > 0}
              onClick={() => setRisk(level)}
            >
              {t(`plinko.risk.${level}`)}
            </button>
          ))}
        </fieldset>
      </div>
      <label className="field">
        <span className="field-label">
          <span>{t('plinko.rows')}</span>
          <span className="field-hint">{rows}</span>
        </span>
        <input
          className="plinko-rows"
          type="range"
          min={plinko.MIN_ROWS}
          max={plinko.MAX_ROWS}
          value={rows}
          disabled={falling > 0}
          onChange={(event) => setRows(Number(event.target.value))}
        />
      </label>
      <button type="button" className="button-primary" disabled={sending || stake > balance} onClick={drop}>
        {t('plinko.drop')}
      </button>
    </>
  );

  const facts = (
    <>
      <div className="fact">
        <span className="fact-label">{t('shell.maxWin', { multiplier: '' }).trim()}</span>
        <span className="fact-value">{multiplier(Math.max(...payouts), 100)}</span>
      </div>
      <div className="fact">
        <span className="fact-label">RTP</span>
        <span className="fact-value">{percent(plinko.exactRtp(rows, risk))}</span>
      </div>
    </>
  );

  return <GameLayout stage={stage} controls={controls} facts={facts} />;
}
