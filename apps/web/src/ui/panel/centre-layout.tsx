import { type KeyboardEvent, type ReactNode, useEffect, useRef, useState } from 'react';
import { useUniqueId } from '../../lib/use-unique-id.ts';

interface CentreLayoutProps {
  /** The menu button's label and the scrim's "close the menu" name. */
  labels: { menu: string; close: string };
  /** The page shown, named on the menu button. */
  current?: string;
  /** The centre's menu; `close` folds the drawer after a choice. */
  menu: (close: () => void) => ReactNode;
  /** The centre's own class, for its specifics. */
  className?: string;
  children: ReactNode;
}

/**
 * A centre's body: menu on the left, the chosen page on the right. On a phone the
 * centre fills the screen (centre-panel.css) and the menu waits in a drawer behind a
 * button naming the page shown. Opening the drawer moves focus to the current entry;
 * Escape folds it (not the whole centre) and gives focus back to the button; the page
 * behind is inert while the drawer is open.
 */
export function CentreLayout({ labels, current, menu, className, children }: CentreLayoutProps) {
  const [open, setOpen] = useState(false);
  const drawerId = useUniqueId();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const drawerRef = useRef<HTMLDivElement>(null);

  const close = (refocus: boolean) => {
    setOpen(false);
    if (refocus) toggleRef.current?.focus();
  };
  const toggle = () => (open ? close(false) : setOpen(true));
  // Once the drawer shows, focus goes to the page shown in it (else its first entry).
  useEffect(() => {
    if (!open) return;
    const drawer = drawerRef.current;
    const entry = drawer?.querySelector<HTMLElement>('[aria-current="page"]') ?? drawer?.querySelector('button');
    entry?.focus();
  }, [open]);
  // React's handler runs before the modal's document listener: stopping it here keeps the centre open.
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !open) return;
    event.stopPropagation();
    close(true);
  };

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: Escape anywhere in the centre folds an open drawer; the menu button is the control.
    <div
      className={className ? `centre-panel-body ${className}` : 'centre-panel-body'}
      data-drawer={open ? 'open' : 'closed'}
      onKeyDown={onKeyDown}
    >
      <button
        ref={toggleRef}
        type="button"
        className="centre-drawer-toggle"
        aria-expanded={open}
        aria-controls={drawerId}
        onClick={toggle}
      >
        <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
          <path d="M4 7h16M4 12h16M4 17h16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
        <span>{labels.menu}</span>
        {current && <span className="centre-drawer-current">{current}</span>}
      </button>
      {open && (
        <button
          type="button"
          className="centre-drawer-scrim"
          aria-label={labels.close}
          tabIndex={-1}
          onClick={() => close(true)}
        />
      )}
      <div ref={drawerRef} id={drawerId} className="centre-drawer">
        {menu(() => close(false))}
      </div>
      <div className="centre-panel-content" inert={open}>
        {children}
      </div>
    </div>
  );
}
