import type { ContactKind, Eligibility, LocalizedText, PromotionTerms } from '@arcadia/contracts';
import { catalogueRepo } from '../modules/promotions/catalogue.repo.ts';
import { sanitiseHtml } from '../modules/promotions/sanitise-html.ts';
import type { Db } from '../platform/db/db.ts';
import { BETA_CATEGORIES, BETA_PROMOTIONS } from './promotions-beta.ts';
import { DEMO_CATEGORIES, DEMO_PROMOTIONS } from './promotions-demo.ts';

export interface PromotionSeed {
  key: string;
  category: string;
  artHue: number;
  terms: PromotionTerms;
  title: LocalizedText;
  summary: LocalizedText;
  content: LocalizedText;
  turnoverMultiple?: number;
  contact?: ContactKind;
  eligibility?: Partial<Eligibility>;
  /** Starts this many days after seeding ("Coming soon"); otherwise it started a week before. */
  startsInDays?: number;
}

const SEEDS: Record<string, { categories: typeof DEMO_CATEGORIES; promotions: PromotionSeed[] }> = {
  demo: { categories: DEMO_CATEGORIES, promotions: DEMO_PROMOTIONS },
  beta: { categories: BETA_CATEGORIES, promotions: BETA_PROMOTIONS },
};

const DAY_MS = 86_400_000;

/** The brand's demo promotions and categories; keyed, so a second run (or an operator's edit) is left alone. */
export async function seedPromotions(db: Db, merchantId: number, brandCode: string): Promise<void> {
  const seed = SEEDS[brandCode];
  if (!seed) return;
  const repo = catalogueRepo(db);
  const categories = new Map<string, string>();
  for (const [sort, category] of seed.categories.entries()) {
    await repo.insertCategory(merchantId, category.name, sort, category.key);
    const row = await repo.categoryBySeed(merchantId, category.key);
    if (row) categories.set(category.key, row.id);
  }
  const now = Date.now();
  for (const [sort, promotion] of seed.promotions.entries()) {
    const startsAt = new Date(now + (promotion.startsInDays ?? -7) * DAY_MS);
    await repo.insert(
      merchantId,
      promotion.terms.kind,
      {
        categoryId: categories.get(promotion.category) ?? null,
        title: promotion.title,
        summary: promotion.summary,
        content: Object.fromEntries(
          Object.entries(promotion.content).map(([lang, html]) => [lang, sanitiseHtml(html ?? '')]),
        ),
        startsAt,
        endsAt: new Date(startsAt.getTime() + 365 * DAY_MS),
        enabled: true,
        sort,
        eligibility: { vipMin: null, vipMax: null, labels: [], newMemberDays: null, ...promotion.eligibility },
        contact: promotion.contact ?? 'none',
        turnoverMultiple: promotion.turnoverMultiple ?? 0,
        terms: promotion.terms,
        artHue: promotion.artHue,
      },
      promotion.key,
    );
  }
}
