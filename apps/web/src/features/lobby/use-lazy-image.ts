import { LAZY_LOAD } from '@arcadia/contracts';
import { type RefObject, useEffect, useRef, useState } from 'react';

export type LazyImageStatus = 'waiting' | 'loading' | 'loaded' | 'failed';

/** The address of the n-th try: a retry asks again past any cached failure. */
export const attemptSrc = (src: string, attempt: number): string =>
  attempt === 0 ? src : `${src}${src.includes('?') ? '&' : '?'}retry=${attempt}`;

/**
 * An image that loads when a tenth of it comes near the view (LAZY_LOAD:
 * threshold 0.1, preloading 1.3 view heights), retried up to 3 times before
 * the placeholder stays.
 */
export function useLazyImage<T extends Element>(
  src: string,
): {
  ref: RefObject<T | null>;
  status: LazyImageStatus;
  currentSrc: string | null;
  onLoad: () => void;
  onError: () => void;
} {
  const ref = useRef<T | null>(null);
  const [visible, setVisible] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const [status, setStatus] = useState<LazyImageStatus>('waiting');

  useEffect(() => {
    const element = ref.current;
    if (!element || visible) return;
    if (typeof IntersectionObserver === 'undefined') {
      setVisible(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setVisible(true);
          observer.disconnect();
        }
      },
      { threshold: LAZY_LOAD.threshold, rootMargin: `0px 0px ${Math.round((LAZY_LOAD.preLoad - 1) * 100)}% 0px` },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [visible]);

  useEffect(() => {
    if (visible) setStatus('loading');
  }, [visible]);

  return {
    ref,
    status,
    currentSrc: visible && status !== 'failed' ? attemptSrc(src, attempt) : null,
    onLoad: () => setStatus('loaded'),
    onError: () => {
      if (attempt < LAZY_LOAD.retry) setAttempt(attempt + 1);
      else setStatus('failed');
    },
  };
}
