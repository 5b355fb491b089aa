import { useSyncExternalStore } from 'react';

/** Below this width the header has no room for the inline login form; its buttons open the popup instead. */
const NARROW = '(max-width: 860px)';

const subscribe = (onChange: () => void) => {
  if (typeof window.matchMedia !== 'function') return () => {};
  const query = window.matchMedia(NARROW);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
};

const isNarrow = () => typeof window.matchMedia === 'function' && window.matchMedia(NARROW).matches;

export const useNarrowScreen = (): boolean => useSyncExternalStore(subscribe, isNarrow, () => false);
