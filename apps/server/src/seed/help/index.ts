import type { HelpSection, Language, LocalizedText, PostKind } from '@arcadia/contracts';
import type { Db } from '../../platform/db/db.ts';
import { sanitiseRichText } from '../../platform/rich-text.ts';
import { cn } from './cn.ts';
import { en } from './en.ts';
import { ja } from './ja.ts';
import { th } from './th.ts';
import { ty } from './ty.ts';
import type { HelpTexts } from './types.ts';
import { vi } from './vi.ts';

const TEXTS: Record<Language, HelpTexts> = { EN: en, CN: cn, VI: vi, JA: ja, TH: th, TY: ty };

/** Where each demo article goes, in display order. Topic names match the footer's and resources' links. */
const ARTICLES: { topic: string; section: HelpSection }[] = [
  { topic: 'guide', section: 'guide' },
  { topic: 'about', section: 'about' },
  { topic: 'rules', section: 'rules' },
  { topic: 'privacy', section: 'privacy' },
  { topic: 'responsible', section: 'responsible' },
  { topic: 'faq', section: 'faq' },
  { topic: 'telegram', section: 'community' },
  { topic: 'facebook', section: 'community' },
  { topic: 'twitter', section: 'community' },
  { topic: 'douyin', section: 'community' },
  { topic: 'join', section: 'join' },
  { topic: 'ios-install', section: 'download' },
  { topic: 'android-install', section: 'download' },
];

const POSTS: { key: string; kind: PostKind; daysAgo: number }[] = [
  { key: 'news-app', kind: 'news', daysAgo: 1 },
  { key: 'news-deposits', kind: 'news', daysAgo: 4 },
  { key: 'blog-budget', kind: 'blog', daysAgo: 9 },
];

/** One text in every language, with the brand's name filled in (and HTML through the same sanitiser as operators'). */
function localized(pick: (texts: HelpTexts) => string | undefined, brand: string, html: boolean): LocalizedText {
  const out: LocalizedText = {};
  for (const [lang, texts] of Object.entries(TEXTS) as [Language, HelpTexts][]) {
    const text = pick(texts);
    if (text === undefined) continue;
    const filled = text.replaceAll('{brand}', brand);
    out[lang] = html ? sanitiseRichText(filled) : filled;
  }
  return out;
}

/** The demo help centre of one brand, in six languages; existing articles and posts are left as operators made them. */
export async function seedHelp(db: Db, merchantId: number, brand: string): Promise<void> {
  // Only what is missing is built: the texts are sanitised rich text, too dear to redo on every start.
  const present = await db.one<{ slugs: string[]; keys: string[] }>(
    `SELECT ARRAY(SELECT slug FROM help_articles WHERE merchant_id = $1) AS slugs,
            ARRAY(SELECT seed_key FROM help_posts WHERE merchant_id = $1 AND seed_key IS NOT NULL) AS keys`,
    [merchantId],
  );
  const slugs = new Set(present?.slugs);
  const keys = new Set(present?.keys);
  for (const [sort, article] of ARTICLES.entries()) {
    if (slugs.has(article.topic)) continue;
    await db.query(
      `INSERT INTO help_articles (merchant_id, slug, section, sort, title, content)
       VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT DO NOTHING`,
      [
        merchantId,
        article.topic,
        article.section,
        sort,
        JSON.stringify(localized((texts) => texts.articles[article.topic]?.title, brand, false)),
        JSON.stringify(localized((texts) => texts.articles[article.topic]?.content, brand, true)),
      ],
    );
  }
  for (const post of POSTS) {
    if (keys.has(post.key)) continue;
    await db.query(
      `INSERT INTO help_posts (merchant_id, kind, title, summary, content, published_at, seed_key)
       VALUES ($1, $2, $3, $4, $5, now() - make_interval(days => $6), $7) ON CONFLICT DO NOTHING`,
      [
        merchantId,
        post.kind,
        JSON.stringify(localized((texts) => texts.posts[post.key]?.title, brand, false)),
        JSON.stringify(localized((texts) => texts.posts[post.key]?.summary, brand, false)),
        JSON.stringify(localized((texts) => texts.posts[post.key]?.content, brand, true)),
        post.daysAgo,
        post.key,
      ],
    );
  }
}
