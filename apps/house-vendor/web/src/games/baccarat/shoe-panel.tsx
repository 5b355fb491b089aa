import { useEffect, useId, useState } from 'react';
import { RTP } from '../../../../games/baccarat/payouts.ts';
import { checkShoe } from '../../../../games/baccarat/verify.ts';
import { CLIENT_SEED_PATTERN } from '../../../../games/fair/random.ts';
import { percent } from '../../lib/money.ts';
import { useShell } from '../../shell/shell-context.tsx';
import { cardText } from './playing-card.tsx';
import { oddsText, SPOTS } from './spots.ts';
import { type BaccaratState, startNewShoe } from './table-api.ts';

type Previous = NonNullable<BaccaratState['previousShoe']>;
type Check = ReturnType<typeof checkShoe>;

/**
 * The previous shoe recomputed here, in the browser, from its revealed seeds with the very code
 * that dealt it (games/baccarat): the seed against the hash shown before the shoe, then each hand
 * dealt against the road.
 */
function PreviousShoe({ shoe }: { shoe: Previous }) {
  const { t } = useShell();
  const [check, setCheck] = useState<Check | null>(null);
  const ok = check?.hashMatches && check.handsMatch;
  const dealt = check?.verified.hands.slice(0, shoe.road.length) ?? [];
  return (
    <div className="bac-fair-previous">
      <h3 className="field-label">{t('bac.fair.previous', { no: shoe.shoeNo, hands: shoe.hands })}</h3>
      <dl className="bac-fair-facts">
        <dt>{t('fair.revealed')}</dt>
        <dd className="mono">{shoe.serverSeed}</dd>
        <dt>{t('fair.serverSeedHash')}</dt>
        <dd className="mono">{shoe.serverSeedHash}</dd>
        <dt>{t('fair.clientSeed')}</dt>
        <dd className="mono">{shoe.clientSeed}</dd>
      </dl>
      <button type="button" className="button-secondary" onClick={() => setCheck(checkShoe(shoe))}>
        {t('bac.fair.verify')}
      </button>
      {check ? (
        <p className={`bac-fair-verdict ${ok ? 'ok' : 'bad'}`} role="status">
          {ok ? t('bac.fair.verified', { hands: shoe.road.length }) : t('bac.fair.mismatch')}
        </p>
      ) : null}
      {check && dealt.length > 0 ? (
        <ol className="bac-fair-hands">
          {dealt.map((hand) => (
            <li key={hand.hand}>
              <span className="bac-fair-no">{hand.hand}</span>
              <span className="bac-fair-cards P">
                {hand.player.map(cardText).join(' ')} <b>{hand.playerTotal}</b>
              </span>
              <span className="bac-fair-cards B">
                {hand.banker.map(cardText).join(' ')} <b>{hand.bankerTotal}</b>
              </span>
              <span className={`bac-fair-winner ${hand.winner}`}>{t(`bac.short.${hand.winner}`)}</span>
            </li>
          ))}
        </ol>
      ) : null}
    </div>
  );
}

/**
 * Provably fair, by the shoe: the hash of the open shoe's server seed (shown before its first
 * card), its client seed, and a new shoe on demand with a client seed of the player's (refused
 * while a hand is being dealt); the previous shoe revealed and checked here; the odds and RTP.
 */
export function ShoePanel(props: { state: BaccaratState; busy: boolean; onState: (state: BaccaratState) => void }) {
  const { t, api, showError } = useShell();
  const { shoe, previousShoe } = props.state;
  const [clientSeed, setClientSeed] = useState(shoe.clientSeed);
  const [working, setWorking] = useState(false);
  const ids = { hash: useId(), seed: useId() };
  useEffect(() => setClientSeed(shoe.clientSeed), [shoe.clientSeed]);
  const valid = CLIENT_SEED_PATTERN.test(clientSeed);

  const rotate = async () => {
    setWorking(true);
    try {
      props.onState(await startNewShoe(api, clientSeed));
    } catch (error) {
      showError(error);
    } finally {
      setWorking(false);
    }
  };

  return (
    <div className="bac-fair">
      <p className="muted small">{t('bac.fair.intro')}</p>
      <div className="field">
        <label className="field-label" htmlFor={ids.hash}>
          {t('bac.fair.shoe', { no: shoe.shoeNo })} · {t('fair.serverSeedHash')}
        </label>
        <output id={ids.hash} className="mono bac-fair-hash">
          {shoe.serverSeedHash}
        </output>
      </div>
      <div className="field">
        <label className="field-label" htmlFor={ids.seed}>
          {t('fair.clientSeed')}
        </label>
        <input
          id={ids.seed}
          className="text-input mono"
          value={clientSeed}
          maxLength={64}
          aria-invalid={!valid}
          onChange={(event) => setClientSeed(event.target.value.trim())}
        />
        {valid ? null : <span className="field-error">{t('fair.badClientSeed')}</span>}
      </div>
      <button type="button" className="button-secondary" disabled={!valid || working || props.busy} onClick={rotate}>
        {t('bac.fair.newShoe')}
      </button>
      <p className="muted small">{t('bac.fair.newShoeHint')}</p>
      {previousShoe ? <PreviousShoe key={previousShoe.serverSeed} shoe={previousShoe} /> : null}
      <table className="bac-odds">
        <caption className="muted small">{t('bac.rules')}</caption>
        <thead>
          <tr>
            <th />
            <th className="num">{t('bet.payout')}</th>
            <th className="num">{t('bac.rtp')}</th>
          </tr>
        </thead>
        <tbody>
          {SPOTS.map((spot) => (
            <tr key={spot}>
              <th scope="row">{t(`bac.spot.${spot}`)}</th>
              <td className="num">{oddsText(spot)}</td>
              <td className="num">{percent(RTP[spot])}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
