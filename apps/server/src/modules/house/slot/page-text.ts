import type { Language } from '@arcadia/contracts';
import { CN, VI } from './page-text-cn-vi.ts';
import { JA, TH, TY } from './page-text-ja-th-ty.ts';

/** Every visible word of the slot page in the six site languages. `{x}` marks a value the page fills in. */

const en = {
  title: 'Slots',
  loading: 'Loading…',
  back: 'Back',
  balance: 'Balance',
  bet: 'Bet',
  betDown: 'Decrease bet',
  betUp: 'Increase bet',
  spin: 'Spin',
  spinning: 'Spinning…',
  lastWin: 'Last win',
  win: 'Win {amount}',
  winHeld: 'Win {amount} is under review: it is paid once approved.',
  noWin: 'No win',
  freeSpinsWon: '{count} free spins',
  freeSpin: 'Free spin {n} of {total}',
  lineWin: 'Line {line}: {count} × {symbol}, {amount}',
  scatterWin: '{count} × {symbol}, {amount}',
  reels: 'Reels',
  reel: 'Reel {n}',
  help: 'Paytable and rules',
  symbol: 'Symbol',
  ofAKind: '{n} of a kind',
  linePays: 'Line pays are multiples of the line bet (the bet divided by {lines} lines).',
  rulesLines:
    '{lines} fixed paylines. A line pays its best win, left to right from the first reel; wins on different lines add up.',
  rulesWild: 'The wild stands in for every symbol except the scatter.',
  rulesScatter:
    'Scatters pay anywhere, as multiples of the total bet: 3 pay ×{three}, 4 pay ×{four}, 5 pay ×{five}. Three or more start {awarded} free spins with every win ×{multiplier}; they can start again.',
  rulesRtp: 'Return to player {rtp}%. Volatility: {volatility}.',
  low: 'low',
  medium: 'medium',
  high: 'high',
  paylines: 'Paylines',
  paylineNo: 'Line {n}',
  wild: 'Wild',
  scatter: 'Scatter',
  highSymbol: 'High symbol {n}',
  ace: 'Ace',
  king: 'King',
  queen: 'Queen',
  jack: 'Jack',
  ten: 'Ten',
  fair: 'Provably fair',
  fairHelp:
    'Every spin is drawn from HMAC-SHA256(server seed, "client seed:nonce:cursor"). The server seed’s SHA-256 is shown before you play; rotating the seed reveals it, so you can recompute every spin played with it.',
  serverSeedHash: 'Server seed hash (SHA-256)',
  serverSeed: 'Server seed',
  clientSeed: 'Client seed',
  nonce: 'Next nonce',
  rotate: 'Rotate seed (reveals the server seed)',
  previous: 'Previous seed pair',
  roundsPlayed: 'Rounds played: {n}',
  verify: 'Verify',
  verified: 'Verified: the hash matches and {n} rounds match the recomputation.',
  mismatch: 'Verification failed: a round does not match the recomputation.',
  recent: 'Recent spins',
  nonceColumn: 'Nonce',
  stakeColumn: 'Bet',
  winColumn: 'Win',
  noToken: 'Please open this game from the lobby.',
  ended: 'This game session has ended. Please open the game again from the lobby.',
  failed: 'Something went wrong. Please try again.',
};

export type PageText = typeof en;

export const PAGE_TEXT: Readonly<Record<Language, PageText>> = { EN: en, CN, VI, JA, TH, TY };
