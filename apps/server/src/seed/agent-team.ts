import { accountFor, systemAccount, transfer, vendorAccountFor } from '../modules/wallet/ledger.service.ts';
import type { Db } from '../platform/db/db.ts';
import { hashPassword } from '../platform/passwords.ts';
import { DEMO_PASSWORD } from './demo-data.ts';

/**
 * A demo downline with some weeks of play, so the agent centre's reports show
 * something on a fresh install: team01–team04 and the sub-agent team05 (with team06
 * below it) under agent2, team07 and team08 under agent41 — all in agent1's tree.
 * Each deposits by bank, moves money to the house slots' wallet and bets on most of
 * the last 21 days. Bets are written as the seamless wallet writes them (a ledger
 * transfer under the vendor's key, then the record, a win for a payout), placed at
 * past times; their money moves when seeded. Demo brand only, once: nothing is added
 * when the accounts exist.
 */
const TEAM: { account: string; parent: string; type: number }[] = [
  { account: 'team01', parent: 'agent2', type: 0 },
  { account: 'team02', parent: 'agent2', type: 0 },
  { account: 'team03', parent: 'agent2', type: 0 },
  { account: 'team04', parent: 'agent2', type: 0 },
  { account: 'team05', parent: 'agent2', type: 2 },
  { account: 'team06', parent: 'team05', type: 0 },
  { account: 'team07', parent: 'agent41', type: 0 },
  { account: 'team08', parent: 'agent41', type: 0 },
];
const DAYS = 21;
const DEPOSIT = 5_000_00;
const TO_GAMES = 4_000_00;
const VENDOR = 'ARC';
const SHARDS = 8;
/** The house slots the team's history is spun on, in turn. */
const TEAM_SLOTS = ['ARC-golden-dragon', 'ARC-pharaohs-sun', 'ARC-coral-reef'];
const MINUTE = 60_000;

/** A small deterministic generator: the same demo on every install. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

export async function seedAgentTeam(db: Db, merchantId: number): Promise<void> {
  const have = await db.one('SELECT 1 FROM members WHERE merchant_id = $1 AND account = $2', [merchantId, 'team01']);
  if (have) return;
  const hash = await hashPassword(DEMO_PASSWORD);
  const offset =
    (await db.one<{ m: number }>('SELECT gmt_offset_min AS m FROM merchants WHERE id = $1', [merchantId]))?.m ?? 0;
  const today = new Date(Date.now() + offset * MINUTE).toISOString().slice(0, 10);
  const brandMidnight = Date.parse(`${today}T00:00:00Z`) - offset * MINUTE;
  for (const [index, member] of TEAM.entries()) {
    const row = await db.one<{ id: string }>(
      `INSERT INTO members (merchant_id, account, password_hash, nickname, type, parent_id, created_at)
       SELECT $1, $2, $3, $4, $5, p.id, now() - make_interval(days => $6) FROM members p
        WHERE p.merchant_id = $1 AND p.account = $7
       RETURNING id::text AS id`,
      [merchantId, member.account, hash, `Team ${index + 1}`, member.type, DAYS - index * 2, member.parent],
    );
    if (!row) continue;
    await play(db, { merchantId, memberId: row.id, account: member.account, index, brandMidnight });
  }
}

interface Player {
  merchantId: number;
  memberId: string;
  account: string;
  index: number;
  /** Midnight of today on the brand's clock, as an instant. */
  brandMidnight: number;
}

async function play(db: Db, p: Player) {
  const main = await accountFor(db, p.merchantId, p.memberId);
  const games = await vendorAccountFor(db, p.merchantId, p.memberId, VENDOR);
  const key = (what: string) => `demo-team:${p.account}:${what}`;
  const { transferId } = await transfer(db, {
    merchantId: p.merchantId,
    key: key('deposit'),
    type: 'deposit',
    entries: [
      { accountId: await systemAccount(db, p.merchantId, 'clearing:BANK'), amount: -DEPOSIT },
      { accountId: main, amount: DEPOSIT },
    ],
    metadata: { reference: `DEMO-${p.account}`, remark: 'Bank transfer' },
  });
  const order = await db.one<{ id: string }>(
    `INSERT INTO deposit_orders (merchant_id, member_id, channel_id, reference, amount)
     SELECT $1, $2, c.id, $3, $4 FROM deposit_channels c WHERE c.merchant_id = $1 AND c.code = 'BANK'
     RETURNING id::text AS id`,
    [p.merchantId, p.memberId, `DEMO-${p.account}`, DEPOSIT],
  );
  if (order) {
    await db.query(`UPDATE deposit_orders SET state = 'credited', transfer_id = $2 WHERE id = $1`, [
      order.id,
      transferId,
    ]);
  }
  await transfer(db, {
    merchantId: p.merchantId,
    key: key('to-games'),
    type: 'wallet-transfer',
    entries: [
      { accountId: main, amount: -TO_GAMES },
      { accountId: games, amount: TO_GAMES },
    ],
    metadata: { remark: `Main → ${VENDOR}` },
  });
  const house = await systemAccount(db, p.merchantId, `vendor:${VENDOR}:${Number(p.memberId) % SHARDS}`);
  const next = random(p.index + 7);
  let balance = TO_GAMES;
  let round = 0;
  for (let daysAgo = DAYS - 1; daysAgo >= 0; daysAgo--) {
    if ((p.index + daysAgo) % 3 === 0) continue;
    const bets = 1 + Math.floor(next() * 3);
    for (let n = 0; n < bets; n++) {
      const stake = (5 + Math.floor(next() * 76)) * 100;
      if (stake > balance) continue;
      const factor = [0, 0, 0.5, 1.9, 2.5, 0, 1.2][Math.floor(next() * 7)] ?? 0;
      const payout = Math.round(stake * factor);
      // Today: minutes before now; earlier days: in the brand's afternoon.
      const placedAt =
        daysAgo === 0
          ? new Date(Date.now() - (n + 1) * (p.index + 2) * 7 * MINUTE)
          : new Date(p.brandMidnight - daysAgo * 1_440 * MINUTE + (12 * 60 + ((p.index * 37 + n * 53) % 480)) * MINUTE);
      const open = daysAgo === 0 && n === 0 && p.index === 0;
      const id = `demo-${p.account}-${++round}`;
      await bet(db, {
        p,
        games,
        house,
        id,
        stake,
        payout: open ? null : payout,
        placedAt,
        game: TEAM_SLOTS[round % TEAM_SLOTS.length] ?? 'ARC-golden-dragon',
      });
      balance += (open ? 0 : payout) - stake;
    }
  }
}

async function bet(
  db: Db,
  b: {
    p: Player;
    games: string;
    house: string;
    id: string;
    stake: number;
    payout: number | null;
    placedAt: Date;
    game: string;
  },
) {
  const gameCode = b.game;
  await transfer(db, {
    merchantId: b.p.merchantId,
    key: `seamless:${VENDOR}:bet:${b.id}`,
    type: 'bet',
    entries: [
      { accountId: b.games, amount: -b.stake },
      { accountId: b.house, amount: b.stake },
    ],
    metadata: { reference: b.id, remark: `${gameCode} · ${b.id}`, vendor: VENDOR, roundId: b.id },
  });
  const row = await db.one<{ id: string }>(
    `INSERT INTO bet_records (merchant_id, member_id, vendor_code, game_type, game_code, round_id,
       bet_transaction_id, account_id, stake, placed_at)
     VALUES ($1, $2, $3, 'RNG', $4, $5, $5, $6, $7, $8) RETURNING id::text AS id`,
    [b.p.merchantId, b.p.memberId, VENDOR, gameCode, b.id, b.games, b.stake, b.placedAt],
  );
  if (!row || b.payout === null) return;
  await db.query(
    `UPDATE bet_records SET state = 'settled', payout = $2, settled_at = placed_at + interval '1 minute' WHERE id = $1`,
    [row.id, b.payout],
  );
  if (b.payout === 0) return;
  await transfer(db, {
    merchantId: b.p.merchantId,
    key: `seamless:${VENDOR}:win:${b.id}-w`,
    type: 'win',
    entries: [
      { accountId: b.house, amount: -b.payout },
      { accountId: b.games, amount: b.payout },
    ],
    metadata: {
      reference: `${b.id}-w`,
      remark: `${gameCode} · ${b.id}`,
      vendor: VENDOR,
      roundId: b.id,
      betTransactionId: b.id,
    },
  });
}
