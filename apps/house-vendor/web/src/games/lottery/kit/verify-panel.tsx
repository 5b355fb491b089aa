import { useEffect, useState } from 'react';
import { seedHash } from '../../../../../games/fair/random.ts';
import { useShell } from '../../../shell/shell-context.tsx';
import { hashSeen } from './hashes-seen.ts';

type Check = { state: 'idle' } | { state: 'checking' } | { state: 'done'; ok: boolean; seen: boolean | null };

/**
 * A drawn draw's proof: the hash published before it, the seed revealed with it, and the check
 * run here in the browser: SHA-256 of the seed against the hash, the result recomputed from the
 * seed with the engine that drew it, and the hash against the one this tab showed before.
 */
export function VerifyPanel(props: {
  gameCode: string;
  drawNo: number;
  issue: string;
  seed: string | null;
  hash: string | null;
  /** Recomputes the result from the seed; true when it is exactly the result shown. */
  recompute: (seed: string) => Promise<boolean>;
  hint: string;
}) {
  const { t } = useShell();
  const [check, setCheck] = useState<Check>({ state: 'idle' });
  const { seed, hash, recompute, gameCode, drawNo } = props;
  useEffect(() => {
    // Another draw chosen: its check starts over.
    void drawNo;
    setCheck({ state: 'idle' });
  }, [drawNo]);

  if (!seed || !hash) return <p className="muted">{t('draw.fair.noSeed')}</p>;
  const verify = async () => {
    setCheck({ state: 'checking' });
    const hashOk = seedHash(seed) === hash.toLowerCase();
    const resultOk = await recompute(seed).catch(() => false);
    const before = hashSeen(gameCode, drawNo);
    setCheck({ state: 'done', ok: hashOk && resultOk, seen: before === null ? null : before === hash });
  };
  return (
    <div className="dg-proof">
      <p className="dg-proof-draw">{t('draw.issue', { issue: props.issue })}</p>
      <dl>
        <dt>{t('draw.fair.seedHash')}</dt>
        <dd>
          <code className="mono">{hash}</code>
        </dd>
        <dt>{t('draw.fair.seed')}</dt>
        <dd>
          <code className="mono">{seed}</code>
        </dd>
      </dl>
      <button type="button" className="button-secondary" onClick={verify} disabled={check.state === 'checking'}>
        {check.state === 'checking' ? t('draw.fair.verifying') : t('draw.fair.verify')}
      </button>
      {check.state === 'done' ? (
        <div className={`dg-proof-result ${check.ok ? 'ok' : 'bad'}`} role="status">
          <p>{check.ok ? t('draw.fair.verified') : t('draw.fair.notVerified')}</p>
          {check.seen === null ? null : <p>{check.seen ? t('draw.fair.seenMatch') : t('draw.fair.seenDiffer')}</p>}
        </div>
      ) : null}
      <details className="dg-howto">
        <summary>{t('draw.fair.howTo')}</summary>
        <p className="small muted">{props.hint}</p>
      </details>
    </div>
  );
}
