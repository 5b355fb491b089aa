import { formatMoney } from '@arcadia/contracts';
import type { Db } from '../platform/db/db.ts';
import * as data from './engagement-data.ts';

/**
 * The demo brands' points mall (rule, rules text, rewards), VIP levels and channel,
 * referral rule, and the demo member's starting points. Only what is missing is
 * written, so an operator's changes stay.
 */
export async function seedEngagement(db: Db, merchantId: number, code: string, currencySymbol: string) {
  const rule = data.POINT_RULES[code] ?? data.POINT_RULES.demo;
  if (rule) {
    const fill = (text: string) =>
      text
        .replaceAll('{unit}', formatMoney(rule.amountRequired, currencySymbol))
        .replaceAll('{ratio}', String(rule.pointsRatio))
        .replaceAll('{min}', String(rule.pointsRequired));
    const rules = Object.fromEntries(Object.entries(data.POINT_RULES_TEXT).map(([lang, text]) => [lang, fill(text)]));
    await db.query(
      `INSERT INTO point_settings (merchant_id, points_ratio, points_required, amount_required, rules)
       VALUES ($1, $2, $3, $4, $5::jsonb) ON CONFLICT (merchant_id) DO NOTHING`,
      [merchantId, rule.pointsRatio, rule.pointsRequired, rule.amountRequired, JSON.stringify(rules)],
    );
  }
  const rewards = code === 'demo' ? data.DEMO_REWARDS : data.BETA_REWARDS;
  for (const [sort, reward] of rewards.entries()) {
    await db.query(
      `INSERT INTO point_rewards (merchant_id, kind, name, description, points, amount, stock, art, sort, seed_key)
       VALUES ($1, $2, $3::jsonb, $4::jsonb, $5, $6, $7, $8, $9, $10)
       ON CONFLICT (merchant_id, seed_key) WHERE seed_key IS NOT NULL DO NOTHING`,
      [
        merchantId,
        reward.kind,
        JSON.stringify(reward.name),
        JSON.stringify(reward.description),
        reward.points,
        reward.amount,
        reward.stock,
        reward.art,
        sort * 10,
        reward.key,
      ],
    );
  }
  for (const [index, [name, minValidBet, minDeposit]] of (data.VIP_LEVELS[code] ?? []).entries()) {
    await db.query(
      `INSERT INTO vip_levels (merchant_id, level, name, min_valid_bet, min_deposit) VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT DO NOTHING`,
      [merchantId, index + 1, name, minValidBet, minDeposit],
    );
  }
  // The VIP channel sits beside the brand's other service channels (seeded as /helpmc?channel=…).
  await db.query('INSERT INTO vip_settings VALUES ($1, $2) ON CONFLICT DO NOTHING', [
    merchantId,
    '/helpmc?channel=vip',
  ]);
  const referral = data.REFERRAL_RULES[code];
  if (referral) {
    await db.query('INSERT INTO referral_rules VALUES ($1, true, $2, $3) ON CONFLICT DO NOTHING', [
      merchantId,
      referral.bonusAmount,
      referral.minDeposit,
    ]);
  }
  await seedDemoPoints(db, merchantId);
}

/** The demo member's starting points, once (an entry's key is unique; checked first, as its trigger moves the balance). */
async function seedDemoPoints(db: Db, merchantId: number) {
  const member = await db.one<{ id: string }>(
    "SELECT id::text AS id FROM members WHERE merchant_id = $1 AND account = 'demo'",
    [merchantId],
  );
  if (!member) return;
  const key = `seed:demo-points:${member.id}`;
  if (await db.one('SELECT 1 FROM point_entries WHERE merchant_id = $1 AND key = $2', [merchantId, key])) return;
  await db.query(
    `INSERT INTO point_entries (merchant_id, member_id, kind, points, key, reference)
     VALUES ($1, $2, 'earn', $3, $4, 'WELCOME')`,
    [merchantId, member.id, data.DEMO_MEMBER_POINTS, key],
  );
}
