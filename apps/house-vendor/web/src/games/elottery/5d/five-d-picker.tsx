import { type ReactNode, useState } from 'react';
import { useShell } from '../../../shell/shell-context.tsx';
import { oddsText } from '../elottery-slip.tsx';
import { betId, type PickerProps, type SlipBet } from '../slip-bet.ts';
import { fiveDBetLabel } from './five-d-labels.ts';

const POSITIONS = [1, 2, 3, 4, 5];
const DIGITS = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9];
const TABS = ['position', 'sum', 'dragon', 'front'] as const;
type Tab = (typeof TABS)[number];

function Option(props: PickerProps & { bet: SlipBet; children?: ReactNode }) {
  const { t } = useShell();
  const row = props.betTypes.find((r) => r.key === props.bet.key);
  const label = fiveDBetLabel(t, props.bet);
  return (
    <button
      type="button"
      className="el-option"
      aria-pressed={props.chosen.has(betId(props.bet))}
      aria-label={`${label} ${oddsText(row)}`}
      onClick={() => props.toggle(props.bet)}
    >
      <span className="el-option-name">{props.children ?? label}</span>
      <span className="el-option-odds">{oddsText(row)}</span>
    </button>
  );
}

/** The first two or three digits exact: a digit per position, then onto the slip. */
function FrontPicker(props: PickerProps) {
  const { t } = useShell();
  const [count, setCount] = useState<2 | 3>(2);
  const [digits, setDigits] = useState<(number | null)[]>([null, null, null]);
  const chosen = digits.slice(0, count);
  const complete = chosen.every((d) => d !== null);
  const key = count === 2 ? 'front-2' : 'front-3';
  const row = props.betTypes.find((r) => r.key === key);
  return (
    <div className="el-section">
      <fieldset className="segmented">
        <legend className="sr-only">{t('5d.tab.front')}</legend>
        {([2, 3] as const).map((n) => (
          <button key={n} type="button" aria-pressed={count === n} onClick={() => setCount(n)}>
            {t(n === 2 ? '5d.type.front2' : '5d.type.front3')}
          </button>
        ))}
      </fieldset>
      {POSITIONS.slice(0, count).map((position, i) => (
        <fieldset key={position} className="fd-digits">
          <legend className="field-label">{t('5d.position', { n: position })}</legend>
          {DIGITS.map((d) => (
            <button
              key={d}
              type="button"
              className="chip"
              aria-pressed={digits[i] === d}
              onClick={() => setDigits(digits.map((old, j) => (j === i ? d : old)))}
            >
              {d}
            </button>
          ))}
        </fieldset>
      ))}
      <p className="small muted">
        {t('5d.hint.front')} {oddsText(row)}
      </p>
      <div className="el-actions">
        <button
          type="button"
          className="chip"
          onClick={() => setDigits(Array.from(crypto.getRandomValues(new Uint32Array(3)), (word) => word % 10))}
        >
          {t('draw.quick.random', { n: count })}
        </button>
        <button
          type="button"
          className="button-secondary"
          disabled={!complete}
          onClick={() => {
            props.add([{ key, digits: chosen.map((d) => d ?? 0) }]);
            setDigits([null, null, null]);
          }}
        >
          {t('draw.slip.add')}
        </button>
      </div>
    </div>
  );
}

/** 5D's bets in tabs: a position's digit or big/small/odd/even, the sum, dragon and tiger, the first digits. */
export function FiveDPicker(props: PickerProps) {
  const { t } = useShell();
  const [tab, setTab] = useState<Tab>('position');
  const [position, setPosition] = useState(1);
  return (
    <div className="el-picker">
      <div className="el-tabs" role="tablist">
        {TABS.map((id) => (
          <button key={id} type="button" role="tab" aria-selected={tab === id} onClick={() => setTab(id)}>
            {t(`5d.tab.${id}`)}
          </button>
        ))}
      </div>
      {tab === 'position' ? (
        <>
          <fieldset className="segmented fd-positions">
            <legend className="sr-only">{t('5d.tab.position')}</legend>
            {POSITIONS.map((n) => (
              <button key={n} type="button" aria-pressed={position === n} onClick={() => setPosition(n)}>
                {n}
              </button>
            ))}
          </fieldset>
          <div className="el-grid el-grid-4">
            {(['big', 'small', 'odd', 'even'] as const).map((kind) => (
              <Option key={kind} {...props} bet={{ key: `position-${kind}`, position }}>
                {t(`5d.${kind}`)}
              </Option>
            ))}
          </div>
          <div className="el-grid el-grid-5">
            {DIGITS.map((d) => (
              <Option key={d} {...props} bet={{ key: 'digit', position, digits: [d] }}>
                <strong className="el-big">{d}</strong>
              </Option>
            ))}
          </div>
          <p className="small muted">{t('5d.hint.position')}</p>
        </>
      ) : null}
      {tab === 'sum' ? (
        <>
          <div className="el-grid el-grid-2">
            {['sum-big', 'sum-small', 'sum-odd', 'sum-even'].map((key) => (
              <Option key={key} {...props} bet={{ key }} />
            ))}
          </div>
          <p className="small muted">{t('5d.hint.sum')}</p>
        </>
      ) : null}
      {tab === 'dragon' ? (
        <>
          <div className="el-grid el-grid-3">
            {['dragon', 'tie', 'tiger'].map((key) => (
              <Option key={key} {...props} bet={{ key }} />
            ))}
          </div>
          <p className="small muted">{t('5d.hint.dragon')}</p>
        </>
      ) : null}
      {tab === 'front' ? <FrontPicker {...props} /> : null}
    </div>
  );
}
