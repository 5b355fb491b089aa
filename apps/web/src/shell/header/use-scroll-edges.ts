import { type RefObject, useEffect } from 'react';
import { useLocation } from '../../lib/router/router.tsx';

/**
 * Marks a sideways-scrolling list with what lies beyond its edges
 * (`data-more-start`, `data-more-end`), so the stylesheet can fade that edge and
 * show an arrow: on a phone the main nav is wider than the screen, and a cut
 * word alone does not tell a person it scrolls. The current page's link is
 * brought into view after each navigation.
 */
export function useScrollEdges(ref: RefObject<HTMLElement | null>): void {
  const { pathname } = useLocation();

  useEffect(() => {
    const list = ref.current;
    if (!list) return;
    const mark = () => {
      const end = list.scrollWidth - list.clientWidth;
      list.toggleAttribute('data-more-start', list.scrollLeft > 1);
      list.toggleAttribute('data-more-end', end - list.scrollLeft > 1);
    };
    mark();
    list.addEventListener('scroll', mark, { passive: true });
    const resize = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(mark);
    resize?.observe(list);
    // Categories arrive after the first paint and widen the list.
    const mutations = new MutationObserver(mark);
    mutations.observe(list, { childList: true, subtree: true });
    return () => {
      list.removeEventListener('scroll', mark);
      resize?.disconnect();
      mutations.disconnect();
    };
  }, [ref]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs again after each navigation, when the active link changes.
  useEffect(() => {
    const list = ref.current;
    const active = list?.querySelector<HTMLElement>('.nav-link.active');
    if (!list || !active || list.scrollWidth <= list.clientWidth) return;
    list.scrollLeft = active.offsetLeft - (list.clientWidth - active.offsetWidth) / 2;
  }, [ref, pathname]);
}
