import type { LocalizedText } from '@arcadia/contracts';
import type { PromotionSeed } from './promotions.ts';

/** The beta brand's promotions (₫), in its languages: English and Filipino. */

const two = (EN: string, TY: string): LocalizedText => ({ EN, TY });

export const BETA_CATEGORIES: { key: string; name: LocalizedText }[] = [
  { key: 'welcome', name: two('Welcome', 'Pagbati') },
  { key: 'every-day', name: two('Every day', 'Araw-araw') },
];

export const BETA_PROMOTIONS: PromotionSeed[] = [
  {
    key: 'welcome-50',
    category: 'welcome',
    artHue: 190,
    turnoverMultiple: 8,
    terms: { kind: 'first-deposit', percentBp: 5000, maxBonus: 2_000_000_00, minDeposit: 200_000_00 },
    title: two('First deposit: 50% extra', 'Unang deposit: dagdag na 50%'),
    summary: two('Half your first deposit again, up to ₫2,000,000.', 'Kalahati ng unang deposit, hanggang ₫2,000,000.'),
    content: two(
      '<p>Deposit at least <b>₫200,000</b> for the first time and claim <b>50%</b> of it, up to <b>₫2,000,000</b>. Turnover: 8× the bonus.</p>',
      '<p>Mag-deposit ng hindi bababa sa <b>₫200,000</b> sa unang pagkakataon at i-claim ang <b>50%</b> nito, hanggang <b>₫2,000,000</b>. Turnover: 8× ng bonus.</p>',
    ),
  },
  {
    key: 'zalo-reload',
    category: 'every-day',
    artHue: 215,
    turnoverMultiple: 3,
    contact: 'zalo',
    terms: { kind: 'deposit-bonus', percentBp: 1000, maxBonus: 1_000_000_00, minDeposit: 500_000_00 },
    title: two('Reload 10% (Zalo)', 'Reload 10% (Zalo)'),
    summary: two(
      'Apply after a ₫500,000 deposit; we confirm on Zalo.',
      'Mag-apply matapos mag-deposit ng ₫500,000; kukumpirmahin sa Zalo.',
    ),
    content: two(
      '<p>Deposit <b>₫500,000</b> or more, then apply with your Zalo ID. We confirm on Zalo and issue <b>10%</b> of your deposits, up to <b>₫1,000,000</b>.</p>',
      '<p>Mag-deposit ng <b>₫500,000</b> o higit pa, saka mag-apply gamit ang iyong Zalo ID. Kukumpirmahin namin sa Zalo at ibibigay ang <b>10%</b> ng iyong deposit, hanggang <b>₫1,000,000</b>.</p>',
    ),
  },
  {
    key: 'rebate',
    category: 'every-day',
    artHue: 120,
    terms: { kind: 'rebate', rateBp: 50, minClaim: 1_000_00 },
    title: two('Rebate 0.5% on all games', 'Rebate 0.5% sa lahat ng laro'),
    summary: two(
      'Claim 0.5% of your valid bets whenever it reaches ₫1,000.',
      'I-claim ang 0.5% ng valid bets kapag umabot sa ₫1,000.',
    ),
    content: two(
      '<p>Every settled bet adds <b>0.5%</b> to your rebate. Claim it in the reward centre once it reaches <b>₫1,000</b>.</p>',
      '<p>Bawat naayos na taya ay nagdaragdag ng <b>0.5%</b> sa iyong rebate. I-claim sa reward center kapag umabot sa <b>₫1,000</b>.</p>',
    ),
  },
  {
    key: 'wheel',
    category: 'every-day',
    artHue: 300,
    terms: {
      kind: 'raffle',
      game: 'prize-wheel',
      ticketsOnJoin: 1,
      validBetPerTicket: 5_000_000_00,
      maxTickets: 10,
      prizes: [
        { label: two('Try again', 'Subukan muli'), amount: 0, weight: 40 },
        { label: two('₫20,000', '₫20,000'), amount: 20_000_00, weight: 45 },
        { label: two('₫200,000', '₫200,000'), amount: 200_000_00, weight: 14 },
        { label: two('₫2,000,000', '₫2,000,000'), amount: 2_000_000_00, weight: 1 },
      ],
    },
    title: two('Prize wheel', 'Prize wheel'),
    summary: two(
      'One free spin, one more for every ₫5,000,000 bet.',
      'Isang libreng spin, isa pa sa bawat ₫5,000,000 na taya.',
    ),
    content: two(
      '<p>Join for a free spin; every <b>₫5,000,000</b> in valid bets adds one. Draws are provably fair: check them in the reward centre.</p>',
      '<p>Sumali para sa libreng spin; bawat <b>₫5,000,000</b> na valid bets ay may dagdag na isa. Mapapatunayang patas ang bawat draw: suriin sa reward center.</p>',
    ),
  },
];
