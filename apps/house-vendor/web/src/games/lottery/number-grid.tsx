import type { LotteryBetType } from '@arcadia/contracts';
import { useState } from 'react';
import type { TextKey } from '../../lib/i18n/index.ts';
import { useShell } from '../../shell/shell-context.tsx';

const TWO_DIGITS = Array.from({ length: 100 }, (_, n) => String(n).padStart(2, '0'));
/** On a phone the hundred numbers show twenty at a time (5 × 4 targets of 44 px or more). */
const GROUPS = [0, 1, 2, 3, 4].map((g) => TWO_DIGITS.slice(g * 20, g * 20 + 20));
const QUICK = 5;

type Kind = 'random' | 'big' | 'small' | 'odd' | 'even';
const KINDS: readonly { kind: Kind; key: TextKey; fits: (n: number) => boolean }[] = [
  { kind: 'random', key: 'draw.quick.random', fits: () => true },
  { kind: 'big', key: 'draw.quick.big', fits: (n) => n >= 50 },
  { kind: 'small', key: 'draw.quick.small', fits: (n) => n < 50 },
  { kind: 'odd', key: 'draw.quick.odd', fits: (n) => n % 2 === 1 },
  { kind: 'even', key: 'draw.quick.even', fits: (n) => n % 2 === 0 },
];

/** `count` different picks of `pool`, uniformly (the browser's crypto: a quick pick is nobody's guess). */
export function randomPicks<T>(pool: readonly T[], count: number): T[] {
  const left = [...pool];
  const picked: T[] = [];
  const words = crypto.getRandomValues(new Uint32Array(count));
  for (let i = 0; i < count && left.length > 0; i++) {
    const [chosen] = left.splice((words[i] ?? 0) % left.length, 1);
    if (chosen !== undefined) picked.push(chosen);
  }
  return picked;
}

/**
 * The number board: 00–99 (ba càng: a hundreds digit first, then 00–99), the player's picks
 * pressed, quick picks (random, big 50–99, small 00–49, odd, even) and the limit of numbers a
 * purchase may hold.
 */
export function NumberGrid(props: {
  betType: LotteryBetType;
  picks: readonly string[];
  onPicks: (picks: string[]) => void;
  max: number;
  onLimit: () => void;
  disabled?: boolean;
}) {
  const { t } = useShell();
  const { betType, picks, onPicks, max } = props;
  const [hundreds, setHundreds] = useState('0');
  const [group, setGroup] = useState(0);
  const prefix = betType === 'CANG3' ? hundreds : '';
  const chosen = new Set(picks);

  const toggle = (number: string) => {
    if (chosen.has(number)) return onPicks(picks.filter((pick) => pick !== number));
    if (picks.length >= max) return props.onLimit();
    onPicks([...picks, number]);
  };
  const quick = (fits: (n: number) => boolean) =>
    onPicks(
      randomPicks(
        TWO_DIGITS.filter((n) => fits(Number(n))),
        Math.min(QUICK, max),
      ).map((n) => prefix + n),
    );
  const inGroup = (g: number) => picks.filter((pick) => GROUPS[g]?.includes(pick.slice(-2))).length;

  return (
    <div className="lotto-picker">
      {betType === 'CANG3' ? (
        <fieldset className="lotto-hundreds">
          <legend className="field-label">{t('lotto.hundreds')}</legend>
          {TWO_DIGITS.slice(0, 10).map((d) => {
            const digit = d.slice(1);
            const used = picks.some((pick) => pick.startsWith(digit));
            return (
              <button
                key={digit}
                type="button"
                className={`chip ${used ? 'dg-used' : ''}`}
                aria-pressed={hundreds === digit}
                onClick={() => setHundreds(digit)}
              >
                {digit}
              </button>
            );
          })}
        </fieldset>
      ) : null}
      <div className="lotto-groups" role="tablist">
        {GROUPS.map((numbers, g) => (
          <button
            key={numbers[0]}
            type="button"
            role="tab"
            aria-selected={group === g}
            aria-label={t('lotto.group', { from: numbers[0] ?? '', to: numbers[19] ?? '' })}
            onClick={() => setGroup(g)}
          >
            {numbers[0]}–{numbers[19]}
            {inGroup(g) > 0 ? <span className="dg-count">{inGroup(g)}</span> : null}
          </button>
        ))}
      </div>
      <div className="lotto-grid">
        {GROUPS.map((numbers, g) => (
          <div key={numbers[0]} className={`lotto-grid-group ${group === g ? 'shown' : ''}`}>
            {numbers.map((n) => {
              const number = prefix + n;
              return (
                <button
                  key={n}
                  type="button"
                  className="lotto-ball"
                  aria-pressed={chosen.has(number)}
                  disabled={props.disabled}
                  onClick={() => toggle(number)}
                >
                  {prefix ? <small className="lotto-ball-prefix">{prefix}</small> : null}
                  {n}
                </button>
              );
            })}
          </div>
        ))}
      </div>
      <div className="dg-quick">
        <span className="field-label">{t('draw.quick.title')}</span>
        <div className="dg-quick-row">
          {KINDS.map(({ kind, key, fits }) => (
            <button key={kind} type="button" className="chip" disabled={props.disabled} onClick={() => quick(fits)}>
              {t(key, { n: Math.min(QUICK, max) })}
            </button>
          ))}
        </div>
      </div>
    </div>
  );
}
