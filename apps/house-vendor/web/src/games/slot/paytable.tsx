import type { SlotState } from '@arcadia/contracts';
import type { ReactNode } from 'react';
import { useShell } from '../../shell/shell-context.tsx';
import { symbolUrl } from './title.ts';
import './slot-rules.css';

type Symbol = SlotState['symbols'][number];

/** "5 ₱12.50 · 4 ₱2.50 · 3 ₱0.50": a row of pays, best first, zeros left out. */
function PayList(props: { pays: { count: number; amount: number }[] }) {
  const { formatMoney } = useShell();
  return (
    <ul className="pays">
      {props.pays.map(({ count, amount }) => (
        <li key={count}>
          <span className="pays-count">{count}</span>
          <span className="pays-amount">{formatMoney(amount)}</span>
        </li>
      ))}
    </ul>
  );
}

/**
 * What each symbol pays at the chosen bet: line or way pays are coins × the coin (the stake ÷ the
 * title's coins, the line bet of a lines title), scatter pays are whole stakes. The wild and the
 * scatter first, with what they do.
 */
export function Paytable(props: { state: SlotState; stake: number }) {
  const { t, formatMoney } = useShell();
  const { state, stake } = props;
  const coin = stake / state.coins;
  const pays = (symbol: string) =>
    (state.paytable.find((row) => row.symbol === symbol)?.pays ?? [])
      .map((pay, i) => ({ count: i + 2, amount: Math.round(pay * coin) }))
      .filter((pay) => pay.amount > 0)
      .reverse();
  const scatterPays = state.scatterPays
    .map((pay, count) => ({ count, amount: pay * stake }))
    .filter((pay) => pay.amount > 0)
    .reverse();
  const special = state.symbols.filter((symbol) => symbol.role === 'wild' || symbol.role === 'scatter');
  const rest = state.paytable
    .map((row) => state.symbols.find((symbol) => symbol.id === row.symbol))
    .filter((symbol): symbol is Symbol => symbol !== undefined && symbol.role !== 'wild');

  const entry = (symbol: Symbol, body: ReactNode) => (
    <li key={symbol.id} className={`paytable-row role-${symbol.role}`}>
      <img src={symbolUrl(state.gameCode, symbol.id)} alt="" width="56" height="56" loading="lazy" />
      <div className="paytable-body">
        <span className="paytable-name">
          {symbol.name}
          {symbol.role === 'wild' || symbol.role === 'scatter' ? (
            <span className="paytable-role">{t(symbol.role === 'wild' ? 'slot.wild' : 'slot.scatter')}</span>
          ) : null}
        </span>
        {body}
      </div>
    </li>
  );

  return (
    <div className="paytable">
      <p className="muted small">
        {t(state.evaluation === 'lines' ? 'slot.paysNoteLines' : 'slot.paysNoteWays', { coin: formatMoney(coin) })}
      </p>
      <ul className="paytable-list">
        {special.map((symbol) =>
          entry(
            symbol,
            symbol.role === 'wild' ? (
              <>
                <span className="paytable-rule">{t('slot.wildRule')}</span>
                {pays(symbol.id).length > 0 ? <PayList pays={pays(symbol.id)} /> : null}
              </>
            ) : (
              <>
                <span className="paytable-rule">{t('slot.scatterRule', { n: state.trigger })}</span>
                <PayList pays={scatterPays} />
              </>
            ),
          ),
        )}
        {rest.map((symbol) => entry(symbol, <PayList pays={pays(symbol.id)} />))}
      </ul>
    </div>
  );
}

/** The paylines as small 5 × 3 diagrams, numbered as the wins name them. */
export function Paylines(props: { lines: SlotState['paylines'] }) {
  const { t } = useShell();
  return (
    <ol className="paylines">
      {props.lines.map((line, i) => (
        <li key={line.join('')} aria-label={t('slot.line', { n: i + 1 })}>
          <svg className="payline-diagram" viewBox="0 0 50 30" aria-hidden="true">
            {[0, 1, 2].map((row) =>
              [0, 1, 2, 3, 4].map((reel) => (
                <rect
                  key={`${reel}${row}`}
                  x={reel * 10 + 1}
                  y={row * 10 + 1}
                  width="8"
                  height="8"
                  rx="1.5"
                  className={line[reel] === row ? 'on' : 'off'}
                />
              )),
            )}
          </svg>
          <span>{i + 1}</span>
        </li>
      ))}
    </ol>
  );
}
