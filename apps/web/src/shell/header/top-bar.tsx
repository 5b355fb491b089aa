import { Clock } from './clock.tsx';
import { LanguageMenu } from './language-menu.tsx';
import { LicenceInfo } from './licence-info.tsx';
import { LowerNavToggle } from './lower-nav-toggle.tsx';
import { ThemeSwitch } from './theme-switch.tsx';
import './top-bar.css';

/** The thin first header row: time, licence info, and site preferences. */
export function TopBar({ isHome, isGamePage }: { isHome: boolean; isGamePage: boolean }) {
  return (
    <div className="header-top">
      <div className="header-inner">
        <div className="header-top-group">
          <Clock />
          {isHome && <LicenceInfo />}
        </div>
        <div className="header-top-group">
          {isGamePage && <LowerNavToggle />}
          <ThemeSwitch />
          <LanguageMenu />
        </div>
      </div>
    </div>
  );
}
