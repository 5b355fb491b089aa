import type { Language } from '@arcadia/contracts';
import { type ReactNode, useEffect, useId, useMemo, useState } from 'react';
import type { OriginalCode } from '../../../games/originals/game.ts';
import { payoutRow } from '../../../games/originals/plinko.ts';
import { Gem, Mine } from '../games/mines/tiles.tsx';
import { type Translate, translatorFor } from '../lib/i18n/index.ts';
import { money, multiplier } from '../lib/money.ts';
import { readInputs, type VerifyInputs } from '../lib/verify-link.ts';
import { ShieldIcon } from '../shell/icons.tsx';
import { type Recomputed, recompute } from './recompute.ts';
import './verify.css';

const GAMES: OriginalCode[] = ['dice', 'plinko', 'mines', 'crash'];

/** A field that shows engine units (hundredths, minor units) as decimals and stores them back. */
function ScaledField(props: {
  label: string;
  value: string;
  scale: number;
  onChange: (value: string) => void;
  hint?: string;
}) {
  const id = useId();
  const shown = props.value.trim() === '' ? '' : (Number(props.value) / props.scale).toFixed(2);
  return (
    <div className="field">
      <label className="field-label" htmlFor={id}>
        <span>{props.label}</span>
        {props.hint ? <span className="field-hint">{props.hint}</span> : null}
      </label>
      <input
        id={id}
        key={props.value}
        className="text-input"
        inputMode="decimal"
        defaultValue={shown}
        onBlur={(event) => {
          const text = event.target.value.trim();
          const value = Number(text);
          props.onChange(
            text === '' ? '' : Number.isFinite(value) ? String(Math.round(value * props.scale)) : props.value,
          );
        }}
      />
    </div>
  );
}

function TextField(props: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  mono?: boolean;
  numeric?: boolean;
}) {
  const id = useId();
  return (
    <div className="field">
      <label className="field-label" htmlFor={id}>
        {props.label}
      </label>
      <input
        id={id}
        className={`text-input${props.mono ? ' mono' : ''}`}
        value={props.value}
        spellCheck={false}
        autoComplete="off"
        inputMode={props.numeric ? 'numeric' : undefined}
        onChange={(event) => props.onChange(event.target.value)}
      />
    </div>
  );
}

/** The verifier: anyone may open it; the round is recomputed in the browser with the engines the server uses. */
export function VerifyPage(props: { search?: string; lang: Language; onChange?: (inputs: VerifyInputs) => void }) {
  const t = useMemo(() => translatorFor(props.lang), [props.lang]);
  const [inputs, setInputs] = useState(() => readInputs(props.search ?? location.search));
  const set = (patch: Partial<VerifyInputs>) => setInputs((now) => ({ ...now, ...patch }));
  const outcome = useMemo(() => recompute(inputs), [inputs]);
  const { onChange } = props;
  useEffect(() => onChange?.(inputs), [inputs, onChange]);

  return (
    <div className="verify">
      <header className="top">
        <h1 className="top-title">
          <span className="verify-badge">
            <ShieldIcon />
          </span>
          {t('verify.title')}
        </h1>
      </header>
      <main className="verify-main">
        <p className="muted verify-intro">{t('verify.intro')}</p>
        <section className="card" aria-label={t('verify.game')}>
          <fieldset className="segmented verify-games">
            <legend className="sr-only">{t('verify.game')}</legend>
            {GAMES.map((game) => (
              <button key={game} type="button" aria-pressed={inputs.game === game} onClick={() => set({ game })}>
                {t(`game.${game}`)}
              </button>
            ))}
          </fieldset>
          <TextField
            label={t('verify.serverSeed')}
            value={inputs.serverSeed}
            onChange={(v) => set({ serverSeed: v })}
            mono
          />
          <div className="verify-pair">
            <TextField
              label={t('verify.clientSeed')}
              value={inputs.clientSeed}
              onChange={(v) => set({ clientSeed: v })}
              mono
            />
            <TextField label={t('verify.nonce')} value={inputs.nonce} onChange={(v) => set({ nonce: v })} numeric />
          </div>
          <TextField label={t('verify.expected')} value={inputs.hash} onChange={(v) => set({ hash: v })} mono />
          <GameInputs inputs={inputs} set={set} t={t} />
        </section>
        <Outcome outcome={outcome} inputs={inputs} t={t} />
      </main>
    </div>
  );
}

function GameInputs({
  inputs,
  set,
  t,
}: {
  inputs: VerifyInputs;
  set: (p: Partial<VerifyInputs>) => void;
  t: Translate;
}) {
  const stake = (
    <ScaledField label={t('bet.stake')} value={inputs.stake} scale={100} onChange={(v) => set({ stake: v })} />
  );
  switch (inputs.game) {
    case 'dice':
      return (
        <div className="verify-grid">
          {stake}
          <div className="field">
            <fieldset className="segmented">
              <legend className="sr-only">{t('dice.target')}</legend>
              {(['under', 'over'] as const).map((direction) => (
                <button
                  key={direction}
                  type="button"
                  aria-pressed={inputs.direction === direction}
                  onClick={() => set({ direction })}
                >
                  {t(`dice.${direction}`)}
                </button>
              ))}
            </fieldset>
          </div>
          <ScaledField
            label={t('dice.target')}
            value={inputs.target}
            scale={100}
            onChange={(v) => set({ target: v })}
          />
        </div>
      );
    case 'plinko':
      return (
        <div className="verify-grid">
          {stake}
          <TextField label={t('plinko.rows')} value={inputs.rows} onChange={(v) => set({ rows: v })} numeric />
          <div className="field">
            <span className="field-label">{t('plinko.risk')}</span>
            <div className="segmented">
              {(['low', 'medium', 'high'] as const).map((risk) => (
                <button key={risk} type="button" aria-pressed={inputs.risk === risk} onClick={() => set({ risk })}>
                  {t(`plinko.risk.${risk}`)}
                </button>
              ))}
            </div>
          </div>
        </div>
      );
    case 'mines':
      return (
        <div className="verify-grid">
          {stake}
          <TextField label={t('mines.mines')} value={inputs.mines} onChange={(v) => set({ mines: v })} numeric />
          <TextField label={t('verify.revealed')} value={inputs.revealed} onChange={(v) => set({ revealed: v })} />
        </div>
      );
    case 'crash':
      return (
        <div className="verify-grid">
          {stake}
          <ScaledField
            label={t('verify.cashOut')}
            value={inputs.cashOut}
            scale={100}
            onChange={(v) => set({ cashOut: v })}
          />
        </div>
      );
  }
}

function Outcome({ outcome, inputs, t }: { outcome: Recomputed; inputs: VerifyInputs; t: Translate }) {
  const expected = inputs.hash.trim().toLowerCase();
  const hashRow = outcome.hash ? (
    <div className="verify-hash">
      <span className="field-label">{t('verify.hash')}</span>
      <output className="mono">{outcome.hash}</output>
      {expected ? (
        <span className={`verify-match ${expected === outcome.hash ? 'ok' : 'bad'}`}>
          {expected === outcome.hash ? `✓ ${t('verify.match')}` : `✗ ${t('verify.mismatch')}`}
        </span>
      ) : (
        <span className="muted small">{t('verify.hashHint')}</span>
      )}
    </div>
  ) : null;
  let body: ReactNode;
  if (outcome.kind === 'missing') body = <p className="muted">{t('verify.missing')}</p>;
  else if (outcome.kind === 'invalid')
    body = <p className="verify-error">{t('verify.invalid', { reason: outcome.reason })}</p>;
  else body = <Result outcome={outcome} t={t} />;
  return (
    <section className="card verify-outcome" aria-live="polite" aria-label={t('verify.result')}>
      {hashRow}
      {body}
    </section>
  );
}

function Fact(props: { label: string; value: ReactNode; tone?: 'win' | 'lose' }) {
  return (
    <div className="fact">
      <span className="fact-label">{props.label}</span>
      <span className={`fact-value ${props.tone ?? ''}`}>{props.value}</span>
    </div>
  );
}

function Result({ outcome, t }: { outcome: Extract<Recomputed, { kind: 'done' }>; t: Translate }) {
  const { result, input } = outcome;
  const paid = money(result.payout, '');
  const tone = result.payout > 0 ? 'win' : 'lose';
  switch (result.game) {
    case 'dice':
      return (
        <div className="verify-result">
          <output className={`verify-big ${tone}`}>{(result.roll / 100).toFixed(2)}</output>
          <div className="facts">
            <Fact label={t('bet.multiplier')} value={multiplier(result.multiplier, 10_000)} />
            <Fact label={t('bet.payout')} value={paid} tone={tone} />
          </div>
        </div>
      );
    case 'crash':
      return (
        <div className="verify-result">
          <output className="verify-big">{multiplier(result.point, 100)}</output>
          <div className="facts">
            <Fact label={t('verify.point')} value={`${(result.crashMs / 1000).toFixed(3)} s`} />
            <Fact label={t('bet.payout')} value={paid} tone={tone} />
          </div>
        </div>
      );
    case 'plinko': {
      const rows = input.game === 'plinko' ? input.rows : 0;
      const risk = input.game === 'plinko' ? input.risk : 'low';
      const steps = Array.from({ length: rows }, (_, row) => ((result.path >> row) & 1 ? 'R' : 'L'));
      return (
        <div className="verify-result">
          <output className={`verify-big ${tone}`}>{multiplier(result.multiplier, 100)}</output>
          <ol className="verify-path" aria-label={t('verify.path')}>
            {steps.map((step, row) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: one item per row, never reordered
              <li key={row}>{step}</li>
            ))}
          </ol>
          <ol className="verify-buckets" aria-label={t('verify.bucket')}>
            {payoutRow(rows, risk).map((m, bucket) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: one item per bucket, never reordered
              <li key={bucket} className={bucket === result.bucket ? 'hit' : undefined}>
                {multiplier(m, 100).replace('.00×', '×')}
              </li>
            ))}
          </ol>
          <div className="facts">
            <Fact label={t('verify.bucket')} value={result.bucket} />
            <Fact label={t('bet.payout')} value={paid} tone={tone} />
          </div>
        </div>
      );
    }
    case 'mines': {
      const opened = input.game === 'mines' ? input.revealed : [];
      return (
        <div className="verify-result">
          <div className="verify-board" role="img" aria-label={t('verify.mineCells')}>
            {Array.from({ length: 25 }, (_, cell) => {
              const mine = result.mineCells.includes(cell);
              return (
                <span
                  // biome-ignore lint/suspicious/noArrayIndexKey: the 25 cells of the board, in place
                  key={cell}
                  className={`verify-cell${opened.includes(cell) ? ' opened' : ''}${mine ? ' mine' : ''}`}
                >
                  {mine ? <Mine /> : <Gem />}
                </span>
              );
            })}
          </div>
          <div className="facts">
            <Fact label={t('verify.mineCells')} value={result.mineCells.join(', ')} />
            <Fact label={t('bet.payout')} value={paid} tone={tone} />
          </div>
        </div>
      );
    }
  }
}
