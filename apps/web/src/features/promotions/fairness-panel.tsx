import { RAFFLE_CLIENT_SEED_PATTERN, type RaffleFairness } from '@arcadia/contracts';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import { checkDraw } from '../../lib/fair-draw.ts';
import { FormActions, TextField } from '../../ui/form/form-parts.tsx';
import { useRaffleFairness } from './api/raffle-fairness.ts';
import { useRotateRaffleSeed } from './api/rotate-raffle-seed.ts';

type Previous = NonNullable<RaffleFairness['previous']>;

/** The revealed pair's draws, each recomputed here in the browser (WebCrypto), not taken on trust. */
function RevealedDraws({ previous }: { previous: Previous }) {
  const { t } = useTranslation('promotions');
  const [checks, setChecks] = useState<Record<string, boolean>>({});
  useEffect(() => {
    let live = true;
    Promise.all(previous.draws.map(async (draw) => [draw.id, await checkDraw({ ...previous, ...draw })] as const)).then(
      (results) => live && setChecks(Object.fromEntries(results)),
    );
    return () => {
      live = false;
    };
  }, [previous]);
  return (
    <>
      <dl>
        <dt>{t('fair.revealedSeed')}</dt>
        <dd>{previous.serverSeed}</dd>
        <dt>{t('fair.clientSeed')}</dt>
        <dd>{previous.clientSeed}</dd>
      </dl>
      {previous.draws.length === 0 ? (
        <p className="promo-hint">{t('fair.noDraws')}</p>
      ) : (
        <ol className="promo-fair-draws" aria-label={t('fair.draws')}>
          {previous.draws.map((draw) => (
            <li key={draw.id}>
              {t('fair.draw', { nonce: draw.nonce, roll: draw.roll, prize: draw.prizeLabel })}{' '}
              {draw.id in checks &&
                (checks[draw.id] ? (
                  <span className="promo-fair-ok">{t('fair.verified')}</span>
                ) : (
                  <span className="promo-fair-bad">{t('fair.mismatch')}</span>
                ))}
            </li>
          ))}
        </ol>
      )}
    </>
  );
}

/**
 * Provably fair: the hash of the secret server seed in use (shown before any draw), the
 * client seed and next draw number; the member may set their own client seed, which
 * reveals the old server seed so every draw made with it is checked here.
 */
export function FairnessPanel({ promotionId }: { promotionId: string }) {
  const { t } = useTranslation('promotions');
  const fairness = useRaffleFairness(promotionId);
  const rotate = useRotateRaffleSeed(promotionId);
  const [clientSeed, setClientSeed] = useState('');
  const bad = clientSeed !== '' && !RAFFLE_CLIENT_SEED_PATTERN.test(clientSeed);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!bad) rotate.mutate(clientSeed, { onSuccess: () => setClientSeed('') });
  };
  const value = fairness.data;
  return (
    <section className="promo-panel promo-fair" aria-labelledby="promo-fair-heading">
      <h2 id="promo-fair-heading">{t('fair.heading')}</h2>
      <p className="promo-hint">{t('fair.intro')}</p>
      {value && (
        <dl>
          <dt>{t('fair.serverSeedHash')}</dt>
          <dd>{value.active.serverSeedHash}</dd>
          <dt>{t('fair.clientSeed')}</dt>
          <dd>{value.active.clientSeed}</dd>
          <dt>{t('fair.nextNonce')}</dt>
          <dd>{value.active.nextNonce}</dd>
        </dl>
      )}
      <form onSubmit={submit} noValidate>
        <TextField
          label={t('fair.newClientSeed')}
          value={clientSeed}
          onChange={setClientSeed}
          maxLength={64}
          error={bad ? t('fair.seedRule') : undefined}
        />
        <FormActions error={rotate.error ?? fairness.error} busy={rotate.isPending} submitLabel={t('fair.reveal')} />
      </form>
      {value?.previous && <RevealedDraws previous={value.previous} />}
    </section>
  );
}
