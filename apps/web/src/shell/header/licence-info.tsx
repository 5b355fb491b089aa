import { LICENCES } from '@arcadia/contracts';
import { useTranslation } from '../../i18n/react.tsx';
import { useUniqueId } from '../../lib/use-unique-id.ts';
import { ShieldIcon } from './icons.tsx';
import { useHoverDisclosure } from './use-hover-disclosure.ts';
import './licence-info.css';

/** A hover panel on the home page naming the jurisdictions the brand is licensed in. */
export function LicenceInfo() {
  const { t } = useTranslation('header');
  const { open, toggle, triggerRef, rootProps } = useHoverDisclosure<HTMLButtonElement>({ openOnFocus: true });
  const panelId = useUniqueId();
  return (
    <div className="header-pop licence-info" {...rootProps}>
      <button
        ref={triggerRef}
        type="button"
        className="top-bar-button"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={toggle}
      >
        <ShieldIcon />
        {t('licence.button')}
      </button>
      {open && (
        <div id={panelId} className="header-popover licence-panel">
          <p className="licence-title">{t('licence.title')}</p>
          <p className="licence-text">{t('licence.body')}</p>
          <ul className="licence-list">
            {LICENCES.map((licence) => (
              <li key={licence}>
                <ShieldIcon />
                {t(`licence.${licence}`)}
              </li>
            ))}
          </ul>
          <p className="licence-note">{t('licence.note')}</p>
        </div>
      )}
    </div>
  );
}
