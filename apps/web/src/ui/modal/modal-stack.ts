import { createContext } from 'react';

/**
 * Open modals. While any is open the page is scroll-locked (one lock for all,
 * so closing an inner modal keeps the outer one's), and everything outside
 * the innermost modal is hidden from assistive tech and made inert. Only the
 * innermost modal answers Escape: the deepest in the React tree (a modal
 * inside another's content mounts before its parent's effects run, so push
 * order alone cannot tell), the latest opened among equals.
 */
interface Entry {
  id: symbol;
  depth: number;
  /** The modal's top-level element, a child of body. */
  element: HTMLElement;
}

const stack: Entry[] = [];

export const SCROLL_LOCK_CLASS = 'scroll-locked';
/** Marks what this module hid, so only that is given back. */
const HIDDEN_MARK = 'data-modal-hidden';

/** How many modals enclose the current component in the React tree. */
export const ModalDepth = createContext(0);

function topEntry(): Entry | undefined {
  let top: Entry | undefined;
  for (const entry of stack) if (!top || entry.depth >= top.depth) top = entry;
  return top;
}

function hideBackground(): void {
  for (const element of document.querySelectorAll<HTMLElement>(`[${HIDDEN_MARK}]`)) {
    element.removeAttribute('aria-hidden');
    element.removeAttribute(HIDDEN_MARK);
    element.inert = false;
  }
  const top = topEntry();
  if (!top) return;
  for (const child of document.body.children) {
    if (!(child instanceof HTMLElement) || child === top.element || child.inert || child.hasAttribute('aria-hidden')) {
      continue;
    }
    child.setAttribute('aria-hidden', 'true');
    child.setAttribute(HIDDEN_MARK, '');
    child.inert = true;
  }
}

export function pushModal(id: symbol, depth: number, element: HTMLElement): void {
  stack.push({ id, depth, element });
  document.body.classList.add(SCROLL_LOCK_CLASS);
  hideBackground();
}

export function popModal(id: symbol): void {
  const at = stack.findIndex((entry) => entry.id === id);
  if (at >= 0) stack.splice(at, 1);
  if (stack.length === 0) document.body.classList.remove(SCROLL_LOCK_CLASS);
  hideBackground();
}

export const isTopModal = (id: symbol): boolean => topEntry()?.id === id;
