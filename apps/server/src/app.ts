import compress from '@fastify/compress';
import formbody from '@fastify/formbody';
import Fastify, { type FastifyInstance } from 'fastify';
import { bootSource } from './modules/system/boot.ts';
import { AfterResponse } from './platform/after-response.ts';
import { registerApiDocs } from './platform/api-docs.ts';
import { Availability, outageLogHook } from './platform/availability.ts';
import { Badges } from './platform/badges.ts';
import { rejectUnstorableInput } from './platform/clean-input.ts';
import type { Config } from './platform/config.ts';
import type { Db } from './platform/db/db.ts';
import { registerStatementHeader } from './platform/db/statements.ts';
import { keepStatistics } from './platform/db/statistics.ts';
import { answerFrameworkError, registerErrorHandler } from './platform/error-handler.ts';
import { headAsGet } from './platform/head-as-get.ts';
import { registerHealth } from './platform/health.ts';
import { inlineHead } from './platform/inline-head.ts';
import { JobQueue } from './platform/jobs/job-queue.ts';
import { requestLanguage } from './platform/language.ts';
import { registerMetrics } from './platform/metrics.ts';
import { registerModules } from './platform/modules/modules.ts';
import { echoRequestId, requestIdFrom } from './platform/request-id.ts';
import { registerSecurityHeaders } from './platform/security/headers.ts';
import { createServices } from './platform/services.ts';
import { drainOnClose } from './platform/shutdown.ts';
import { Tenancy } from './platform/tenancy.ts';
import { webApp } from './platform/web-app.ts';
import { zodSchemaController } from './platform/zod-schemas.ts';

export interface AppDeps {
  config: Config;
  db: Db;
  /** Where log lines go instead of stdout (tests that read the log). */
  logStream?: { write(line: string): void };
  /** Only these modules and the ones they depend on (a test that a module names all it needs); all when absent. */
  modules?: string[];
}

/** Builds the whole server: platform, every module, the web app. Tests use it through `inject`. */
export async function buildApp({ config, db, logStream, modules }: AppDeps): Promise<FastifyInstance> {
  const outages: { tracker?: Availability } = {};
  const app = Fastify({
    logger: {
      level: config.logLevel,
      hooks: { logMethod: outageLogHook(outages) },
      ...(logStream ? { stream: logStream } : {}),
    },
    trustProxy: config.trustedProxies,
    bodyLimit: 1024 * 1024,
    genReqId: requestIdFrom(config.trustedProxies),
    // Requests that arrive while closing get our own 503 envelope (platform/shutdown.ts).
    return503OnClosing: false,
    frameworkErrors: answerFrameworkError,
    schemaController: zodSchemaController,
    // HEAD goes to the GET route of its path and is answered without the body (platform/head-as-get.ts).
    exposeHeadRoutes: false,
    rewriteUrl: headAsGet,
  });
  if (config.statementCountHeader) registerStatementHeader(app);
  const availability = new Availability(app.log);
  availability.probe('database', () => db.query('SELECT 1'));
  outages.tracker = availability;
  app.decorate('availability', availability);
  app.addHook('onClose', async () => availability.close());
  echoRequestId(app);
  rejectUnstorableInput(app);
  app.decorate('config', config);
  app.decorate('db', db);
  app.decorate('tenancy', new Tenancy(db));
  // The caches of settings and sessions are used only while the database's change notices arrive.
  // The listening connection opens while the modules register; the app is returned once it is up.
  const noticesLive = app.tenancy.changes.whenLive(2000);
  app.decorate('guards', {});
  app.decorate('badges', new Badges());
  const services = await createServices(config, db, availability);
  const { ping } = services.kv;
  if (ping) availability.probe('redis', () => ping());
  app.decorate('kv', services.kv);
  app.decorate('sealer', services.sealer);
  app.decorate('outbox', services.outbox);
  app.addHook('onClose', () => services.kv.close());
  app.decorate('afterResponse', new AfterResponse(app.log));
  app.addHook('onClose', () => app.afterResponse.settled());
  // Modules register their handlers while loading; polling starts once the app is ready.
  const jobs = new JobQueue(db, { log: app.log });
  app.decorate('jobs', jobs);
  keepStatistics(jobs);
  if (config.jobs) app.addHook('onReady', async () => jobs.start({ pollMs: config.jobPollMs }));
  app.addHook('onClose', () => jobs.stop());
  app.decorateRequest('lang', 'EN');
  app.decorateRequest('merchant', null as never);
  app.decorateRequest('sealedNonce', null);
  app.addHook('onRequest', (request, _reply, done) => {
    request.lang = requestLanguage(request.headers, request.query);
    done();
  });
  // After the language hook, so a request refused while closing is answered in its language.
  drainOnClose(app);
  registerErrorHandler(app);
  // The web app's page with its head script and style sheet inline; the policy allows them by hash.
  const page = inlineHead(config.webDist);
  await registerSecurityHeaders(app, page);
  registerHealth(app, { db, kv: services.kv });
  registerMetrics(app, {
    token: config.metricsToken,
    jobDepth: () => jobs.depth(),
    ...(db.poolStats ? { poolStats: db.poolStats } : {}),
  });

  // Compressed at once up to 64 KB: the stream path (the thread pool, chunked) cost the page 40 % more CPU.
  await app.register(compress, { threshold: 1024, syncThreshold: 65_536 });
  await app.register(formbody);
  // Served where enabled (not in production), built on its first request (platform/api-docs.ts).
  if (config.apiDocs) registerApiDocs(app);

  // Every module under src/modules, each after the modules it depends on (platform/modules).
  await registerModules(app, modules);
  if (config.webDist)
    await app.register(webApp, { root: config.webDist, template: page.template, boot: bootSource(app) });
  if (!(await noticesLive)) {
    app.log.warn('database change notices are not heard yet: settings and sessions are read on every request');
  }
  return app;
}
