import { SIDEBAR_QR_SIZE } from '@arcadia/contracts';
import { type FocusEvent, type KeyboardEvent, lazy, type ReactNode, Suspense, useRef, useState } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import { useBrand, useSwitch } from '../../lib/brand.ts';
import { Link, useNavigate } from '../../lib/router/router.tsx';
import { KEYS, session } from '../../lib/storage.ts';
import { useUi } from '../../lib/ui-store.ts';
import { useUniqueId } from '../../lib/use-unique-id.ts';
import { openChannel, useServiceChannel } from '../footer/customer-service.ts';
import { isInternalUrl, type SideEntry, sideEntries } from './side-entries.ts';
import { SideIcon } from './side-icon.tsx';
import './right-bar.css';

// The QR encoder loads when the bar is first pointed at, focused or opened: the codes show only then.
const QrCode = lazy(() => import('../../ui/qr/qr-code.tsx').then((module) => ({ default: module.QrCode })));

/** A same-site path through the router, another site in a new tab. */
function EntryLink({ url, children }: { url: string; children: ReactNode }) {
  if (isInternalUrl(url)) {
    return (
      <Link to={url} className="right-bar-button">
        {children}
      </Link>
    );
  }
  return (
    <a href={url} className="right-bar-button" target="_blank" rel="noopener noreferrer">
      {children}
    </a>
  );
}

/** The right-edge shortcut bar (site-shell §2 "Side menus"); the left bar is empty by design. */
export function RightBar() {
  const { t } = useTranslation('side');
  const navigate = useNavigate();
  const openMemberPanel = useUi((state) => state.openMemberPanel);
  const { resources, customerServiceKey } = useBrand();
  const referralOn = useSwitch('REFERRAL_PROMOTION');
  // Read on every render: logging in or out navigates, which re-renders the layout.
  const loggedIn = Boolean(session.get(KEYS.token));
  const channel = useServiceChannel();
  const entries = sideEntries({ resources, referralOn, loggedIn, hasService: channel !== undefined });

  // Below the desktop width the bar folds into one launcher button (right-bar.css), so it covers nothing.
  const [open, setOpen] = useState(false);
  const [qrWanted, setQrWanted] = useState(false);
  const wantQr = () => setQrWanted(true);
  const listId = useUniqueId();
  const launcher = useRef<HTMLButtonElement>(null);
  const toggle = () => {
    setOpen((was) => !was);
    wantQr();
    // Opening moves focus to the first shortcut once it shows.
    if (!open)
      requestAnimationFrame(() => document.getElementById(listId)?.querySelector<HTMLElement>('a, button')?.focus());
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !open) return;
    setOpen(false);
    launcher.current?.focus();
  };
  const onBlur = (event: FocusEvent) => {
    if (!event.currentTarget.contains(event.relatedTarget)) setOpen(false);
  };

  const qrSpace = <span style={{ width: SIDEBAR_QR_SIZE, height: SIDEBAR_QR_SIZE }} />;
  const tip = (text: string) => <span className="right-bar-tip">{text}</span>;

  const render = (entry: SideEntry): ReactNode => {
    switch (entry.kind) {
      case 'promotions':
        return (
          <Link to="/promotions" className="right-bar-button">
            <SideIcon name="promotions" />
            {tip(t('promotions'))}
          </Link>
        );
      case 'service':
        return (
          <button
            type="button"
            className="right-bar-button"
            onClick={() => channel && void openChannel(channel, customerServiceKey)}
          >
            <SideIcon name="service" />
            {tip(t('customerService'))}
          </button>
        );
      case 'invite':
        return (
          <button
            type="button"
            className="right-bar-button"
            onClick={() => (loggedIn ? openMemberPanel('referral') : navigate('/login'))}
          >
            <SideIcon name="invite" />
            {tip(t('invite'))}
          </button>
        );
      case 'link':
        return (
          <EntryLink url={entry.url}>
            <SideIcon name={entry.type} />
            {tip(t(`resource.${entry.type}`))}
          </EntryLink>
        );
      case 'app': {
        const name = t(`resource.${entry.type}`);
        return (
          <>
            <EntryLink url={entry.url}>
              <SideIcon name={entry.type} />
              <span className="visually-hidden">{name}</span>
            </EntryLink>
            <div className="right-bar-qr">
              <strong>{name}</strong>
              <Suspense fallback={qrSpace}>
                {qrWanted ? (
                  <QrCode
                    value={new URL(entry.qrCodeUrl, window.location.origin).href}
                    size={SIDEBAR_QR_SIZE}
                    margin={4}
                    label={t('qrLabel', { name })}
                  />
                ) : (
                  qrSpace
                )}
              </Suspense>
              <span>{t('scanToDownload')}</span>
            </div>
          </>
        );
      }
    }
  };

  return (
    <nav
      className="right-bar"
      aria-label={t('label')}
      data-open={open}
      onKeyDown={onKeyDown}
      onBlur={onBlur}
      onPointerEnter={wantQr}
      onFocus={wantQr}
    >
      <button
        ref={launcher}
        type="button"
        className="right-bar-launcher"
        aria-expanded={open}
        aria-controls={listId}
        onClick={toggle}
      >
        <SideIcon name={open ? 'close' : 'launcher'} />
        <span className="visually-hidden">{t('label')}</span>
      </button>
      {/* A click on a shortcut folds the launcher again (the link or button does its own work). */}
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: the shortcuts inside are links and buttons; Enter on them clicks. */}
      <ul id={listId} onClick={() => setOpen(false)}>
        {entries.map((entry) => (
          <li key={entry.kind === 'link' || entry.kind === 'app' ? entry.type : entry.kind} className="right-bar-item">
            {render(entry)}
          </li>
        ))}
      </ul>
    </nav>
  );
}
