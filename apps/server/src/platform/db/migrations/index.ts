import { foundation } from './001-foundation.ts';
import { accounts } from './002-accounts.ts';
import { identities } from './003-identities.ts';
import { members } from './004-members.ts';
import { ledger } from './005-ledger.ts';
import { jobs } from './006-jobs.ts';
import { money } from './007-money.ts';
import { deposits } from './008-deposits.ts';
import { games } from './009-games.ts';
import { seamless } from './010-seamless.ts';
import { lottery } from './011-lottery.ts';
import { houseGames } from './012-house-games.ts';
import { lotteryFairness } from './013-lottery-fairness.ts';
import { operators } from './014-operators.ts';
import { twoPersonMoney } from './015-two-person-money.ts';
import { ledgerGuards } from './016-ledger-guards.ts';
import { memberSessions } from './017-member-sessions.ts';
import { memberDayStats } from './018-member-day-stats.ts';
import { contracts } from './024-contracts.ts';

/** Every migration, in order. Append only: an applied migration is never edited. */
export const MIGRATIONS: readonly { id: string; sql: string }[] = [
  { id: '001-foundation', sql: foundation },
  { id: '002-accounts', sql: accounts },
  { id: '003-identities', sql: identities },
  { id: '004-members', sql: members },
  { id: '005-ledger', sql: ledger },
  { id: '006-jobs', sql: jobs },
  { id: '007-money', sql: money },
  { id: '008-deposits', sql: deposits },
  { id: '009-games', sql: games },
  { id: '010-seamless', sql: seamless },
  { id: '011-lottery', sql: lottery },
  { id: '012-house-games', sql: houseGames },
  { id: '013-lottery-fairness', sql: lotteryFairness },
  { id: '014-operators', sql: operators },
  { id: '015-two-person-money', sql: twoPersonMoney },
  { id: '016-ledger-guards', sql: ledgerGuards },
  { id: '017-member-sessions', sql: memberSessions },
  { id: '018-member-day-stats', sql: memberDayStats },
  { id: '024-contracts', sql: contracts },
];
