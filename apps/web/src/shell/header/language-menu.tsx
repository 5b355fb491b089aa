import { DEFAULT_LANGUAGE, isLanguage, LANGUAGES, type Language, updateLanguage } from '@arcadia/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { type KeyboardEvent, type MouseEvent, useEffect, useRef } from 'react';
import { changeLanguage } from '../../i18n/i18n.ts';
import { useTranslation } from '../../i18n/react.tsx';
import { call } from '../../lib/api.ts';
import { useBrand } from '../../lib/brand.ts';
import { KEYS, session } from '../../lib/storage.ts';
import { useUniqueId } from '../../lib/use-unique-id.ts';
import { ChevronIcon, GlobeIcon } from './icons.tsx';
import { LANGUAGE_NAMES, LANGUAGE_TAGS } from './language-names.ts';
import { useHoverDisclosure } from './use-hover-disclosure.ts';
import './language-menu.css';

const ITEM = '[role="menuitemradio"]';

/** The brand's languages in a menu that opens on hover; choosing one re-renders and refetches. */
export function LanguageMenu() {
  const { t, i18n } = useTranslation('header');
  const queryClient = useQueryClient();
  const { merchant } = useBrand();
  const { open, setOpen, toggle, triggerRef, rootProps } = useHoverDisclosure<HTMLButtonElement>();
  const menuRef = useRef<HTMLDivElement>(null);
  // Opened from the keyboard: focus moves into the menu once it renders.
  const focusOnOpen = useRef(false);
  const menuId = useUniqueId();
  const current: Language = isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
  const languages = LANGUAGES.filter((lang) => merchant.languages.includes(lang));

  const items = () => [...(menuRef.current?.querySelectorAll<HTMLElement>(ITEM) ?? [])];
  const focusAt = (index: number) => {
    const all = items();
    all[(index + all.length) % all.length]?.focus();
  };

  useEffect(() => {
    if (!open || !focusOnOpen.current) return;
    focusOnOpen.current = false;
    const all = [...(menuRef.current?.querySelectorAll<HTMLElement>(ITEM) ?? [])];
    (all.find((item) => item.getAttribute('aria-checked') === 'true') ?? all[0])?.focus();
  }, [open]);

  const choose = async (lang: Language) => {
    setOpen(false);
    triggerRef.current?.focus();
    if (lang === current) return;
    await changeLanguage(lang);
    // A member's language is kept on the server too (its messages and e-mails use it); failing that is not the visitor's problem.
    if (session.get(KEYS.token)) await call(updateLanguage, { body: { language: lang } }).catch(() => {});
    // Server-translated content (menus, notices, banners) follows the new language.
    await queryClient.invalidateQueries();
  };

  const onTriggerClick = (event: MouseEvent<HTMLButtonElement>) => {
    // detail 0 means Enter or Space rather than a pointer.
    if (event.detail === 0) focusOnOpen.current = true;
    toggle();
  };

  const onTriggerKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    event.preventDefault();
    if (open) focusAt(event.key === 'ArrowDown' ? 0 : -1);
    else {
      focusOnOpen.current = true;
      setOpen(true);
    }
  };

  const onMenuKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const all = items();
    const index = all.indexOf(document.activeElement as HTMLElement);
    const moves: Record<string, number> = { ArrowDown: index + 1, ArrowUp: index - 1, Home: 0, End: -1 };
    if (event.key in moves) {
      event.preventDefault();
      focusAt(moves[event.key] ?? 0);
    } else if (event.key === 'Tab') setOpen(false);
  };

  return (
    <div className="header-pop language-menu" {...rootProps}>
      <button
        ref={triggerRef}
        type="button"
        className="top-bar-button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={onTriggerClick}
        onKeyDown={onTriggerKeyDown}
      >
        <GlobeIcon />
        <span className="visually-hidden">{t('language')}:</span>{' '}
        <span lang={LANGUAGE_TAGS[current]}>{LANGUAGE_NAMES[current]}</span>
        <ChevronIcon />
      </button>
      {open && (
        <div
          ref={menuRef}
          id={menuId}
          role="menu"
          aria-label={t('language')}
          className="header-popover language-list"
          onKeyDown={onMenuKeyDown}
        >
          {languages.map((lang) => (
            <button
              key={lang}
              type="button"
              role="menuitemradio"
              aria-checked={lang === current}
              tabIndex={-1}
              lang={LANGUAGE_TAGS[lang]}
              onClick={() => void choose(lang)}
            >
              <span className="language-code" aria-hidden="true">
                {lang}
              </span>
              {LANGUAGE_NAMES[lang]}
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
