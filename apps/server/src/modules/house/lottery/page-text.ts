import type { Language } from '@arcadia/contracts';
import { CN, JA } from './page-text-cn-ja.ts';
import { FAIR_TEXT, type FairText } from './page-text-fair.ts';
import { TH, TY, VI } from './page-text-vi-th-ty.ts';

/** Every text the lottery page shows, in the six site languages (same keys in each). */
const EN = {
  title: 'Vietnam Lotto',
  lobby: 'All lotteries',
  back: 'Back',
  balance: 'Balance',
  draw: 'Draw',
  closesIn: 'Betting closes in',
  drawingIn: 'Draw {issue} in',
  results: 'Latest results',
  noResults: 'No draw yet.',
  tier: 'Prize',
  numbers: 'Numbers',
  special: 'Special',
  prize: 'Prize {n}',
  history: 'Previous specials',
  pick: 'Your numbers',
  betType: 'Bet type',
  LO: 'Lô (2 digits, any prize)',
  DE: 'Đề (last 2 of special)',
  CANG3: 'Ba càng (last 3 of special)',
  odds: 'pays {x}×',
  perHit: 'per match',
  hundreds: 'Hundreds digit',
  selected: 'Selected',
  none: 'None',
  clear: 'Clear',
  stake: 'Stake per number',
  total: 'Total',
  buy: 'Buy tickets',
  buying: 'Buying…',
  bought: 'Tickets bought.',
  pickFirst: 'Pick at least one number.',
  tooMany: 'At most {n} numbers per purchase.',
  badStake: 'Enter a stake between {min} and {max}.',
  myTickets: 'My tickets',
  noTickets: 'No tickets yet.',
  number: 'Number',
  status: 'Status',
  payout: 'Payout',
  pending: 'Confirming',
  open: 'Waiting for draw',
  won: 'Won',
  underReview: 'under review: paid once approved',
  lost: 'Lost',
  rejected: 'Refused',
  void: 'Refunded',
  play: 'Play',
  next: 'Next draw',
  last: 'Last special',
  expired: 'Your game session has expired. Please open the game again from the site.',
  notFound: 'This lottery does not exist or is not available.',
  offline: 'Connection lost. Retrying…',
  NORTH: 'North',
  SOUTH: 'South',
};

export type PageText = typeof EN;
export type PageTextKey = keyof PageText;
/** The page's texts with the provably-fair ones (page-text-fair.ts). */
export type LotteryText = PageText & FairText;

const withFair = (lang: Language, base: PageText): LotteryText => ({ ...base, ...FAIR_TEXT[lang] });
export const PAGE_TEXT: Record<Language, LotteryText> = {
  EN: withFair('EN', EN),
  CN: withFair('CN', CN),
  VI: withFair('VI', VI),
  JA: withFair('JA', JA),
  TH: withFair('TH', TH),
  TY: withFair('TY', TY),
};

/** HTML lang attribute per site language (TY is Filipino). */
export const HTML_LANG: Record<Language, string> = { EN: 'en', CN: 'zh', VI: 'vi', JA: 'ja', TH: 'th', TY: 'fil' };
