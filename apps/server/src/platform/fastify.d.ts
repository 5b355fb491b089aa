import type { Language } from '@arcadia/contracts';
import type { Config } from './config.ts';
import type { Db } from './db/db.ts';
import type { Guards } from './route.ts';
import type { Merchant, Tenancy } from './tenancy.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Db;
    tenancy: Tenancy;
    guards: Guards;
  }
  interface FastifyRequest {
    lang: Language;
    /** Set for every brand-scoped route before its handler runs. */
    merchant: Merchant;
  }
}
