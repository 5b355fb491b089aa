import { useShell } from '../../shell/shell-context.tsx';
import { type BetSpot, type Bets, chipFace, oddsText } from './spots.ts';
import type { BaccaratHand } from './table-api.ts';

const LAYOUT: readonly { spot: BetSpot; size: 'side' | 'main' }[] = [
  { spot: 'playerPair', size: 'side' },
  { spot: 'tie', size: 'side' },
  { spot: 'bankerPair', size: 'side' },
  { spot: 'player', size: 'main' },
  { spot: 'banker', size: 'main' },
];

/**
 * The bet spots: each a button that takes the chosen chip (Player and Banker the big ones, the
 * tie and the pairs above them), its odds, and the chips on it. Once a hand is settled and before
 * new chips go down, each spot shows how it went: won (with its return), pushed, or lost.
 */
export function BetSpots(props: {
  bets: Bets;
  settled: BaccaratHand['spots'] | null;
  disabled: boolean;
  onBet: (spot: BetSpot) => void;
}) {
  const { t, formatMoney } = useShell();
  const outcomes = new Map((props.settled ?? []).map((line) => [line.spot, line]));
  return (
    <fieldset className="bac-spots">
      <legend className="sr-only">{t('bac.totalBet')}</legend>
      {LAYOUT.map(({ spot, size }) => {
        const staked = props.bets[spot] ?? 0;
        const settled = outcomes.get(spot);
        const name = t(`bac.spot.${spot}`);
        const odds = oddsText(spot);
        return (
          <button
            key={spot}
            type="button"
            className={`bac-spot ${size} spot-${spot}${settled ? ` ${settled.outcome}` : ''}`}
            disabled={props.disabled}
            aria-label={t('bac.spotLabel', { spot: name, odds, amount: formatMoney(staked) })}
            onClick={() => props.onBet(spot)}
          >
            <span className="bac-spot-name">{name}</span>
            <span className="bac-spot-odds">{odds}</span>
            {staked > 0 ? (
              <span className="bac-stack" aria-hidden="true">
                <span className="bac-stack-chip">{chipFace(staked)}</span>
              </span>
            ) : null}
            {settled && staked === 0 ? (
              <span className={`bac-spot-result ${settled.outcome}`} aria-hidden="true">
                {settled.outcome === 'lose' ? `−${formatMoney(settled.stake)}` : `+${formatMoney(settled.returned)}`}
              </span>
            ) : null}
          </button>
        );
      })}
    </fieldset>
  );
}
