import { translate } from '@arcadia/contracts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError } from '../../lib/api.ts';
import { Header } from '../../shell/header.tsx';
import { ListIcon, ShieldIcon } from '../../shell/icons.tsx';
import { Notice } from '../../shell/notice.tsx';
import { useShell } from '../../shell/shell-context.tsx';
import { BetSpots } from './bet-spots.tsx';
import { ChipRack } from './chip-rack.tsx';
import { dealOrder, reducedMotion } from './deal-order.ts';
import { HandHistory } from './hand-history.tsx';
import { HandsView, type Showing } from './hands-view.tsx';
import { Roads } from './roads.tsx';
import { ShoePanel } from './shoe-panel.tsx';
import { addChip, type BetSpot, type Bets, chipsOf, doubled, isEmpty, totalOf } from './spots.ts';
import { type BaccaratState, type Dealt, dealHand, loadTable } from './table-api.ts';
import './baccarat.css';

/** betting: chips go down; dealing: the hand is asked for; revealing: its cards come out; settled: its result shows. */
type Phase = 'betting' | 'dealing' | 'revealing' | 'settled';

/** Between two cards, and after the last before the result (ms); a few ms when motion is reduced. */
const PACE = { card: 620, result: 450, reduced: 40 };

/**
 * The baccarat table: the player's and banker's hands, the bet spots, the chips and Deal; beside
 * them the shoe's roads, the player's hands and the shoe's fairness. Phone first (one column at
 * 390 px); from 1024 px the table and the roads stand side by side.
 */
export function BaccaratGame() {
  const { t, api, lang, balance, formatMoney, showBalance, showError, showNotice } = useShell();
  const [state, setState] = useState<BaccaratState | null>(null);
  const [blocked, setBlocked] = useState<string | null>(null);
  const [chip, setChip] = useState(0);
  const [bets, setBets] = useState<Bets>({});
  const [undo, setUndo] = useState<Bets[]>([]);
  const [lastBets, setLastBets] = useState<Bets>({});
  const [phase, setPhase] = useState<Phase>('betting');
  const [showing, setShowing] = useState<Showing | null>(null);
  const [tab, setTab] = useState<'hands' | 'fair'>('hands');
  const [historyVersion, setHistoryVersion] = useState(0);
  const [delta, setDelta] = useState<{ key: string; amount: number } | null>(null);
  const dealt = useRef<Dealt | null>(null);

  const open = useCallback(() => {
    setBlocked(null);
    loadTable(api)
      .then((loaded) => {
        setState(loaded);
        setChip((current) => current || (chipsOf(loaded.table)[0] ?? loaded.table.minBet));
        // The last hand lies on the table as it ended: its result, and its bets ready to repeat.
        if (loaded.lastHand) {
          setShowing({ hand: loaded.lastHand, step: 6, animate: false });
          setLastBets(Object.fromEntries(loaded.lastHand.spots.map((line) => [line.spot, line.stake])));
          setPhase('settled');
        }
      })
      .catch((error: unknown) => {
        if (error instanceof ApiError && error.code === 'not-logged-in') return showError(error);
        setBlocked(error instanceof Error ? error.message : String(error));
      });
  }, [api, showError]);
  useEffect(open, [open]);

  // The cards come out one by one; after the last, the result, the road and the balance.
  useEffect(() => {
    if (phase !== 'revealing' || !showing) return;
    const reduced = reducedMotion();
    const cards = dealOrder(showing.hand).length;
    if (showing.step < cards) {
      const timer = setTimeout(
        () => setShowing({ ...showing, step: showing.step + 1 }),
        reduced ? PACE.reduced : showing.step === 0 ? 120 : PACE.card,
      );
      return () => clearTimeout(timer);
    }
    const timer = setTimeout(
      () => {
        const answer = dealt.current;
        if (!answer) return;
        setState(answer.state);
        setPhase('settled');
        setHistoryVersion((v) => v + 1);
        showBalance(answer.balance);
        if (answer.hand.returned > 0) setDelta({ key: answer.hand.roundId, amount: answer.hand.returned });
      },
      reduced ? PACE.reduced : PACE.result,
    );
    return () => clearTimeout(timer);
  }, [phase, showing, showBalance]);

  if (!state) {
    return (
      <div className="shell">
        <Header />
        <main className="bac-blocked">
          {blocked ? (
            <div className="gate" role="alert">
              <p>{blocked}</p>
              <button type="button" className="button-secondary" onClick={open}>
                {t('shell.retry')}
              </button>
            </div>
          ) : (
            <div className="gate" aria-busy="true">
              <div className="gate-spinner" />
              <p>{t('shell.loading')}</p>
            </div>
          )}
        </main>
        <Notice />
      </div>
    );
  }

  const { table, shoe } = state;
  const chips = chipsOf(table);
  const busy = phase === 'dealing' || phase === 'revealing';
  const total = totalOf(bets);
  const overBalance = total > balance;

  const place = (next: Bets) => {
    if (phase === 'settled') setPhase('betting');
    setUndo((stack) => [...stack, bets]);
    setBets(next);
  };
  const bet = (spot: BetSpot) => place(addChip(bets, spot, chip, table.maxBet));

  const refused = (error: unknown) => {
    if (error instanceof ApiError && error.code === 'amount-out-of-range') {
      // The message's limits are the table's, in the player's money.
      return showNotice(
        translate(lang, error.code, { min: formatMoney(table.minBet), max: formatMoney(table.maxBet) }),
      );
    }
    if (error instanceof ApiError && error.code === 'conflict') open();
    showError(error);
  };

  const deal = async () => {
    if (busy || isEmpty(bets) || overBalance) return;
    const placed = bets;
    setPhase('dealing');
    setDelta(null);
    try {
      const answer = await dealHand(api, placed, shoe.serverSeedHash);
      dealt.current = answer;
      if (answer.balanceAfterBet !== null) showBalance(answer.balanceAfterBet);
      setLastBets(placed);
      setBets({});
      setUndo([]);
      setShowing({ hand: answer.hand, step: 0, animate: true });
      setPhase('revealing');
    } catch (error) {
      setPhase('betting');
      refused(error);
    }
  };

  const settledSpots = phase === 'settled' && isEmpty(bets) && showing ? showing.hand.spots : null;
  const repeat = isEmpty(bets);

  return (
    <div className="shell bac">
      <Header />
      <main className="bac-layout">
        <section className="bac-table" aria-label={table.name}>
          <div className="bac-strip">
            <strong className="bac-strip-name">{table.name}</strong>
            <span>{t('bac.limits', { min: formatMoney(table.minBet), max: formatMoney(table.maxBet) })}</span>
            <span>{t('bac.shoe', { no: shoe.shoeNo, left: shoe.cardsLeft })}</span>
            <span>{t('bac.seated', { players: table.players, seats: table.seats })}</span>
          </div>
          <div className="bac-felt">
            <div className="bac-shoe-box" aria-hidden="true" />
            <HandsView showing={showing} result={phase === 'settled'} dealing={phase === 'dealing'} />
            {delta ? (
              <output key={delta.key} className="bac-delta">
                +{formatMoney(delta.amount)}
              </output>
            ) : null}
            {/* While the cards come out, the chips that were dealt stay on the table. */}
            <BetSpots
              bets={phase === 'revealing' ? lastBets : bets}
              settled={settledSpots}
              disabled={busy}
              onBet={bet}
            />
          </div>
          <div className="bac-bar">
            <ChipRack chips={chips} chip={chip} disabled={busy} onChoose={setChip} />
            <div className="bac-actions">
              <button
                type="button"
                className="button-secondary"
                disabled={busy || undo.length === 0}
                onClick={() => {
                  setBets(undo[undo.length - 1] ?? {});
                  setUndo((stack) => stack.slice(0, -1));
                }}
              >
                {t('bac.undo')}
              </button>
              <button
                type="button"
                className="button-secondary"
                disabled={busy || isEmpty(bets)}
                onClick={() => place({})}
              >
                {t('bac.clear')}
              </button>
              <button
                type="button"
                className="button-secondary"
                disabled={busy || (repeat ? isEmpty(lastBets) : false)}
                onClick={() => place(repeat ? lastBets : doubled(bets, table.maxBet))}
              >
                {repeat ? t('bac.rebet') : t('bac.double')}
              </button>
            </div>
            <div className="bac-deal-row">
              <p className="bac-total">
                <span className="field-label">{t('bac.totalBet')}</span>
                <output className="bac-total-value">{formatMoney(total)}</output>
              </p>
              <button
                type="button"
                className="button-primary bac-deal"
                disabled={busy || isEmpty(bets) || overBalance}
                onClick={deal}
              >
                {busy ? t('bac.dealing') : t('bac.deal')}
              </button>
            </div>
            <p className={`small ${overBalance ? 'field-error' : 'muted'}`}>
              {overBalance ? t('bac.overBalance') : isEmpty(bets) && phase === 'betting' ? t('bac.placeBets') : ' '}
            </p>
          </div>
        </section>
        <section className="bac-aside">
          <Roads road={shoe.road} />
          <div className="below bac-below">
            <div className="tabs" role="tablist">
              <button type="button" role="tab" aria-selected={tab === 'hands'} onClick={() => setTab('hands')}>
                <ListIcon />
                {t('history.title')}
              </button>
              <button type="button" role="tab" aria-selected={tab === 'fair'} onClick={() => setTab('fair')}>
                <ShieldIcon />
                {t('fair.title')}
              </button>
            </div>
            <div role="tabpanel">
              {tab === 'hands' ? (
                <HandHistory version={historyVersion} />
              ) : (
                <ShoePanel state={state} busy={busy} onState={setState} />
              )}
            </div>
          </div>
        </section>
      </main>
      <Notice />
    </div>
  );
}
