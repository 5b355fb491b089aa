import type { Auth, Language, OpsPermission } from '@arcadia/contracts';
import type { AfterResponse } from './after-response.ts';
import type { Availability } from './availability.ts';
import type { Badges } from './badges.ts';
import type { Config } from './config.ts';
import type { Db } from './db/db.ts';
import type { JobQueue } from './jobs/job-queue.ts';
import type { Kv } from './kv/kv.ts';
import type { Outbox } from './outbox.ts';
import type { Guards } from './route.ts';
import type { NonceClaim, Sealer } from './sealed-body.ts';
import type { Merchant, Tenancy } from './tenancy.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Db;
    tenancy: Tenancy;
    guards: Guards;
    kv: Kv;
    sealer: Sealer;
    outbox: Outbox;
    jobs: JobQueue;
    /** The member-centre badge counts, each from the module that owns it. */
    badges: Badges;
    /** Which outside services are down right now (one warning per outage). */
    availability: Availability;
    /** Work started by a request that its answer does not wait for (see after-response.ts). */
    afterResponse: AfterResponse;
  }
  /** What the route helper records from the contract, read by guards and hooks. */
  interface FastifyContextConfig {
    auth?: Auth;
    encrypted?: boolean;
    trialAllowed?: boolean;
    duringPasswordChange?: boolean;
    /** Operator routes: what the operator must hold (the operator guard checks it; none declared is refused). */
    permission?: OpsPermission;
  }
  interface FastifyRequest {
    lang: Language;
    /** Set for every brand-scoped route before its handler runs. */
    merchant: Merchant;
    /** The sealed body's nonce, unclaimed, on routes that claim it themselves (route option `claimsNonce`); else null. */
    sealedNonce: NonceClaim | null;
  }
}
