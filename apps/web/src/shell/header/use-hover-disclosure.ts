import { type FocusEvent, type KeyboardEvent, useCallback, useRef, useState } from 'react';

interface Options {
  /** Open when focus enters (for links, whose click navigates instead of toggling). */
  openOnFocus?: boolean;
}

/**
 * A pop-over that opens on hover, on focus or click for keyboard and touch
 * users, and closes when the pointer or focus leaves or on Escape.
 */
export function useHoverDisclosure<T extends HTMLElement>({ openOnFocus = false }: Options = {}) {
  const [open, setOpen] = useState(false);
  const triggerRef = useRef<T>(null);
  // A click right after hover opened the pop-over must keep it open, not toggle it shut.
  const openedByHover = useRef(false);
  // Escape hands focus back to the trigger; that focus must not reopen what Escape closed.
  const returningFocus = useRef(false);

  const close = useCallback(() => setOpen(false), []);

  const toggle = useCallback(() => {
    if (openedByHover.current) {
      openedByHover.current = false;
      setOpen(true);
      return;
    }
    setOpen((value) => !value);
  }, []);

  const rootProps = {
    onMouseEnter: () => {
      openedByHover.current = true;
      setOpen(true);
    },
    onMouseLeave: () => {
      openedByHover.current = false;
      setOpen(false);
    },
    onFocus: openOnFocus ? () => !returningFocus.current && setOpen(true) : undefined,
    onBlur: (event: FocusEvent<HTMLElement>) => {
      if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(false);
    },
    onKeyDown: (event: KeyboardEvent<HTMLElement>) => {
      if (event.key !== 'Escape' || !open) return;
      event.stopPropagation();
      setOpen(false);
      returningFocus.current = true;
      triggerRef.current?.focus();
      returningFocus.current = false;
    },
  };

  return { open, setOpen, close, toggle, triggerRef, rootProps };
}
