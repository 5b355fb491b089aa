import type { BannerGroup } from '@arcadia/contracts';
import type { ComponentType } from 'react';

/**
 * The route table (site-shell §2). `frame` says which parts of the shell a
 * route shows: full (header, banner, side menu, footer), header only, or bare.
 * Game pages get the lower-nav toggle in the header.
 */
export interface RouteMeta {
  paths: string[];
  /** Used for the page-type class on the main area and the page title. */
  name: string;
  frame: 'full' | 'header' | 'bare';
  banner?: BannerGroup;
  game?: boolean;
  load: () => Promise<{ default: ComponentType }>;
}

const home = () => import('../features/home/home-page.tsx');
const notices = () => import('../features/announcements/notice-page.tsx');
const resetPassword = () => import('../features/auth/reset-password-page.tsx');
const lobby = () => import('../features/lobby/lobby-page.tsx');
const gameFrame = () => import('../features/games/frame/game-page.tsx');
const seamless = () => import('../features/games/frame/seamless-page.tsx');
const fbSports = () => import('../features/games/frame/fb-sports-page.tsx');
const lottery = () => import('../features/games/lottery/lottery-page.tsx');
const sports = () => import('../features/games/listing/sports-page.tsx');
const esports = () => import('../features/games/listing/esports-page.tsx');
const ds88 = () => import('../features/games/listing/ds88-page.tsx');
const elott = () => import('../features/games/listing/elott-page.tsx');
const help = () => import('../features/help/help-page.tsx');
const helpmc = () => import('../features/help/helpmc-page.tsx');
const down = () => import('../features/download/down-page.tsx');
const join = () => import('../features/join/join-page.tsx');
const pointMall = () => import('../features/points/point-mall-page.tsx');
const promotions = () => import('../features/promotions/promotions-page.tsx');
const promoDetail = () => import('../features/promotions/promo-detail-page.tsx');

export const ROUTES: RouteMeta[] = [
  { paths: ['/', '/index', '/index.html', '/home'], name: 'home', frame: 'full', banner: 'home', load: home },
  { paths: ['/register', '/register.html'], name: 'register', frame: 'full', banner: 'home', load: home },
  { paths: ['/noticePage'], name: 'noticePage', frame: 'full', load: notices },
  { paths: ['/pointMall'], name: 'pointMall', frame: 'full', banner: 'shop', load: pointMall },
  { paths: ['/sports'], name: 'sports', frame: 'full', banner: 'sports', load: sports },
  { paths: ['/esports'], name: 'esports', frame: 'full', banner: 'esports', load: esports },
  { paths: ['/ds88'], name: 'ds88', frame: 'full', load: ds88 },
  { paths: ['/elott'], name: 'elott', frame: 'full', banner: 'lottery', load: elott },
  { paths: ['/lottery'], name: 'lottery', frame: 'full', game: true, load: lottery },
  { paths: ['/live'], name: 'live', frame: 'full', banner: 'live', load: lobby },
  { paths: ['/pvp'], name: 'pvp', frame: 'full', banner: 'pvp', load: lobby },
  { paths: ['/fish'], name: 'fish', frame: 'full', banner: 'fish', load: lobby },
  { paths: ['/rng'], name: 'rng', frame: 'full', banner: 'rng', load: lobby },
  { paths: ['/lott'], name: 'lott', frame: 'full', load: lottery },
  { paths: ['/promotions'], name: 'promotions', frame: 'full', banner: 'promotion', load: promotions },
  { paths: ['/promoDetail'], name: 'promoDetail', frame: 'full', load: promoDetail },
  { paths: ['/seamless'], name: 'seamless', frame: 'header', game: true, load: seamless },
  { paths: ['/fbsports'], name: 'fbsports', frame: 'header', game: true, load: fbSports },
  { paths: ['/game'], name: 'game', frame: 'header', game: true, load: gameFrame },
  { paths: ['/help'], name: 'help', frame: 'full', banner: 'help', load: help },
  { paths: ['/helpmc'], name: 'helpmc', frame: 'bare', load: helpmc },
  { paths: ['/down', '/download'], name: 'down', frame: 'full', banner: 'download', load: down },
  { paths: ['/join'], name: 'join', frame: 'full', load: join },
  // /login and /register show the home page; the account modals open over it (features/auth/auth-modals.tsx).
  { paths: ['/login'], name: 'login', frame: 'full', banner: 'home', load: home },
  { paths: ['/resetPassword'], name: 'resetPassword', frame: 'full', load: resetPassword },
];

/** Paths a visitor may reach when the brand asks for login before the home page. */
export const LOGIN_FIRST_OPEN_PATHS = [
  '/login',
  '/register',
  '/register.html',
  '/helpmc',
  '/download',
  '/resetPassword',
];

export const routeFor = (pathname: string): RouteMeta | undefined =>
  ROUTES.find((route) => route.paths.includes(pathname));

/** The route whose page a path draws: as routeFor, but ignoring case and a trailing slash (as react-router matched). */
export function pageFor(pathname: string): RouteMeta | undefined {
  const path = (pathname.replace(/(.)\/+$/, '$1') || '/').toLowerCase();
  return routeFor(pathname) ?? ROUTES.find((route) => route.paths.some((one) => one.toLowerCase() === path));
}
