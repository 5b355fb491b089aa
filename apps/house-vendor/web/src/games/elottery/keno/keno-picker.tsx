import { useState } from 'react';
import { useShell } from '../../../shell/shell-context.tsx';
import { randomPicks } from '../../lottery/number-grid.tsx';
import { oddsText } from '../elottery-slip.tsx';
import { betId, type PickerProps } from '../slip-bet.ts';
import { bandOf, kenoBetLabel } from './keno-labels.ts';

const NUMBERS = Array.from({ length: 80 }, (_, i) => i + 1);
const MAX_SPOTS = 10;
const QUICK = [1, 3, 5, 8, 10];
const SUMS = ['sum-big', 'sum-small', 'sum-odd', 'sum-even', 'sum-810'];

/** Keno: mark 1–10 of the 80 numbers (the last draw's shown on the board) and add them as one bet, or bet on the sum. */
export function KenoPicker(props: PickerProps) {
  const { t } = useShell();
  const [tab, setTab] = useState<'spots' | 'sum'>('spots');
  const [marked, setMarked] = useState<number[]>([]);
  const drawn = new Set(props.last?.numbers ?? []);
  const key = `spots-${marked.length}`;
  const row = props.betTypes.find((r) => r.key === key);
  const toggle = (n: number) =>
    setMarked(marked.includes(n) ? marked.filter((m) => m !== n) : marked.length < MAX_SPOTS ? [...marked, n] : marked);
  const sorted = [...marked].sort((a, b) => a - b);

  return (
    <div className="el-picker">
      <div className="el-tabs" role="tablist">
        {(['spots', 'sum'] as const).map((id) => (
          <button key={id} type="button" role="tab" aria-selected={tab === id} onClick={() => setTab(id)}>
            {t(`keno.tab.${id}`)}
          </button>
        ))}
      </div>
      {tab === 'spots' ? (
        <>
          <p className="small muted">{t('keno.mark')}</p>
          <div className="keno-board">
            {NUMBERS.map((n) => (
              <button
                key={n}
                type="button"
                className={`keno-cell band-${bandOf(n)} ${drawn.has(n) ? 'drawn' : ''}`}
                aria-pressed={marked.includes(n)}
                aria-label={t('keno.number', { n })}
                onClick={() => toggle(n)}
              >
                {n}
              </button>
            ))}
          </div>
          <div className="dg-quick">
            <span className="field-label">{t('draw.quick.title')}</span>
            <div className="dg-quick-row">
              {QUICK.map((count) => (
                <button
                  key={count}
                  type="button"
                  className="chip"
                  onClick={() => setMarked(randomPicks(NUMBERS, count))}
                >
                  {t('draw.quick.random', { n: count })}
                </button>
              ))}
            </div>
          </div>
          <div className="el-actions">
            <span className="keno-marked">
              {t('keno.marked', { n: marked.length })}
              {marked.length > 0 ? <small> · {oddsText(row)}</small> : null}
            </span>
            <button type="button" className="chip" disabled={marked.length === 0} onClick={() => setMarked([])}>
              {t('draw.slip.clear')}
            </button>
            <button
              type="button"
              className="button-secondary"
              disabled={marked.length === 0 || props.chosen.has(betId({ key, spots: sorted }))}
              onClick={() => {
                props.add([{ key, spots: sorted }]);
                setMarked([]);
              }}
            >
              {t('draw.slip.add')}
            </button>
          </div>
        </>
      ) : (
        <>
          <div className="el-grid el-grid-2">
            {SUMS.map((sumKey) => {
              const sumRow = props.betTypes.find((r) => r.key === sumKey);
              const bet = { key: sumKey };
              return (
                <button
                  key={sumKey}
                  type="button"
                  className="el-option"
                  aria-pressed={props.chosen.has(betId(bet))}
                  onClick={() => props.toggle(bet)}
                >
                  <span className="el-option-name">{kenoBetLabel(t, bet)}</span>
                  <span className="el-option-odds">{oddsText(sumRow)}</span>
                </button>
              );
            })}
          </div>
          <p className="small muted">{t('keno.hint.sum')}</p>
        </>
      )}
    </div>
  );
}
