import { GET_CODE_THROTTLE_MS } from '@arcadia/contracts';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/react.tsx';
import { Dialog } from '../../../ui/modal/dialog.tsx';
import { errorMessage } from '../error-message.ts';
import { useCountdown, useThrottle } from '../use-countdown.ts';

interface GetCodeButtonProps {
  /** Checks the number first and shows its error; false stops the send. */
  validate: () => boolean;
  /** Sends the code; resolves with how long it stays valid. */
  send: () => Promise<{ expiredMinutes: number }>;
  /** The countdown after a send, in seconds (default: the code's lifetime). */
  countdownSeconds?: (expiredMinutes: number) => number;
}

/**
 * Get code (site-shell §4): works only once the number validates, at most once
 * a second; after a send it counts down and does nothing until the end; a
 * failed send shows the server's message in a warning dialog.
 */
export function GetCodeButton({ validate, send, countdownSeconds = (minutes) => minutes * 60 }: GetCodeButtonProps) {
  const { t } = useTranslation('auth');
  const { remaining, start } = useCountdown();
  const throttle = useThrottle(GET_CODE_THROTTLE_MS);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const onClick = () =>
    throttle(async () => {
      if (remaining > 0 || busy || !validate()) return;
      setBusy(true);
      try {
        const { expiredMinutes } = await send();
        start(countdownSeconds(expiredMinutes));
      } catch (error) {
        setFailure(errorMessage(error, t));
      } finally {
        setBusy(false);
      }
    });

  const counting = remaining > 0;
  return (
    <>
      <button
        type="button"
        className="get-code"
        disabled={counting || busy}
        onClick={onClick}
        title={counting ? t('resendIn', { seconds: remaining }) : undefined}
      >
        {counting ? (
          <>
            <span aria-hidden="true">{t('seconds', { seconds: remaining })}</span>
            <span className="visually-hidden">{t('getCode')}</span>
          </>
        ) : (
          t('getCode')
        )}
      </button>
      <Dialog open={failure !== null} onClose={() => setFailure(null)} message={failure} />
    </>
  );
}
