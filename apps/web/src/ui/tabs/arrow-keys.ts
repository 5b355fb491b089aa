import type { KeyboardEvent } from 'react';

/**
 * A tab list's keyboard (WAI-ARIA tabs, selection follows focus): Left and Right
 * move to the previous and next tab, Home and End to the first and last, and the
 * tab reached is chosen. Put it on the element with role="tablist".
 */
export function onTablistKeyDown(event: KeyboardEvent<HTMLElement>): void {
  const tabs = [...event.currentTarget.querySelectorAll<HTMLElement>('[role="tab"]')];
  const at = tabs.indexOf(event.target as HTMLElement);
  if (at < 0) return;
  const last = tabs.length - 1;
  const to = { ArrowRight: at === last ? 0 : at + 1, ArrowLeft: at === 0 ? last : at - 1, Home: 0, End: last }[
    event.key
  ];
  const next = to === undefined ? undefined : tabs[to];
  if (!next) return;
  event.preventDefault();
  next.focus();
  next.click();
}
