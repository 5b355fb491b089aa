import { CAPTCHA_REFRESH_MS } from '@arcadia/contracts';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from '../../../i18n/react.tsx';
import { fetchCaptcha } from '../api/get-captcha.ts';
import { useThrottle } from '../use-countdown.ts';
import { TextField } from './text-field.tsx';

interface CaptchaFieldProps {
  value: string;
  onChange: (value: string) => void;
  error?: string | null;
  compact?: boolean;
  /** A new image loads whenever this changes (after a failed attempt; the form clears the old answer). */
  version?: number;
}

/** The captcha answer with its image; clicking the image loads a new one, at most once a second. */
export function CaptchaField({ value, onChange, error, compact = false, version = 0 }: CaptchaFieldProps) {
  const { t } = useTranslation('auth');
  const [image, setImage] = useState<string | null>(null);
  const throttle = useThrottle(CAPTCHA_REFRESH_MS);

  // The server gives one image a second per browser: a refusal (two forms asking at once) is retried once a second later.
  const load = useCallback((retry = true) => {
    fetchCaptcha()
      .then(setImage)
      .catch(() => {
        setImage(null);
        if (retry) setTimeout(() => load(false), CAPTCHA_REFRESH_MS);
      });
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: version is the reload signal.
  useEffect(() => {
    load();
  }, [version, load]);

  return (
    <TextField
      label={t('captcha')}
      value={value}
      onChange={onChange}
      error={error}
      compact={compact}
      required
      autoComplete="off"
      inputMode="text"
      maxLength={8}
      className="field-captcha"
      end={
        <button
          type="button"
          className="captcha-image"
          title={t('captchaRefresh')}
          aria-label={t('captchaRefresh')}
          onClick={() => throttle(() => load())}
        >
          {image ? <img src={image} alt={t('captcha')} width={80} height={32} /> : <span>{t('captchaLoading')}</span>}
        </button>
      }
    />
  );
}
