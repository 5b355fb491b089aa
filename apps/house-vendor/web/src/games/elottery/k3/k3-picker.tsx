import { type ReactNode, useState } from 'react';
import type { TextKey } from '../../../lib/i18n/index.ts';
import { useShell } from '../../../shell/shell-context.tsx';
import { oddsText } from '../elottery-slip.tsx';
import { betId, type PickerProps, type SlipBet } from '../slip-bet.ts';
import { DiceRow } from './dice-face.tsx';
import { k3BetLabel } from './k3-labels.ts';

const FACES = [1, 2, 3, 4, 5, 6];
const SUMS = Array.from({ length: 16 }, (_, i) => i + 3);
const pairs = FACES.flatMap((a) => FACES.filter((b) => b > a).map((b) => [a, b]));
const triples = FACES.flatMap((a) =>
  FACES.filter((b) => b > a).flatMap((b) => FACES.filter((c) => c > b).map((c) => [a, b, c])),
);
const TABS = ['sum', 'triple', 'double', 'faces', 'single'] as const;
type Tab = (typeof TABS)[number];

/** One bet to tap: its name or dice, its odds; pressed while it is on the slip. */
function Option(props: PickerProps & { bet: SlipBet; children?: ReactNode; wide?: boolean }) {
  const { t } = useShell();
  const row = props.betTypes.find((r) => r.key === props.bet.key);
  return (
    <button
      type="button"
      className={`el-option ${props.wide ? 'wide' : ''}`}
      aria-pressed={props.chosen.has(betId(props.bet))}
      aria-label={`${k3BetLabel(t, props.bet)} ${oddsText(row)}`}
      onClick={() => props.toggle(props.bet)}
    >
      <span className="el-option-name">{props.children ?? k3BetLabel(t, props.bet)}</span>
      <span className="el-option-odds">{oddsText(row)}</span>
    </button>
  );
}

/** K3's bets in tabs: sums with big/small/odd/even, triples, doubles, different faces and single faces. */
export function K3Picker(props: PickerProps) {
  const { t } = useShell();
  const [tab, setTab] = useState<Tab>('sum');
  const section = (title: TextKey, body: ReactNode) => (
    <div className="el-section">
      <h3 className="field-label">{t(title)}</h3>
      {body}
    </div>
  );
  return (
    <div className="el-picker">
      <div className="el-tabs" role="tablist">
        {TABS.map((id) => (
          <button key={id} type="button" role="tab" aria-selected={tab === id} onClick={() => setTab(id)}>
            {t(`k3.tab.${id}`)}
          </button>
        ))}
      </div>
      {tab === 'sum' ? (
        <>
          <div className="el-grid el-grid-4">
            {['big', 'small', 'odd', 'even'].map((key) => (
              <Option key={key} {...props} bet={{ key }} />
            ))}
          </div>
          <div className="el-grid el-grid-4">
            {SUMS.map((sum) => (
              <Option key={sum} {...props} bet={{ key: `sum-${sum}` }}>
                <strong className="el-big">{sum}</strong>
              </Option>
            ))}
          </div>
          <p className="small muted">{t('k3.hint.sum')}</p>
        </>
      ) : null}
      {tab === 'triple' ? (
        <div className="el-grid el-grid-3">
          {FACES.map((face) => (
            <Option key={face} {...props} bet={{ key: 'triple', faces: [face] }}>
              <DiceRow faces={[face, face, face]} />
            </Option>
          ))}
          <Option {...props} bet={{ key: 'triple-any' }} wide />
        </div>
      ) : null}
      {tab === 'double' ? (
        <div className="el-grid el-grid-3">
          {FACES.map((face) => (
            <Option key={face} {...props} bet={{ key: 'double', faces: [face] }}>
              <DiceRow faces={[face, face]} />
            </Option>
          ))}
        </div>
      ) : null}
      {tab === 'faces' ? (
        <>
          {section(
            'k3.type.twoFaces',
            <div className="el-grid el-grid-5">
              {pairs.map((faces) => (
                <Option key={faces.join('')} {...props} bet={{ key: 'two-faces', faces }}>
                  <DiceRow faces={faces} size={18} />
                </Option>
              ))}
            </div>,
          )}
          {section(
            'k3.type.threeFaces',
            <div className="el-grid el-grid-4">
              {triples.map((faces) => (
                <Option key={faces.join('')} {...props} bet={{ key: 'three-faces', faces }}>
                  <DiceRow faces={faces} size={18} />
                </Option>
              ))}
            </div>,
          )}
          <div className="el-grid el-grid-1">
            <Option {...props} bet={{ key: 'straight' }} wide />
          </div>
        </>
      ) : null}
      {tab === 'single' ? (
        <>
          <div className="el-grid el-grid-3">
            {FACES.map((face) => (
              <Option key={face} {...props} bet={{ key: 'single', faces: [face] }}>
                <DiceRow faces={[face]} size={26} />
              </Option>
            ))}
          </div>
          <p className="small muted">{t('k3.hint.single')}</p>
        </>
      ) : null}
    </div>
  );
}
