import type { Theme } from '@arcadia/contracts';
import { useTranslation } from '../../i18n/react.tsx';
import { useUi } from '../../lib/ui-store.ts';

const OPTIONS: { theme: Theme; label: 'theme.dark' | 'theme.light' }[] = [
  { theme: 'dark', label: 'theme.dark' },
  { theme: 'light', label: 'theme.light' },
];

/** Two-option switch: Black (dark) and Blue (light). The store persists the choice. */
export function ThemeSwitch() {
  const { t } = useTranslation('header');
  const theme = useUi((state) => state.theme);
  const toggleTheme = useUi((state) => state.toggleTheme);
  return (
    <fieldset className="theme-switch">
      <legend className="visually-hidden">{t('theme.label')}</legend>
      {OPTIONS.map((option) => (
        <button
          key={option.theme}
          type="button"
          className={`theme-option theme-option-${option.theme}`}
          aria-pressed={theme === option.theme}
          onClick={() => theme !== option.theme && toggleTheme()}
        >
          <span className="theme-swatch" aria-hidden="true" />
          {t(option.label)}
        </button>
      ))}
    </fieldset>
  );
}
