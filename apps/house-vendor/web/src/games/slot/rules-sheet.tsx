import type { SlotState } from '@arcadia/contracts';
import type { CSSProperties } from 'react';
import { useEffect, useRef } from 'react';
import { createPortal } from 'react-dom';
import { percent } from '../../lib/money.ts';
import { useShell } from '../../shell/shell-context.tsx';
import { Paylines, Paytable } from './paytable.tsx';

/** 3⁵: every path across five reels of three rows. */
const WAYS = 243;

/** The title's rules as the state states them: the feature, how wins are read, the paytable, RTP and volatility. */
export function Rules(props: { state: SlotState; stake: number }) {
  const { t } = useShell();
  const { state } = props;
  return (
    <div className="rules">
      <section>
        <h3>{t('slot.feature')}</h3>
        <p>{state.feature.text}</p>
      </section>
      <section>
        <h3>{t('slot.paytable')}</h3>
        <Paytable state={state} stake={props.stake} />
      </section>
      <section>
        <h3>{t('slot.rules')}</h3>
        <p>
          {state.evaluation === 'lines'
            ? t('slot.linesRule', { n: state.paylines.length })
            : t('slot.waysRule', { n: WAYS })}
        </p>
        <p>{t('slot.totalRule')}</p>
        <p>
          {t('slot.rtpRule', { rtp: percent(state.rtp) })} {t('slot.volatility')}:{' '}
          {t(`slot.volatility.${state.volatility}`)}.
        </p>
        <p className="muted">{t('slot.malfunction')}</p>
      </section>
      {state.paylines.length > 0 ? (
        <section>
          <h3>{t('slot.paylines')}</h3>
          <Paylines lines={state.paylines} />
        </section>
      ) : null}
    </div>
  );
}

/**
 * The rules over the page (a sheet from the bottom on a phone), in a portal at the body's end so
 * the shell's sticky header and controls never paint over it; Escape or Close shuts it.
 */
export function RulesSheet(props: { state: SlotState; stake: number; style?: CSSProperties; onClose: () => void }) {
  const { t } = useShell();
  const close = useRef<HTMLButtonElement>(null);
  const { onClose } = props;
  const closing = useRef(onClose);
  closing.current = onClose;
  useEffect(() => {
    const before = document.activeElement as HTMLElement | null;
    close.current?.focus();
    const key = (event: KeyboardEvent) => event.key === 'Escape' && closing.current();
    window.addEventListener('keydown', key);
    return () => {
      window.removeEventListener('keydown', key);
      before?.focus();
    };
  }, []);
  return createPortal(
    <div className="sheet-backdrop slot-sheet" style={props.style}>
      <button type="button" className="sheet-scrim" aria-label={t('slot.close')} tabIndex={-1} onClick={onClose} />
      <div className="sheet" role="dialog" aria-modal="true" aria-label={t('slot.info')}>
        <div className="sheet-head">
          <h2>{props.state.name}</h2>
          <button ref={close} type="button" className="chip" onClick={onClose}>
            {t('slot.close')}
          </button>
        </div>
        <div className="sheet-body">
          <Rules state={props.state} stake={props.stake} />
        </div>
      </div>
    </div>,
    document.body,
  );
}
