import { COUNTRY_DROPDOWN_HIDE_MS } from '@arcadia/contracts';
import { type FocusEvent, type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../../i18n/react.tsx';
import { useCountries } from '../../../lib/brand.ts';
import { useUniqueId } from '../../../lib/use-unique-id.ts';

/** The first country of the list until the visitor picks one. */
export function useDefaultCountryCode(value: string, onChange: (code: string) => void) {
  const first = useCountries().data?.[0]?.countryDialingCode;
  useEffect(() => {
    if (!value && first) onChange(first);
  }, [value, first, onChange]);
}

const LOCALES: Record<string, string> = { CN: 'zh-CN', EN: 'en', VI: 'vi', JA: 'ja', TH: 'th', TY: 'fil' };

/** The region's name in the site language, or its code where the browser has no names. */
const regionName = (countryCode: string, lang: string): string => {
  try {
    return new Intl.DisplayNames([LOCALES[lang] ?? 'en'], { type: 'region' }).of(countryCode) ?? countryCode;
  } catch {
    return countryCode;
  }
};

/**
 * The dialing-code picker of mobile fields. Its list hides 200 ms after focus
 * leaves (site-shell §2), so a click on an option still lands.
 */
export function CountryCodeSelect({ value, onChange }: { value: string; onChange: (code: string) => void }) {
  const { t, i18n } = useTranslation('auth');
  const countries = useCountries().data ?? [];
  const [open, setOpen] = useState(false);
  const hideTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const rootRef = useRef<HTMLDivElement>(null);
  const listRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const labelId = useUniqueId();
  const valueId = useUniqueId();
  useDefaultCountryCode(value, onChange);
  useEffect(() => () => clearTimeout(hideTimer.current), []);

  const current = countries.find((country) => country.countryDialingCode === value);
  // Focus moving between the button and the list is not leaving.
  const leave = (event: FocusEvent) => {
    if (rootRef.current?.contains(event.relatedTarget as Node | null)) return;
    hideTimer.current = setTimeout(() => setOpen(false), COUNTRY_DROPDOWN_HIDE_MS);
  };
  const stay = () => clearTimeout(hideTimer.current);
  const pick = (code: string) => {
    onChange(code);
    setOpen(false);
    triggerRef.current?.focus();
  };
  const options = () => [...(listRef.current?.querySelectorAll<HTMLElement>('[role="option"]') ?? [])];
  const onListKey = (event: KeyboardEvent) => {
    const items = options();
    const at = items.indexOf(document.activeElement as HTMLElement);
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const next = event.key === 'ArrowDown' ? Math.min(at + 1, items.length - 1) : Math.max(at - 1, 0);
      items[next]?.focus();
    } else if (event.key === 'Escape') {
      event.stopPropagation();
      setOpen(false);
      triggerRef.current?.focus();
    }
  };

  return (
    <div ref={rootRef} className="country-select">
      <span id={labelId} className="visually-hidden">
        {t('countryCode')}
      </span>
      <button
        ref={triggerRef}
        type="button"
        className="country-trigger"
        aria-haspopup="listbox"
        aria-expanded={open}
        aria-labelledby={`${labelId} ${valueId}`}
        onBlur={leave}
        onFocus={stay}
        onClick={() => setOpen((shown) => !shown)}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown') {
            event.preventDefault();
            setOpen(true);
            requestAnimationFrame(() => options()[0]?.focus());
          }
        }}
      >
        <span className="country-iso" aria-hidden="true">
          {current?.countryCode}
        </span>
        <span id={valueId}>+{value}</span>
        <svg viewBox="0 0 10 6" width="10" height="6" aria-hidden="true">
          <path d="M1 1l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.5" />
        </svg>
      </button>
      {open && (
        <div
          ref={listRef}
          role="listbox"
          aria-label={t('countryCode')}
          className="country-list"
          tabIndex={-1}
          onKeyDown={onListKey}
          onBlur={leave}
          onFocus={stay}
        >
          {countries.map((country) => (
            <div
              key={country.countryCode}
              role="option"
              tabIndex={-1}
              aria-selected={country.countryDialingCode === value}
              onClick={() => pick(country.countryDialingCode)}
              onKeyDown={(event) => {
                if (event.key === 'Enter' || event.key === ' ') {
                  event.preventDefault();
                  pick(country.countryDialingCode);
                }
              }}
            >
              <span className="country-iso" aria-hidden="true">
                {country.countryCode}
              </span>
              <span className="country-name">{regionName(country.countryCode, i18n.language)}</span>
              <span className="country-dial">+{country.countryDialingCode}</span>
            </div>
          ))}
        </div>
      )}
    </div>
  );
}
