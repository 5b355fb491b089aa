import {
  countryList,
  domainRoute,
  opsDeleteResource,
  opsSaveResource,
  permissionInfo,
  registerSettings,
  systemStatus,
} from '@arcadia/contracts';
import type { FastifyInstance } from 'fastify';
import { SharedCache } from '../../platform/changes.ts';
import { NotFoundError } from '../../platform/errors.ts';
import { defineModule } from '../../platform/modules/modules.ts';
import { route } from '../../platform/route.ts';
import { hostName } from '../../platform/tenancy.ts';
import { originalSiteInfo, registerRuleMap } from '../compat/original-shapes.ts';
import { deleteResource, saveResource } from './resources.service.ts';
import { systemRepo } from './system.repo.ts';
import * as system from './system.service.ts';

/** Start-up endpoints: site status, whitelabel info, register settings, domain route, countries. */
async function systemModule(app: FastifyInstance) {
  const repo = systemRepo(app.db);
  // Brand configuration is read on every page load and changes rarely: kept per brand until a
  // change notice (any process) or a minute passes.
  const configs = new SharedCache<system.BrandConfig>(app.tenancy.changes, 60_000);
  const configOf = (merchant: { id: number }) =>
    configs.get(String(merchant.id), () => system.brandConfig(repo, merchant.id));
  app.tenancy.onForget(({ id }) => configs.delete(String(id)));

  route(
    app,
    systemStatus,
    async ({ merchant, request }) => {
      const { status, maintenanceEndTime, location } = system.siteState(merchant, request.ip);
      return { status, maintenanceEndTime, location };
    },
    {
      // The original front end boots from status: the permission answer goes with it, as it reads it.
      original: async (value, { merchant, request }) => {
        const info = system.permissionInfo(
          await configOf(merchant),
          merchant,
          request.ip,
          await app.tenancy.providerPages(),
        );
        const domains = await app.tenancy.domainsOf(merchant);
        return {
          ...value,
          maintenance: info.maintenance,
          regionRestriction: info.regionRestriction,
          info: originalSiteInfo(info, domains, hostName(request.headers.host)),
        };
      },
    },
  );

  route(app, permissionInfo, async ({ merchant, request }) =>
    system.permissionInfo(await configOf(merchant), merchant, request.ip, await app.tenancy.providerPages()),
  );

  route(app, registerSettings, async ({ merchant }) => (await configOf(merchant)).registerRules, {
    original: registerRuleMap,
  });

  route(
    app,
    domainRoute,
    async ({ query, request }) => {
      // Without a domain (the original front end), the request's own host.
      const domain = hostName(query.domain ?? request.headers.host);
      const merchantCode = await app.tenancy.codeForDomain(domain);
      if (!merchantCode) throw new NotFoundError('unknown-domain');
      return { domain, merchantCode };
    },
    { tenant: false },
  );

  route(app, countryList, async () => repo.countries());

  // The brand's resources are part of its cached configuration: forgetting the brand drops it here and elsewhere.
  route(app, opsSaveResource, async ({ params, body, request }) => {
    const saved = await saveResource(app.db, request.operator, params.code, params.type, body);
    app.tenancy.forget(params.code);
    return saved;
  });
  route(app, opsDeleteResource, async ({ params, request }) => {
    await deleteResource(app.db, request.operator, params.code, params.type);
    app.tenancy.forget(params.code);
    return null;
  });
}

export default defineModule('system', systemModule, { dependencies: ['ops.guards'] });
