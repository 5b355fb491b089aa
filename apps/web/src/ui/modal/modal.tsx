import { MODAL_DEFAULTS } from '@arcadia/contracts';
import {
  type CSSProperties,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
  useContext,
  useEffect,
  useRef,
} from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from '../../i18n/react.tsx';
import { useUniqueId } from '../../lib/use-unique-id.ts';
import { isTopModal, ModalDepth, popModal, pushModal } from './modal-stack.ts';
import { useDelayedOpen } from './use-delayed-open.ts';
import './modal.css';

// The confirm/alert variant, importable from here too (function declarations make the cycle safe).
export { Dialog, type DialogProps } from './dialog.tsx';

export interface ModalProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  width?: number;
  /** The least height; taller content grows the modal up to the viewport. */
  height?: number;
  closeOnBackdrop?: boolean;
  closeOnEscape?: boolean;
  delayMs?: number;
  children?: ReactNode;
  className?: string;
}

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * The generic modal (site-shell §2): a titled dialog in a portal with a close
 * button. It appears `delayMs` after opening, locks the page scroll, keeps
 * focus inside and gives it back on close. Background clicks close it only
 * when `closeOnBackdrop` is set.
 */
export function Modal({
  open,
  onClose,
  title,
  width = MODAL_DEFAULTS.width,
  height = MODAL_DEFAULTS.height,
  closeOnBackdrop = false,
  closeOnEscape = true,
  delayMs = MODAL_DEFAULTS.delayMs,
  children,
  className,
}: ModalProps) {
  const { t } = useTranslation('modal');
  const shown = useDelayedOpen(open, delayMs);
  const depth = useContext(ModalDepth);
  const titleId = useUniqueId();
  const dialogRef = useRef<HTMLDivElement>(null);
  // The latest handlers, so listeners need not re-subscribe on every render.
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;
  const escapeRef = useRef(closeOnEscape);
  escapeRef.current = closeOnEscape;

  // The element that opened the modal, taken when `open` turns true: focus may move during the delay.
  const openerRef = useRef<HTMLElement | null>(null);
  useEffect(() => {
    openerRef.current = open && document.activeElement instanceof HTMLElement ? document.activeElement : null;
  }, [open]);

  useEffect(() => {
    if (!shown) return;
    const id = Symbol('modal');
    const returnFocus =
      openerRef.current ?? (document.activeElement instanceof HTMLElement ? document.activeElement : null);
    const dialog = dialogRef.current;
    const backdrop = dialog?.parentElement;
    if (!dialog || !backdrop) return;
    pushModal(id, depth, backdrop);
    // Content may name its first stop with data-autofocus; else the dialog itself takes focus.
    if (!dialog.contains(document.activeElement)) {
      (dialog.querySelector<HTMLElement>('[data-autofocus]') ?? dialog).focus();
    }
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key === 'Escape' && escapeRef.current && isTopModal(id)) {
        event.stopPropagation();
        onCloseRef.current();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      popModal(id);
      if (returnFocus?.isConnected) returnFocus.focus();
    };
  }, [shown, depth]);

  if (!shown) return null;

  const onBackdropClick = (event: MouseEvent<HTMLDivElement>) => {
    if (closeOnBackdrop && event.target === event.currentTarget) onClose();
  };

  const trapTab = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Tab' || !dialogRef.current) return;
    const items = [...dialogRef.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
    const first = items[0];
    const last = items[items.length - 1];
    if (!first || !last) {
      event.preventDefault();
      return;
    }
    const active = document.activeElement;
    if (event.shiftKey && (active === first || active === dialogRef.current)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && active === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return createPortal(
    // biome-ignore lint/a11y/noStaticElementInteractions: the backdrop click is a mouse convenience; Escape and the close button are the accessible ways out.
    // biome-ignore lint/a11y/useKeyWithClickEvents: as above.
    <div className="modal-backdrop" onClick={onBackdropClick} data-testid="modal-backdrop">
      <div
        ref={dialogRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        className={className ? `modal ${className}` : 'modal'}
        style={{ '--modal-width': `${width}px`, '--modal-height': `${height}px` } as CSSProperties}
        onKeyDown={trapTab}
      >
        <div className="modal-header">
          <h2 id={titleId} className="modal-title">
            {title}
          </h2>
          <button type="button" className="modal-close" aria-label={t('close')} onClick={onClose}>
            <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
              <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
            </svg>
          </button>
        </div>
        <div className="modal-body">
          <ModalDepth.Provider value={depth + 1}>{children}</ModalDepth.Provider>
        </div>
      </div>
    </div>,
    document.body,
  );
}
