import { houseSlotSpin, type SlotRound, type SlotState } from '@arcadia/contracts';
import { useCallback, useMemo, useRef, useState } from 'react';
import { ApiError, messageOf } from '../../lib/api.ts';
import { useShell } from '../../shell/shell-context.tsx';
import { pace } from './pace.ts';
import { playOut, QUIET, type Show, type Stage } from './round-player.ts';
import type { ReelsScene } from './scene-api.ts';
import { Skipper } from './skipper.ts';
import { type Highlight, hasFeature } from './wins.ts';

export interface Failure {
  code: string;
  message: string;
}

export type Outcome = 'done' | 'feature' | 'failed';

/**
 * One spin at a time: the reels set turning at the tap, the server's whole round asked for, then
 * played out (playOut). The stake leaves the header's balance when the answer comes; the win
 * joins it when the animation has shown it, and the framing site is told both (showBalance).
 */
export function useSlotPlay(props: {
  state: SlotState | null;
  scene: () => Promise<ReelsScene> | null;
  stake: number;
  quick: boolean;
  opening: readonly (readonly string[])[] | null;
}) {
  const { state, scene } = props;
  const shell = useShell();
  const { t, api, lang, formatMoney, showBalance, showError, showNotice, roundSettled, refreshFair } = shell;
  const [show, setShow] = useState<Show>(QUIET);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<Failure | null>(null);
  const skipper = useMemo(() => new Skipper(), []);
  // What the round's async steps read as it is now, not as it was when the tap happened.
  const live = useRef({
    stake: props.stake,
    quick: props.quick,
    balance: shell.balance,
    fair: shell.fair,
    busy: false,
    hurry: false,
    idle: 0,
  });
  Object.assign(live.current, { stake: props.stake, quick: props.quick, fair: shell.fair });
  if (!live.current.busy) live.current.balance = shell.balance;
  const lastGrid = useRef<readonly (readonly string[])[] | null>(null);
  const pickDone = useRef<(() => void) | null>(null);

  const patch = useCallback((p: Partial<Show>) => setShow((s) => ({ ...s, ...p })), []);
  const currentPace = useCallback(() => pace(live.current.quick || live.current.hurry), []);

  const tell = (after: number) => {
    if (after === live.current.balance) return;
    live.current.balance = after;
    showBalance(after);
  };

  /** Wins of the last spin keep taking turns until the next spin. */
  const idle = (reels: ReelsScene, lights: Highlight[]) => {
    const id = ++live.current.idle;
    if (lights.length < 2) return;
    void (async () => {
      while (live.current.idle === id) {
        for (const light of lights) {
          if (live.current.idle !== id) return;
          reels.highlight([light]);
          patch({ winText: light.text });
          await new Promise((resolve) => setTimeout(resolve, pace(false).eachWin));
        }
      }
    })();
  };

  const play = async (round: SlotRound, reels: ReelsScene, spinning: boolean) => {
    if (!state) return;
    const stage: Stage = {
      scene: reels,
      title: state,
      pace: currentPace,
      show: patch,
      wait: skipper.wait,
      picks: () =>
        new Promise<void>((resolve) => {
          pickDone.current = resolve;
        }),
    };
    const lights = await playOut(round, stage, spinning);
    lastGrid.current = round.spins.at(-1)?.grid ?? lastGrid.current;
    idle(reels, lights);
  };

  const begin = async () => {
    const reels = await scene();
    if (!state || !reels || live.current.busy) return null;
    live.current.busy = true;
    live.current.hurry = false;
    live.current.idle += 1;
    setBusy(true);
    setFailure(null);
    setShow(QUIET);
    return reels;
  };
  const end = () => {
    live.current.busy = false;
    setBusy(false);
  };

  const failed = (error: unknown) => {
    if (error instanceof ApiError && error.code === 'not-logged-in') return showError(error);
    if (error instanceof ApiError && error.code === 'conflict') refreshFair();
    if (error instanceof ApiError && error.code === 'insufficient-balance') showBalance(null);
    setFailure(
      error instanceof ApiError
        ? { code: error.code, message: error.message }
        : { code: 'service-unavailable', message: messageOf(lang, 'service-unavailable') },
    );
  };

  /** One paid round, start to end of its animation. */
  const spin = async (): Promise<Outcome> => {
    const reels = await begin();
    if (!reels || !state) return 'failed';
    try {
      reels.spin(currentPace());
      const { stake, fair } = live.current;
      let answer: Awaited<ReturnType<typeof api.call<typeof houseSlotSpin>>>;
      try {
        answer = await api.call(houseSlotSpin, {
          params: { title: state.title },
          body: { stake, ...(fair ? { clientSeed: fair.clientSeed } : {}) },
        });
      } catch (error) {
        await reels.stop(lastGrid.current ?? props.opening ?? [], currentPace(), []);
        failed(error);
        return 'failed';
      }
      const { round, balance: after, held } = answer;
      if (after !== null) tell(held ? after : after - round.win);
      await play(round, reels, true);
      if (after !== null) tell(after);
      else showBalance(null);
      if (held && round.win > 0) showNotice(t('shell.winHeld', { amount: formatMoney(round.win) }));
      roundSettled();
      return hasFeature(round) ? 'feature' : 'done';
    } finally {
      end();
    }
  };

  /** A round the player left unfinished, shown again from the state (its money already moved or on its way). */
  const replay = async (round: SlotRound) => {
    const reels = await begin();
    if (!reels) return;
    try {
      await play(round, reels, false);
      showBalance(null);
      roundSettled();
    } finally {
      end();
    }
  };

  /** Spin pressed while a round plays: the reels stop now, and the rest of the round goes quickly. */
  const hurry = () => {
    live.current.hurry = true;
    void scene()?.then((reels) => reels.hurry());
    skipper.skip();
  };

  const picked = () => {
    pickDone.current?.();
    pickDone.current = null;
  };

  return {
    show,
    busy,
    failure,
    dismiss: () => setFailure(null),
    spin,
    replay,
    hurry,
    skip: skipper.skip,
    picked,
    /** The wallet as the round's steps know it (the header's figure between rounds). */
    balance: () => live.current.balance,
  };
}
