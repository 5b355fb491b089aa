import { type BrandLook, brandLookSchema, DEFAULT_BRAND_LOOK, type Language } from '@arcadia/contracts';
import { type ChangeFeed, changesOf, SharedCache } from './changes.ts';
import type { Db } from './db/db.ts';
import { ForbiddenError, NotFoundError } from './errors.ts';

/** A brand as every request sees it. */
export interface Merchant {
  id: number;
  code: string;
  name: string;
  currency: string;
  currencySymbol: string;
  languages: Language[];
  defaultLanguage: Language;
  platform: string;
  lotteryType: string;
  gmtOffsetMinutes: number;
  gtagId: string | null;
  imageCdns: string[];
  launchCdns: string[];
  csKey: string;
  maintenanceOn: boolean;
  maintenanceEnd: Date | null;
  blockedCountries: string[];
  blockedIpRanges: string[];
  /** Colours, font and logo mark; the house look when the brand has none. */
  look: BrandLook;
}

const SELECT = `SELECT id, code, name, currency, currency_symbol AS "currencySymbol", languages,
  default_language AS "defaultLanguage", platform, lottery_type AS "lotteryType",
  gmt_offset_min AS "gmtOffsetMinutes", gtag_id AS "gtagId", image_cdns AS "imageCdns",
  launch_cdns AS "launchCdns", cs_key AS "csKey", maintenance_on AS "maintenanceOn",
  maintenance_end AS "maintenanceEnd", blocked_countries AS "blockedCountries",
  blocked_ip_ranges AS "blockedIpRanges", look FROM merchants`;

/** A brand as the caches of other modules know it. */
export type BrandKey = Pick<Merchant, 'id' | 'code'>;

/** Brand settings stay in the process this long at most; a change notice drops them at once. */
const BRAND_TTL_MS = 60_000;

/**
 * Finds the brand of a request: an explicit `x-merchant` code (API clients),
 * else the Host through the domain route. The original front end's `Merchant`
 * header is only a hint: it must name the brand the Host routes to, else the
 * call is refused (forbidden), so it never reaches another brand. Cached: brand settings are
 * read on every request and change rarely. A change to a brand's rows (merchants and its
 * settings tables) is noticed by the database's triggers in every process (platform/changes.ts);
 * the changing process also forgets at once.
 */
export class Tenancy {
  private readonly feed: ChangeFeed;
  private readonly byCode: SharedCache<Merchant | undefined>;
  private readonly byDomain: SharedCache<string | undefined>;
  private readonly domains: SharedCache<string[]>;
  private readonly providers: SharedCache<string[]>;
  /** Every brand this process has read (few): a notice names the brand by id. */
  private readonly codes = new Map<number, string>();
  private readonly forgetListeners: ((brand: BrandKey) => void)[] = [];

  constructor(private readonly db: Db) {
    this.feed = changesOf(db);
    this.byCode = new SharedCache(this.feed, BRAND_TTL_MS);
    this.byDomain = new SharedCache(this.feed, BRAND_TTL_MS);
    this.domains = new SharedCache(this.feed, BRAND_TTL_MS);
    this.providers = new SharedCache(this.feed, BRAND_TTL_MS);
    // A provider's adapter set, moved or removed (migration 043 notices it as its vendor).
    this.feed.on('vendor', () => this.providers.clear());
    this.feed.on('brand', (id) => {
      // A domain may have moved to (or been added for) any brand.
      this.byDomain.clear();
      const code = this.codes.get(Number(id));
      if (code) this.forget(code);
    });
  }

  /** The change notices of this database, for modules that keep caches of their own. */
  get changes(): ChangeFeed {
    return this.feed;
  }

  async fromRequest(headers: Record<string, string | string[] | undefined>): Promise<Merchant> {
    const explicit = headers['x-merchant'];
    if (typeof explicit === 'string' && explicit) {
      const merchant = await this.byCodeOrNull(explicit);
      if (!merchant) throw new NotFoundError('merchant-not-found');
      return merchant;
    }
    const code = await this.codeForDomain(hostName(headers.host));
    const merchant = code ? await this.byCodeOrNull(code) : undefined;
    if (!merchant) throw new NotFoundError('unknown-domain');
    const hint = headers.merchant;
    if (hint !== undefined && (typeof hint !== 'string' || hint.trim().toLowerCase() !== merchant.code.toLowerCase())) {
      throw new ForbiddenError();
    }
    return merchant;
  }

  /**
   * The request's brand when its Host's brand is already in the process and the request names no
   * brand of its own (x-merchant, merchant); otherwise undefined, and fromRequest answers. Most
   * requests are answered here, without a promise.
   */
  knownFromRequest(headers: Record<string, string | string[] | undefined>): Merchant | undefined {
    if (headers['x-merchant'] !== undefined || headers.merchant !== undefined) return undefined;
    const code = this.byDomain.peek(hostName(headers.host))?.value;
    return code === undefined ? undefined : this.byCode.peek(code)?.value;
  }

  byCodeOrNull(code: string): Promise<Merchant | undefined> {
    return this.byCode.get(code, async () => {
      const row = await this.db.one<Omit<Merchant, 'look'> & { look: unknown }>(`${SELECT} WHERE code = $1`, [code]);
      if (row) this.codes.set(row.id, row.code);
      return row && { ...row, look: lookOf(row.look) };
    });
  }

  codeForDomain(domain: string): Promise<string | undefined> {
    return this.byDomain.get(domain, async () => {
      const row = await this.db.one<{ code: string }>(
        'SELECT m.code FROM merchant_domains d JOIN merchants m ON m.id = d.merchant_id WHERE d.domain = $1',
        [domain],
      );
      return row?.code;
    });
  }

  /** Every domain the brand is served on (merchant_domains), e.g. for the origins that may frame its games. */
  domainsOf(merchant: BrandKey): Promise<string[]> {
    return this.domains.get(merchant.code, async () => {
      const rows = await this.db.query<{ domain: string }>(
        'SELECT domain FROM merchant_domains WHERE merchant_id = $1 ORDER BY domain',
        [merchant.id],
      );
      return rows.map((row) => row.domain);
    });
  }

  /** Where the game providers' pages are served (vendor_adapters): the only frames a brand's site opens besides its own. */
  providerPages(): Promise<string[]> {
    return this.providers.get('all', async () => {
      const rows = await this.db.query<{ url: string }>(
        'SELECT DISTINCT coalesce(play_url, api_url) AS url FROM vendor_adapters ORDER BY 1',
      );
      return rows.map((row) => row.url);
    });
  }

  /** Drops what this process cached about a brand (the changing process, before the notice comes). */
  forget(code: string) {
    this.byCode.delete(code);
    this.domains.delete(code);
    const id = [...this.codes].find(([, known]) => known === code)?.[0];
    if (id !== undefined) for (const listener of this.forgetListeners) listener({ id, code });
  }

  /** Lets a module drop its own per-brand cache when the brand changes (in any process). */
  onForget(listener: (brand: BrandKey) => void) {
    this.forgetListeners.push(listener);
  }
}

/** "Shop.Example.com:8080" → "shop.example.com". */
export const hostName = (host: string | string[] | undefined): string =>
  (typeof host === 'string' ? host : '')
    .toLowerCase()
    .replace(/:\d+$/, '')
    .replace(/^\[|\]$/g, '');

/** The stored look, read through the contract; what does not parse (or is empty) is the house look. */
export function lookOf(stored: unknown): BrandLook {
  const parsed = brandLookSchema.safeParse({ ...DEFAULT_BRAND_LOOK, ...(typeof stored === 'object' ? stored : {}) });
  return parsed.success ? parsed.data : DEFAULT_BRAND_LOOK;
}
