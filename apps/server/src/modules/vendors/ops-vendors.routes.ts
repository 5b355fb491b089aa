import {
  opsBrandVendors,
  opsPutAdapter,
  opsRemoveAdapter,
  opsSyncCatalogue,
  opsUpdateBrandVendor,
  opsVendors,
} from '@arcadia/contracts';
import type { FastifyInstance } from 'fastify';
import { route } from '../../platform/route.ts';
import {
  brandVendors,
  listVendors,
  putAdapter,
  removeAdapter,
  syncVendorCatalogue,
  updateBrandVendor,
} from './ops-vendors.service.ts';

/** Vendors as operators run them: providers' adapters, and each brand's switches (the guard is `ops.guards`). */
export async function opsVendorsRoutes(app: FastifyInstance) {
  route(app, opsVendors, async () => listVendors(app.db));
  route(app, opsPutAdapter, async ({ request, params, body }) =>
    putAdapter(app.db, request.operator, params.code, body),
  );
  route(app, opsRemoveAdapter, async ({ request, params }) => removeAdapter(app.db, request.operator, params.code));
  route(app, opsSyncCatalogue, async ({ request, params }) =>
    syncVendorCatalogue(app.db, request.operator, params.code),
  );
  route(app, opsBrandVendors, async ({ request, params }) => brandVendors(app.db, request.operator, params.code));
  route(app, opsUpdateBrandVendor, async ({ request, params, body }) =>
    updateBrandVendor(app.db, request.operator, params.code, params.vendor, body),
  );
}
