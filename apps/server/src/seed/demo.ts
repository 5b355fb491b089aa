import { randomBytes } from 'node:crypto';
import {
  AGENT_TYPES,
  BANNER_GROUPS,
  TRIAL_TYPE,
  WHITELABEL_GROUPS,
  WHITELABEL_OFF_BY_DEFAULT,
  WHITELABEL_TREE,
  type WhitelabelModId,
} from '@arcadia/contracts';
import { configureHouseVendor, DEVELOPMENT_HOUSE_VENDOR } from '../modules/vendors/house-vendor.ts';
import type { Db } from '../platform/db/db.ts';
import { hashPassword } from '../platform/passwords.ts';
import { seedAgentTeam } from './agent-team.ts';
import { seedContracts } from './contracts.ts';
import * as data from './demo-data.ts';
import { seedEngagement } from './engagement.ts';
import { seedHelp } from './help/index.ts';
import { seedDemoMessages, seedMissions } from './missions-messages.ts';
import { seedMoney } from './money.ts';
import { seedPromotions } from './promotions.ts';
import { seedReference } from './reference.ts';

/**
 * Seeds the reference data (countries, games), then the demo brands, their whole
 * whitelabel tree and content, demo accounts and an operator. Every insert is keyed,
 * so running it again changes nothing (and never overwrites what an operator changed since).
 * Never in production (see platform/production.ts).
 */
export async function seedDemo(db: Db): Promise<void> {
  await seedReference(db);
  await db.tx(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock(7231002)');
    for (const brand of data.BRANDS) await seedBrand(tx, brand);
    await seedOperators(tx);
  });
}

async function seedBrand(db: Db, brand: data.BrandSeed) {
  await db.query(
    `INSERT INTO merchants (code, name, currency, currency_symbol, languages, default_language, platform,
       lottery_type, gmt_offset_min, gtag_id, image_cdns, launch_cdns, cs_key)
     VALUES ($1, $2, $3, $4, $5, 'EN', $6, $7, $8, NULL, $9, $10, $11) ON CONFLICT (code) DO NOTHING`,
    [
      brand.code,
      brand.name,
      brand.currency,
      brand.currencySymbol,
      brand.languages,
      brand.platform,
      brand.lotteryType,
      brand.gmtOffsetMinutes,
      ['/img', '/cdn2/img'],
      ['/house'],
      randomBytes(32).toString('base64'),
    ],
  );
  const row = await db.one<{ id: number }>('SELECT id FROM merchants WHERE code = $1', [brand.code]);
  if (!row) throw new Error(`brand ${brand.code} missing after insert`);
  const id = row.id;
  // Only a brand still on the house look gets the seed's: an operator's own look stays.
  await db.query(`UPDATE merchants SET look = $2 WHERE id = $1 AND look = '{}'::jsonb`, [
    id,
    JSON.stringify(brand.look),
  ]);
  for (const domain of brand.domains) {
    await db.query('INSERT INTO merchant_domains VALUES ($1, $2) ON CONFLICT DO NOTHING', [domain, id]);
  }
  await seedWhitelabel(db, id, brand.switches);
  await seedRulesAndResources(db, id);
  await seedVendors(db, id);
  await seedBanners(db, id);
  await seedNotices(db, id);
  await seedHelp(db, id, brand.name);
  await seedAccounts(db, id);
  await seedInvitationCodes(db, id);
  await seedMoney(db, id, brand.code);
  if (brand.code === 'demo') await seedAgentTeam(db, id);
  await seedMissions(db, id, brand.code);
  await seedDemoMessages(db, id, brand.code);
  await seedEngagement(db, id, brand.code, brand.currencySymbol);
  await seedPromotions(db, id, brand.code);
  await seedContracts(db, id, brand.gmtOffsetMinutes);
}

async function seedWhitelabel(db: Db, merchantId: number, overrides: Record<string, boolean>) {
  let sort = 0;
  const put = (modId: WhitelabelModId, parent: string | null) =>
    db.query(
      `INSERT INTO whitelabel_nodes (merchant_id, mod_id, parent_id, enabled, sort) VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT DO NOTHING`,
      [merchantId, modId, parent, overrides[modId] ?? !WHITELABEL_OFF_BY_DEFAULT.includes(modId), sort++],
    );
  for (const group of WHITELABEL_GROUPS) {
    await put(group, null);
    for (const modId of WHITELABEL_TREE[group]) await put(modId, group);
  }
}

async function seedRulesAndResources(db: Db, merchantId: number) {
  for (const [sort, rule] of data.REGISTER_RULES.entries()) {
    await db.query(`INSERT INTO register_rules VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) ON CONFLICT DO NOTHING`, [
      merchantId,
      rule.key,
      rule.enabled,
      rule.required,
      rule.patternId,
      rule.minLength,
      rule.maxLength,
      rule.acceptedPattern ?? '*',
      sort,
    ]);
  }
  for (const resource of data.RESOURCES) {
    await db.query('INSERT INTO resources VALUES ($1, $2, $3, $4) ON CONFLICT DO NOTHING', [
      merchantId,
      resource.type,
      resource.url,
      resource.qr ? resource.url : null,
    ]);
  }
  // 1 is the customer-service page; 3 is live chat (its address is sealed when sent).
  await db.query('INSERT INTO customer_services VALUES ($1, 1, $2), ($1, 3, $3) ON CONFLICT DO NOTHING', [
    merchantId,
    '/helpmc',
    '/helpmc?channel=live-chat',
  ]);
}

async function seedVendors(db: Db, merchantId: number) {
  // The house vendor's adapter first: its games are listed from the brand's first day.
  await configureHouseVendor(db, DEVELOPMENT_HOUSE_VENDOR);
  for (const [sort, vendor] of data.VENDORS.entries()) {
    await db.query(
      `INSERT INTO game_vendors (merchant_id, vassalage, name, game_type, account_type_id, account_type_name, is_hot, is_game, sort)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) ON CONFLICT DO NOTHING`,
      [
        merchantId,
        vendor.code,
        vendor.name,
        vendor.type,
        1000 + sort,
        vendor.account ?? vendor.code,
        vendor.hot ?? false,
        vendor.popupList ? 'VASSALAGE' : 'GAME',
        sort,
      ],
    );
  }
}

async function seedBanners(db: Db, merchantId: number) {
  for (const group of BANNER_GROUPS) {
    const count = data.BANNER_GROUPS_SEED[group] ?? 0;
    for (let index = 1; index <= count; index++) {
      const link = group === 'home' ? data.HOME_BANNER_LINKS[index - 1] : undefined;
      await db.query(
        `INSERT INTO banners (merchant_id, group_name, image_url, title, linkage_type, linkage_target, sort)
         VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT DO NOTHING`,
        [
          merchantId,
          group,
          `/img/banners/${group}/${index}.svg`,
          JSON.stringify(link?.title ?? data.BANNER_TITLES[group]?.[index - 1] ?? { EN: `${group} ${index}` }),
          link?.linkageType ?? null,
          link?.target ?? null,
          index,
        ],
      );
    }
  }
}

async function seedNotices(db: Db, merchantId: number) {
  for (const notice of data.NOTICES) {
    await db.query(
      `INSERT INTO announcements (merchant_id, type, execution, title, content, published_at, seed_key)
       VALUES ($1, $2, $3, $4, $5, now() - make_interval(days => $6), $7) ON CONFLICT DO NOTHING`,
      [
        merchantId,
        notice.type,
        notice.execution,
        JSON.stringify(notice.title),
        JSON.stringify(notice.content),
        notice.daysAgo,
        notice.key,
      ],
    );
  }
}

async function seedAccounts(db: Db, merchantId: number) {
  const existing = await db.query<{ account: string }>('SELECT account FROM members WHERE merchant_id = $1', [
    merchantId,
  ]);
  const have = new Set(existing.map((row) => row.account));
  const missing = data.ACCOUNTS.filter((account) => !have.has(account.account));
  if (missing.length === 0) return;
  const hashes = new Map<string, string>();
  for (const password of new Set(missing.map((account) => account.password ?? data.DEMO_PASSWORD))) {
    hashes.set(password, await hashPassword(password));
  }
  for (const account of missing) {
    const passwordHash = hashes.get(account.password ?? data.DEMO_PASSWORD) ?? null;
    await db.query(
      `INSERT INTO members (merchant_id, account, password_hash, nickname, type, parent_id, mobile, country_code)
       VALUES ($1, $2, $3, $4, $5, (SELECT id FROM members WHERE merchant_id = $1 AND account = $6), $7, $8)`,
      [
        merchantId,
        account.account,
        passwordHash,
        account.nickname,
        account.type,
        account.parent ?? null,
        account.mobile ?? null,
        account.mobile ? '63' : null,
      ],
    );
  }
}

/**
 * Invitation codes of the demo accounts: each agent's affiliate code and each
 * member's referral code is its account name in capitals (agent1 → AGENT1).
 * Only missing codes are set, so operators' changes stay.
 */
async function seedInvitationCodes(db: Db, merchantId: number) {
  const accounts = data.ACCOUNTS.map((account) => account.account);
  await db.query(
    `UPDATE members SET affiliate_code = upper(account)
     WHERE merchant_id = $1 AND account = ANY($2::text[]) AND type = ANY($3::int[]) AND affiliate_code IS NULL`,
    [merchantId, accounts, AGENT_TYPES],
  );
  await db.query(
    `UPDATE members SET referral_code = upper(account)
     WHERE merchant_id = $1 AND account = ANY($2::text[]) AND type <> $3 AND referral_code IS NULL`,
    [merchantId, accounts, TRIAL_TYPE],
  );
}

/**
 * The demo operators with their fixed authenticator secrets, each holding its role
 * on every brand. A missing one is created; one that exists but never enrolled gets
 * its fixed secret; nothing an owner changed since is touched.
 */
async function seedOperators(db: Db) {
  for (const operator of data.OPERATORS) {
    const existing = await db.one('SELECT 1 FROM operators WHERE lower(username) = lower($1)', [operator.username]);
    if (existing) {
      await db.query(
        `UPDATE operators SET totp_secret = $2, totp_enabled = true
         WHERE lower(username) = lower($1) AND totp_secret IS NULL AND password_hash IS NOT NULL`,
        [operator.username, operator.totpSecret],
      );
      continue;
    }
    const row = await db.one<{ id: number }>(
      `INSERT INTO operators (username, password_hash, totp_secret, totp_enabled) VALUES ($1, $2, $3, true)
       RETURNING id`,
      [operator.username, await hashPassword(operator.password), operator.totpSecret],
    );
    if (!row) throw new Error(`demo operator ${operator.username} not created`);
    await db.query('INSERT INTO operator_grants (operator_id, role) VALUES ($1, $2)', [row.id, operator.role]);
  }
}
