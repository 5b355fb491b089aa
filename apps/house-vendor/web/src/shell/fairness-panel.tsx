import { houseRotateSeed, type ValueOf } from '@arcadia/contracts';
import { useEffect, useId, useState } from 'react';
import { CLIENT_SEED_PATTERN } from '../../../games/fair/random.ts';
import { LinkIcon } from './icons.tsx';
import { useShell } from './shell-context.tsx';

type Revealed = NonNullable<ValueOf<typeof houseRotateSeed>['revealed']>;

/** Where the verifier opens with a pair's seeds (and the game's own defaults for the rest). */
export const verifierHref = (
  game: string,
  pair: { serverSeed: string; clientSeed: string; seedHash: string; nonce?: number },
  lang: string,
) =>
  `/verify/?${new URLSearchParams({
    game,
    serverSeed: pair.serverSeed,
    clientSeed: pair.clientSeed,
    hash: pair.seedHash,
    nonce: String(Math.max(0, (pair.nonce ?? 1) - 1)),
    lang,
  })}`;

/**
 * Provably fair: the server seed's hash shown before any round is played on it, the client seed
 * the player may set, the next nonce; rotating reveals the seed (every round played with it can
 * then be recomputed) and starts a new pair, with the client seed typed here. Not while a round
 * is open: its outcome would be known before it ends.
 */
export function FairnessPanel() {
  const { t, api, family, fair, refreshFair, roundOpen, showError, roundSettled, lang } = useShell();
  const [clientSeed, setClientSeed] = useState(fair?.clientSeed ?? '');
  const [revealed, setRevealed] = useState<Revealed | null>(null);
  const [busy, setBusy] = useState(false);
  const ids = { hash: useId(), seed: useId(), nonce: useId() };
  useEffect(() => setClientSeed(fair?.clientSeed ?? ''), [fair?.clientSeed]);
  const valid = CLIENT_SEED_PATTERN.test(clientSeed);

  const rotate = async () => {
    setBusy(true);
    try {
      const answer = await api.call(houseRotateSeed, { params: { family }, body: { clientSeed } });
      setRevealed(answer.revealed);
      refreshFair();
      roundSettled();
    } catch (error) {
      showError(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="fair">
      <div className="field">
        <label className="field-label" htmlFor={ids.hash}>
          {t('fair.serverSeedHash')}
        </label>
        <output id={ids.hash} className="mono">
          {fair?.seedHash ?? '…'}
        </output>
      </div>
      <div className="fair-row">
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
        <div className="field fair-nonce">
          <label className="field-label" htmlFor={ids.nonce}>
            {t('fair.nonce')}
          </label>
          <output id={ids.nonce} className="mono">
            {fair?.nonce ?? '…'}
          </output>
        </div>
      </div>
      <button type="button" className="button-secondary" disabled={!valid || busy || roundOpen} onClick={rotate}>
        {t('fair.rotate')}
      </button>
      <p className="muted small">{roundOpen ? t('fair.lockedHint') : t('fair.rotateHint')}</p>
      {revealed ? (
        <div className="fair-revealed">
          <span className="field-label">{t('fair.revealed')}</span>
          <output className="mono">{revealed.serverSeed}</output>
          <a className="link" href={verifierHref(family, revealed, lang)} target="_blank" rel="noopener">
            <LinkIcon />
            {t('fair.verifier')}
          </a>
        </div>
      ) : null}
    </div>
  );
}
