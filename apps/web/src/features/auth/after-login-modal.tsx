import { useTranslation } from '../../i18n/react.tsx';
import { useBrand } from '../../lib/brand.ts';
import { useCentreCheck } from '../../lib/login-check.ts';
import { useMember } from '../../lib/member.ts';
import { useUi } from '../../lib/ui-store.ts';
import { Modal } from '../../ui/modal/modal.tsx';
import { useLoginInfo } from './api/get-login-info.ts';
import { useAuthFlow } from './auth-flow-store.ts';

/** YYYY-MM-DD HH:mm:ss in the brand's time zone, as the header clock shows time. */
const brandTime = (iso: string, offsetMinutes: number) => {
  const at = Date.parse(iso);
  if (Number.isNaN(at)) return iso;
  return new Date(at + offsetMinutes * 60_000).toISOString().slice(0, 19).replace('T', ' ');
};

/** The after-login welcome: who logged in, the previous login's time and IP, and the way to the member centre. */
export function AfterLoginModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('auth');
  const { merchant } = useBrand();
  const { data: member } = useMember();
  const { data: info } = useLoginInfo(open);
  const firstTime = useAuthFlow((flow) => flow.firstTimeLogin);
  const centreCheck = useCentreCheck();
  const openMemberPanel = useUi((ui) => ui.openMemberPanel);
  const name = member?.nickname || member?.account || '';

  return (
    <Modal open={open} onClose={onClose} title={t('welcome.title')} width={420} height={0} className="auth-modal">
      <div className="welcome">
        <p className="welcome-greeting">{t(firstTime ? 'welcome.first' : 'welcome.back', { name })}</p>
        {info && (
          <dl className="welcome-facts">
            <dt>{t('welcome.lastLogin')}</dt>
            <dd>
              {info.previousLoginAt ? brandTime(info.previousLoginAt, merchant.gmtOffsetMinutes) : t('welcome.none')}
            </dd>
            {info.previousLoginIp && (
              <>
                <dt>{t('welcome.lastIp')}</dt>
                <dd>{info.previousLoginIp}</dd>
              </>
            )}
          </dl>
        )}
        <div className="auth-actions">
          <button type="button" className="button button-ghost" onClick={onClose}>
            {t('welcome.play')}
          </button>
          <button
            type="button"
            className="button"
            data-autofocus
            onClick={() => {
              onClose();
              centreCheck('PERSONAL_CENTER', () => openMemberPanel('securityCenter'));
            }}
          >
            {t('memberCentre')}
          </button>
        </div>
      </div>
    </Modal>
  );
}
