import type { MemberCentrePage } from '@arcadia/contracts';
import type { ComponentType } from 'react';
import { AccountRecord } from './account-record/account-record.tsx';
import { BettingRecord } from './betting-record/betting-record.tsx';
import { BonusDetails } from './bonus-details/bonus-details.tsx';
import { DepositPage } from './deposit/deposit-page.tsx';
import { PlatformMessages } from './messages/platform-messages.tsx';
import { MissionActivity } from './missions/mission-activity.tsx';
import { ProfitLoss } from './profit-loss/profit-loss.tsx';
import { InviteFriends } from './referral/invite-friends.tsx';
import { RewardCenter } from './reward-center/reward-center.tsx';
import { SecurityCenter } from './security/security-center.tsx';
import { TransferUpline } from './transfer-upline/transfer-upline.tsx';
import { MyWallet } from './wallet/my-wallet.tsx';
import { WithdrawPage } from './withdraw/withdraw-page.tsx';

/** The personal centre's page for each menu entry (endpoints §2). */
export const CENTRE_PAGES: Record<MemberCentrePage, ComponentType> = {
  securityCenter: SecurityCenter,
  transferFund: MyWallet,
  transferUpline: TransferUpline,
  transactionHistory: AccountRecord,
  personalHistoryCopy: BettingRecord,
  personalProfit: ProfitLoss,
  depositv2: DepositPage,
  withdraw: WithdrawPage,
  missionLeaderboard: MissionActivity,
  messageV2: PlatformMessages,
  referral: InviteFriends,
  bonusDetails: BonusDetails,
  rewardCenter: RewardCenter,
};
