import { freePlay } from '@arcadia/contracts';
import { useState } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import { call } from '../../lib/api.ts';
import { randomNonce } from '../../lib/seal.ts';
import { Dialog } from '../../ui/modal/dialog.tsx';
import { errorMessage } from './error-message.ts';
import { useCompleteLogin } from './use-complete-login.ts';

const operatingSystem = (): string => {
  const agent = navigator.userAgent;
  if (/android/i.test(agent)) return 'Android';
  if (/iphone|ipad|ipod/i.test(agent)) return 'iOS';
  if (/windows/i.test(agent)) return 'Windows';
  if (/mac os/i.test(agent)) return 'macOS';
  if (/linux/i.test(agent)) return 'Linux';
  return 'Other';
};

/** Free play (site-shell §4): a trial account without a password; member info loads and the user goes home. */
export function FreePlayButton() {
  const { t } = useTranslation('auth');
  const completeLogin = useCompleteLogin();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const start = async () => {
    if (busy) return;
    setBusy(true);
    try {
      const value = await call(freePlay, {
        body: { os: operatingSystem(), platform: 'W', random: randomNonce(), gatewayVersion: 3 },
      });
      await completeLogin(value, { account: '', type: 'freeplay', welcome: false });
    } catch (error) {
      setFailure(errorMessage(error, t));
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <button type="button" className="button button-ghost free-play" disabled={busy} onClick={start}>
        {t('freePlay')}
      </button>
      <Dialog open={failure !== null} onClose={() => setFailure(null)} message={failure} />
    </>
  );
}
