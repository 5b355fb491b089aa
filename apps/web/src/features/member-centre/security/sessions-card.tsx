import type { MemberSession } from '@arcadia/contracts';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/react.tsx';
import { useBrand } from '../../../lib/brand.ts';
import { formatRecordTime, siteLocale } from '../../../lib/brand-clock.ts';
import { ErrorAlert } from '../../../ui/form/form-parts.tsx';
import { useMemberSessions } from './api/member-sessions.ts';
import { useRevokeOtherSessions } from './api/revoke-other-sessions.ts';
import { useRevokeSession } from './api/revoke-session.ts';

/**
 * "Signed-in devices": every live session of the member (browser and system,
 * address and country, last seen), this one marked; any other can be signed out,
 * one by one or all at once. A signed-out browser is logged out on its next request.
 */
export function SessionsCard() {
  const { t } = useTranslation('memberCentre');
  const { data: sessions, error } = useMemberSessions();
  const revoke = useRevokeSession();
  const revokeOthers = useRevokeOtherSessions();
  const [notice, setNotice] = useState<string | null>(null);
  const failure = revoke.error ?? revokeOthers.error ?? error;
  const others = sessions?.filter((session) => !session.current).length ?? 0;

  const signOut = (session: MemberSession) =>
    revoke.mutate(session.id, { onSuccess: () => setNotice(t('sessions.revoked')) });
  const signOutOthers = () =>
    revokeOthers.mutate(undefined, {
      onSuccess: ({ revoked }) => setNotice(t('sessions.othersRevoked', { count: revoked })),
    });

  return (
    <section className="security-card sessions-card" aria-labelledby="sessions-heading">
      <div className="sessions-top">
        <h4 id="sessions-heading" className="security-heading">
          {t('sessions.heading')}
        </h4>
        {others > 0 && (
          <button
            type="button"
            className="button button-ghost"
            onClick={signOutOthers}
            disabled={revokeOthers.isPending}
          >
            {t('sessions.revokeOthers')}
          </button>
        )}
      </div>
      {notice && (
        <p className="form-success" role="status">
          {notice}
        </p>
      )}
      <ErrorAlert error={failure} />
      <ul className="sessions-list">
        {sessions?.map((session) => (
          <SessionRow
            key={session.id}
            session={session}
            busy={revoke.isPending && revoke.variables === session.id}
            onSignOut={() => signOut(session)}
          />
        ))}
      </ul>
    </section>
  );
}

function SessionRow({ session, busy, onSignOut }: { session: MemberSession; busy: boolean; onSignOut: () => void }) {
  const { t, i18n } = useTranslation('memberCentre');
  const offset = useBrand().merchant.gmtOffsetMinutes;
  const device = t('sessions.device', {
    browser: session.browser ?? t('sessions.unknownBrowser'),
    os: session.os ?? t('sessions.unknownSystem'),
  });
  const country = session.country
    ? (new Intl.DisplayNames([siteLocale(i18n.language)], { type: 'region' }).of(session.country) ?? session.country)
    : t('sessions.unknownPlace');
  const lastSeen = formatRecordTime(session.lastSeenAt, offset, i18n.language);
  return (
    <li className="sessions-row">
      <div className="sessions-what">
        <span className="sessions-device">{device}</span>
        {session.current && <span className="sessions-current">{t('sessions.thisDevice')}</span>}
        <span className="sessions-where">
          {session.ip} · {country}
        </span>
        <span className="sessions-when">
          {t('sessions.lastSeen')} <time dateTime={session.lastSeenAt}>{lastSeen}</time>
        </span>
      </div>
      {!session.current && (
        <button
          type="button"
          className="button"
          aria-label={t('sessions.revokeName', { device, ip: session.ip, time: lastSeen })}
          onClick={onSignOut}
          disabled={busy}
        >
          {t('sessions.revoke')}
        </button>
      )}
    </li>
  );
}
