import { type RefObject, useLayoutEffect, useState } from 'react';

/**
 * Whether the nav must drop below the logo. Logo, nav and account share one
 * row only while their natural widths fit it; that depends on the language,
 * the brand's categories and what the account slot holds, so it is measured
 * rather than guessed with a breakpoint. Item widths do not depend on the
 * layout chosen, so the answer cannot flip back and forth.
 */
export function useStackedNav(rowRef: RefObject<HTMLElement | null>): boolean {
  // A first guess that is usually right (a phone stacks), so the row is seldom laid out twice.
  const [stacked, setStacked] = useState(guessStacked);

  useLayoutEffect(() => {
    const row = rowRef.current;
    const list = row?.querySelector('.nav-list');
    if (!row || !list || typeof ResizeObserver === 'undefined') return;

    const width = (selector: string) => row.querySelector<HTMLElement>(selector)?.offsetWidth ?? 0;
    const measure = () => {
      const items = [...list.querySelectorAll<HTMLElement>(':scope > li')];
      const nav = items.reduce((sum, item) => sum + item.offsetWidth, 0);
      const style = getComputedStyle(row);
      const room = row.clientWidth - Number.parseFloat(style.paddingLeft) - Number.parseFloat(style.paddingRight);
      const gaps = 2 * (Number.parseFloat(style.columnGap) || 0);
      setStacked(width('.header-logo') + nav + width('.header-account') + gaps > room);
    };

    const resize = new ResizeObserver(measure);
    const observeAll = () => {
      resize.disconnect();
      resize.observe(row);
      for (const element of row.querySelectorAll('.header-logo, .header-account, .nav-list > li')) {
        resize.observe(element);
      }
    };
    // The observer answers after the frame's layout and before its paint: the row is measured
    // without forcing a layout inside the render, and a wrong guess is put right before it shows.
    observeAll();
    // Categories arrive after the first paint: watch the new items too.
    const mutations = new MutationObserver(observeAll);
    mutations.observe(list, { childList: true });
    return () => {
      resize.disconnect();
      mutations.disconnect();
    };
  }, [rowRef]);

  return stacked;
}

/** The same width at which the server's first screen draws the stacked header's band (styles/base.css). */
const guessStacked = () => typeof matchMedia === 'function' && matchMedia('(max-width: 640px)').matches;
