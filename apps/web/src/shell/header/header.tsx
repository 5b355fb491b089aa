import type { ReactNode } from 'react';
import { HeaderBottom } from './header-bottom.tsx';
import { TopBar } from './top-bar.tsx';
import './header.css';

interface HeaderProps {
  isHome: boolean;
  isGamePage: boolean;
  /** The account area (login form or logged-in strip); the app fills it, the shell only places it. */
  account?: ReactNode;
}

/** The sticky site header: a thin preferences bar above the logo and navigation. */
export function Header({ isHome, isGamePage, account }: HeaderProps) {
  return (
    <header className="site-header">
      <TopBar isHome={isHome} isGamePage={isGamePage} />
      <HeaderBottom isGamePage={isGamePage} account={account} />
    </header>
  );
}
