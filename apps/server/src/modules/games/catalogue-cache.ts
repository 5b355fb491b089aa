import { type ChangeFeed, changesOf } from '../../platform/changes.ts';
import type { Db } from '../../platform/db/db.ts';
import type { Merchant } from '../../platform/tenancy.ts';
import { catalogueRepo } from './catalogue.repo.ts';
import { CatalogueIndex } from './catalogue-index.ts';
import { gameImage } from './game-image.ts';

type Brand = Pick<Merchant, 'id' | 'code' | 'imageCdns'>;

/**
 * The brands' catalogue indexes of one database, built on a brand's first list and kept until a
 * change notice: `catalogue:*` (games, names, vendor listings: migration 032) drops them all,
 * `brand:<id>` (the brand's settings, its image hosts) drops the brand's. Like the settings
 * caches (platform/changes.ts SharedCache), it answers nothing while notices may be missed:
 * the list then asks the database, and what was built before a gap is dropped after it.
 */
export class CatalogueCache {
  private readonly indexes = new Map<number, Promise<CatalogueIndex>>();
  private epoch: number;

  constructor(
    private readonly db: Db,
    private readonly feed: ChangeFeed,
  ) {
    this.epoch = feed.epoch;
    feed.on('catalogue', () => this.indexes.clear());
    feed.on('brand', (id) => this.indexes.delete(Number(id)));
  }

  /** The brand's index, or null while notices may be missed (the caller reads the database). */
  async of(brand: Brand): Promise<CatalogueIndex | null> {
    // PostgreSQL sends notices on a connection of their own, signalled before the writer hears
    // its commit: one turn of the event loop reads a notice already at the socket before the
    // index answers, so a change committed before this request began is seen (PGlite hears its
    // notices with the statement's own answer).
    if (this.db.kind === 'postgres') await new Promise((resolve) => setImmediate(resolve));
    if (!this.feed.live) return null;
    if (this.epoch !== this.feed.epoch) {
      this.indexes.clear();
      this.epoch = this.feed.epoch;
    }
    const known = this.indexes.get(brand.id);
    if (known) return known;
    const building = this.build(brand);
    this.indexes.set(brand.id, building);
    // A failed build is not kept: the next list tries again.
    building.catch(() => {
      if (this.indexes.get(brand.id) === building) this.indexes.delete(brand.id);
    });
    return building;
  }

  private async build(brand: Brand): Promise<CatalogueIndex> {
    const repo = catalogueRepo(this.db);
    const [rows, names] = await Promise.all([repo.games(brand.id), repo.names(brand.id)]);
    return new CatalogueIndex(rows, names, (nodeId, gameCode) =>
      gameImage(brand.imageCdns, nodeId, gameCode, brand.code),
    );
  }
}

const caches = new WeakMap<object, CatalogueCache>();

/**
 * The catalogue cache of a database (one per database `home`). The first caller's Db loads the
 * indexes, so the games module asks first, with the app's database, never a transaction's.
 */
export function catalogueOf(db: Db): CatalogueCache {
  const known = caches.get(db.home);
  if (known) return known;
  const cache = new CatalogueCache(db, changesOf(db));
  caches.set(db.home, cache);
  return cache;
}
