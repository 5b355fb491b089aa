import { houseSlotState, type SlotState, type SlotTitleCode } from '@arcadia/contracts';
import { useCallback, useEffect, useState } from 'react';
import { useShell } from '../../shell/shell-context.tsx';

export type Loaded = { kind: 'loading' } | { kind: 'failed'; message: string } | { kind: 'ready'; state: SlotState };

/** The title's page state (stakes, symbols, paytable, feature, a round left unfinished), asked again on retry. */
export function useSlotState(title: SlotTitleCode | null): { loaded: Loaded; reload: () => void } {
  const { api, showError } = useShell();
  const [loaded, setLoaded] = useState<Loaded>({ kind: 'loading' });
  const [version, setVersion] = useState(0);
  useEffect(() => {
    void version;
    if (!title) return;
    let live = true;
    setLoaded({ kind: 'loading' });
    api
      .call(houseSlotState, { params: { title } })
      .then((state) => live && setLoaded({ kind: 'ready', state }))
      .catch((error: unknown) => {
        if (!live) return;
        showError(error);
        setLoaded({ kind: 'failed', message: error instanceof Error ? error.message : String(error) });
      });
    return () => {
      live = false;
    };
  }, [api, title, version, showError]);
  return { loaded, reload: useCallback(() => setVersion((v) => v + 1), []) };
}

/** What the reels show before the first spin: the title's symbols, scatter apart, different on every reel. */
export function openingGrid(state: SlotState): string[][] {
  const ids = state.symbols.filter((symbol) => symbol.role !== 'scatter').map((symbol) => symbol.id);
  return Array.from({ length: 5 }, (_, reel) =>
    Array.from({ length: 3 }, (_, row) => ids[(reel * 2 + row * 3) % ids.length] ?? ''),
  );
}
