import { gameMenus, gameVendorList, type MenuCategory } from '@arcadia/contracts';
import type { FastifyInstance } from 'fastify';
import { SharedCache } from '../../platform/changes.ts';
import { NotFoundError } from '../../platform/errors.ts';
import { defineModule } from '../../platform/modules/modules.ts';
import { route } from '../../platform/route.ts';
import { menuRepo } from './menu.repo.ts';
import { buildMenu } from './menu.service.ts';

/**
 * The navigation menu and the vendor list by merchant; both cached for 30 s per brand, and
 * dropped at once when the brand's vendors change (a switch, an adapter set or removed: the
 * brand's change notice, in every process).
 */
async function menuModule(app: FastifyInstance) {
  const repo = menuRepo(app.db);
  const cache = new SharedCache<MenuCategory[]>(app.tenancy.changes, 30_000);
  app.tenancy.changes.on('brand', (merchantId) => cache.delete(merchantId));
  const menuOf = (merchant: { id: number; code: string }) =>
    cache.get(String(merchant.id), async () => buildMenu(await repo.vendors(merchant.id), merchant.code));

  // The cached menu is the answer itself: kept written and compressed while the cache holds it.
  route(app, gameMenus, async ({ merchant }) => menuOf(merchant), { keep: true });

  route(
    app,
    gameVendorList,
    async ({ query }) => {
      const merchant = await app.tenancy.byCodeOrNull(query.merchantCode);
      if (!merchant) throw new NotFoundError('merchant-not-found');
      return menuOf(merchant);
    },
    { tenant: false, keep: true },
  );
}

export default defineModule('games.menu', menuModule);
