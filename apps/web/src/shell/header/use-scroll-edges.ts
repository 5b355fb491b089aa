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
    list.addEventListener('scroll', mark, { passive: true });
    // The observer answers after the frame's layout (at once for what it starts watching), so
    // marking never forces a layout of its own. Without it, mark now and on every change.
    const resize = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(mark);
    const observeAll = () => {
      if (!resize) return mark();
      resize.disconnect();
      resize.observe(list);
      for (const item of list.children) resize.observe(item);
    };
    observeAll();
    // Categories arrive after the first paint and widen the list: their items are watched too.
    const mutations = new MutationObserver(observeAll);
    mutations.observe(list, { childList: true });
    return () => {
      list.removeEventListener('scroll', mark);
      resize?.disconnect();
      mutations.disconnect();
    };
  }, [ref]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs again after each navigation, when the active link changes.
  useEffect(() => {
    // In the next frame, before its layout: reading the sizes then costs no layout of its own.
    const frame = requestAnimationFrame(() => {
      const list = ref.current;
      const active = list?.querySelector<HTMLElement>('.nav-link.active');
      if (!list || !active || list.scrollWidth <= list.clientWidth) return;
      list.scrollLeft = active.offsetLeft - (list.clientWidth - active.offsetWidth) / 2;
    });
    return () => cancelAnimationFrame(frame);
  }, [ref, pathname]);
}
