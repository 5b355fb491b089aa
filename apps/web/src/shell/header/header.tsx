import { HeaderBottom } from './header-bottom.tsx';
import { TopBar } from './top-bar.tsx';
import './header.css';

/** The sticky site header: a thin preferences bar above the logo and navigation. */
export function Header({ isHome, isGamePage }: { isHome: boolean; isGamePage: boolean }) {
  return (
    <header className="site-header">
      <TopBar isHome={isHome} isGamePage={isGamePage} />
      <HeaderBottom isGamePage={isGamePage} />
    </header>
  );
}
